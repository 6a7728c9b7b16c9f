import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { SchemaField } from '../../src/studio/client/fields/SchemaField.tsx'
import { setAt } from '../../src/studio/client/fields/set-at.ts'
import type { JsonSchema } from '../../src/studio/client/studio-client.ts'
import { useEditor, type Editor } from '../../src/studio/client/use-editor.ts'

const SCHEMA: JsonSchema = {
  type: 'object',
  required: ['heading', 'items'],
  properties: {
    heading: { type: 'string', title: 'Heading' },
    subheading: { type: 'string', title: 'Subheading' },
    items: {
      type: 'array',
      title: 'Questions',
      items: {
        type: 'object',
        required: ['question'],
        properties: { question: { type: 'string', title: 'Question' } },
      },
    },
  },
}
const START = { heading: 'Hello', items: [{ question: 'One?' }, { question: 'Two?' }] }
const ROOT: (string | number)[] = []

/** The studio's form as Studio.tsx renders it, with the editor it uses; `seen` gets the editor after each render. */
function Form({ seen }: { seen: (editor: Editor) => void }) {
  const editor = useEditor()
  const { begin } = editor
  useEffect(() => begin('pages/x.yaml', SCHEMA, START), []) // eslint-disable-line react-hooks/exhaustive-deps
  seen(editor)
  if (editor.data === undefined) return null
  return (
    <form aria-label="Fields">
      <SchemaField name="" schema={SCHEMA} value={editor.data} path={ROOT} required setAt={editor.changeAt} />
    </form>
  )
}

function setup() {
  let editor!: Editor
  render(<Form seen={(e) => (editor = e)} />)
  return { user: userEvent.setup(), data: () => editor.data, editor: () => editor }
}

describe('the studio form', () => {
  it('keeps every edit when the editor goes from field to field and back (each field sets its own path)', async () => {
    const { user, data } = setup()
    await user.type(screen.getByLabelText(/^Heading/), ' world')
    await user.type(screen.getByLabelText(/^Subheading/), 'Sub')
    const [first, second] = screen.getAllByLabelText(/^Question/)
    await user.type(second!, ' And three?')
    await user.type(first!, '!')
    await user.type(screen.getByLabelText(/^Heading/), '!')
    expect(data()).toEqual({
      heading: 'Hello world!',
      subheading: 'Sub',
      items: [{ question: 'One?!' }, { question: 'Two? And three?' }],
    })
  })

  it('removes an optional field left empty, and list buttons work on the latest list', async () => {
    const { user, data } = setup()
    await user.type(screen.getByLabelText(/^Subheading/), 'S')
    await user.clear(screen.getByLabelText(/^Subheading/))
    expect(data()).not.toHaveProperty('subheading')
    await user.type(screen.getAllByLabelText(/^Question/)[1]!, '!')
    await user.click(screen.getByRole('button', { name: 'Add question' }))
    await user.type(screen.getAllByLabelText(/^Question/)[2]!, 'Three?')
    await user.click(screen.getAllByRole('button', { name: /^Remove/ })[0]!)
    expect(data()).toEqual({ heading: 'Hello', items: [{ question: 'Two?!' }, { question: 'Three?' }] })
  })

  it('undoes a word typed in one go as one step, and redoes it', async () => {
    const { user, data, editor } = setup()
    await user.type(screen.getByLabelText(/^Heading/), ' there')
    act(() => editor().undo())
    expect(data()).toEqual(START)
    act(() => editor().redo())
    expect((data() as typeof START).heading).toBe('Hello there')
  })
})

describe('setAt', () => {
  it('copies only the objects and lists on the path, and removes a key set to undefined', () => {
    const data = { a: { b: 1 }, list: [{ x: 1 }, { x: 2 }], keep: { y: 1 } }
    const next = setAt(data, ['list', 1, 'x'], 3) as typeof data
    expect(next).toEqual({ a: { b: 1 }, list: [{ x: 1 }, { x: 3 }], keep: { y: 1 } })
    expect(data.list[1]!.x).toBe(2)
    expect(next.keep).toBe(data.keep)
    expect(next.list[0]).toBe(data.list[0])
    expect(setAt(data, ['a', 'b'], undefined)).toEqual({ ...data, a: {} })
    expect(setAt(undefined, ['new', 0], 'v')).toEqual({ new: ['v'] })
  })
})

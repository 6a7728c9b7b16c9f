import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { SchemaField } from '../../src/studio/client/fields/SchemaField.tsx'
import { newValue, requiredNow } from '../../src/studio/client/schema-tools.ts'
import type { JsonSchema } from '../../src/studio/client/studio-client.ts'
import { useEditor, type Editor } from '../../src/studio/client/use-editor.ts'

/** The image of a hero section, as the studio's form gets it from schema/. */
const IMAGE = (
  JSON.parse(readFileSync('schema/sections/hero.schema.json', 'utf8')) as { properties: Record<string, JsonSchema> }
).properties.image!
const SCHEMA: JsonSchema = { type: 'object', required: ['image'], properties: { image: IMAGE } }

function Form({ seen }: { seen: (editor: Editor) => void }) {
  const editor = useEditor()
  const { begin } = editor
  useEffect(() => begin('pages/x.yaml', SCHEMA, { image: { src: '/media/team/austin-conference.jpg' } }), []) // eslint-disable-line react-hooks/exhaustive-deps
  seen(editor)
  if (editor.data === undefined) return null
  return (
    <form aria-label="Fields">
      <SchemaField name="" schema={SCHEMA} value={editor.data} path={[]} required setAt={editor.changeAt} />
    </form>
  )
}

describe('an image marked decorative', () => {
  it('needs no description: the star goes when Decorative only is ticked, and comes back when it is not', async () => {
    let editor!: Editor
    render(<Form seen={(e) => (editor = e)} />)
    const user = userEvent.setup()
    const label = () => screen.getByText('Image description').closest('label')!.textContent
    expect(label()).toBe('Image description *')
    await user.click(screen.getByLabelText(/^Decorative only/))
    expect(editor.data).toEqual({ image: { src: '/media/team/austin-conference.jpg', decorative: true } })
    expect(label()).toBe('Image description')
    await user.click(screen.getByLabelText(/^Decorative only/))
    expect(label()).toBe('Image description *')
  })

  it('reads the if/else of the schema: the description is required unless decorative is true', () => {
    expect([...requiredNow(IMAGE, { src: 'x' })]).toEqual(['src', 'alt'])
    expect([...requiredNow(IMAGE, { src: 'x', decorative: false })]).toEqual(['src', 'alt'])
    expect([...requiredNow(IMAGE, { src: 'x', decorative: true })]).toEqual(['src'])
    expect(newValue(IMAGE)).toEqual({ src: '', alt: '' })
  })
})

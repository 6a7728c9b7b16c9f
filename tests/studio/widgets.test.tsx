import { readFileSync } from 'node:fs'
import { act, render, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useMemo } from 'react'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import type { Diagnostic } from '../../src/content/diagnostic.ts'
import { withChoices } from '../../src/studio/api/with-choices.ts'
import { SchemaField } from '../../src/studio/client/fields/SchemaField.tsx'
import { FormEventsContext } from '../../src/studio/client/form-events.ts'
import { StudioContext } from '../../src/studio/client/studio-context.ts'
import type { JsonSchema } from '../../src/studio/client/studio-client.ts'
import { useEditor, type Editor } from '../../src/studio/client/use-editor.ts'
import { useFreshItems } from '../../src/studio/client/use-fresh-items.ts'
import { useUndoNotice } from '../../src/studio/client/use-undo-notice.ts'
import { problemsWait } from '../../src/studio/client/waiting-problems.ts'

/** An article's schema as the studio serves it: the categories of the site settings as its category's choices. */
const ARTICLE = withChoices(
  JSON.parse(readFileSync('schema/collections/articles.entry.schema.json', 'utf8')) as JsonSchema,
  parse(readFileSync('pages/_site.yaml', 'utf8')),
)
const ROOT: (string | number)[] = []

type Lint = (data: unknown) => Diagnostic[]

/** What the fields told the studio was removed. */
const told: string[] = []

/**
 * The studio's form as Studio.tsx puts it together: the editor, the new items (`useFreshItems`) and the fields'
 * problems, those of untouched new items left out. `lint` stands for the server's lint of the data on screen.
 */
function Form({
  file = 'pages/x.yaml',
  schema,
  start,
  create = false,
  lint = () => [],
  seen,
}: {
  file?: string
  schema: JsonSchema
  start: unknown
  create?: boolean
  lint?: Lint
  seen: (editor: Editor, reveal: () => void) => void
}) {
  const editor = useEditor()
  const { begin, load } = editor
  useEffect(() => {
    if (create) begin(file, schema, start)
    else load({ file, schema, data: start, text: '', hash: 'h' } as Parameters<typeof load>[0])
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  const fresh = useFreshItems(editor.editing)
  seen(editor, fresh.reveal)
  const { waits } = fresh
  const diagnostics = lint(editor.data)
  const problems = new Map<string, Diagnostic[]>()
  for (const d of diagnostics) if (!waits(d.path)) problems.set(d.path, [...(problems.get(d.path) ?? []), d])
  const events = useMemo(() => ({ ...fresh.items, removed: (what: string) => void told.push(what) }), [fresh.items])
  if (editor.data === undefined) return null
  return (
    <StudioContext value={{ routes: ['/'], media: [], problems, upload: () => Promise.reject(new Error('no')) }}>
      <FormEventsContext value={events}>
        <form aria-label="Fields">
          <SchemaField name="" schema={schema} value={editor.data} path={ROOT} required setAt={editor.changeAt} />
        </form>
      </FormEventsContext>
    </StudioContext>
  )
}

function setup(props: Omit<Parameters<typeof Form>[0], 'seen'>) {
  let editor!: Editor
  let reveal!: () => void
  render(<Form {...props} seen={(e, r) => ((editor = e), (reveal = r))} />)
  return { user: userEvent.setup(), data: () => editor.data, editor: () => editor, reveal: () => act(() => reveal()) }
}

const frame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())))

describe('a select shows what the data holds', () => {
  it('a new article: Category shows an empty "Choose…", not the first category, until one is picked', async () => {
    const { user, data } = setup({
      file: 'pages/_collections/articles/x.yaml',
      schema: ARTICLE,
      start: {},
      create: true,
    })
    const category = screen.getByLabelText(/^Category/) as HTMLSelectElement
    expect(category.value).toBe('')
    expect(category.selectedOptions[0]!.textContent).toBe('Choose…')
    expect(data()).not.toHaveProperty('category')
    await user.selectOptions(category, 'Technology')
    expect(data()).toEqual({ category: 'Technology' })
    expect(category.selectedOptions[0]!.textContent).toBe('Technology')
    // Made, the choice is not offered back: a required category cannot be unset from the menu.
    expect(within(category).queryByText('Choose…')).toBeNull()
  })

  it('an optional choice left out shows "(default)", or the default the schema names', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        workplace: { type: 'string', title: 'Workplace', enum: ['onsite', 'remote'] },
        per: { type: 'string', title: 'Per', enum: ['year', 'hour'], default: 'year' },
      },
    }
    setup({ schema, start: {} })
    const workplace = screen.getByLabelText(/^Workplace/) as HTMLSelectElement
    expect(workplace.selectedOptions[0]!.textContent).toBe('(default)')
    expect((screen.getByLabelText(/^Per/) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('(default: year)')
  })

  it('a date is picked with four digits of year at most: a day typed in another order makes no year 22026', () => {
    setup({ schema: ARTICLE, start: {} })
    const date = screen.getByLabelText(/^Publication date/) as HTMLInputElement
    expect([date.type, date.min, date.max]).toEqual(['date', '1900-01-01', '9999-12-31'])
  })

  it('a choice with labels shows its words and keeps its value: "Short strip" is banner', async () => {
    const labels = { page: 'Tall, with its image', banner: 'Short strip' }
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        variant: { type: 'string', title: 'Hero style', enum: ['page', 'banner'], 'x-choice-labels': labels },
        per: {
          type: 'string',
          title: 'Per',
          enum: ['year', 'hour'],
          default: 'year',
          'x-choice-labels': { year: 'A year', hour: 'An hour' },
        },
      },
    }
    const { user, data } = setup({ schema, start: {} })
    const variant = screen.getByLabelText(/^Hero style/) as HTMLSelectElement
    expect([...variant.options].map((o) => o.textContent)).toEqual(['(default)', 'Tall, with its image', 'Short strip'])
    expect((screen.getByLabelText(/^Per/) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(
      '(default: A year)',
    )
    await user.selectOptions(variant, 'Short strip')
    expect(data()).toEqual({ variant: 'banner' })
  })

  it('a help that only repeats its label is left out; one that says more is read with the field', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        eyebrow: {
          type: 'string',
          title: 'Small label above the heading',
          description: 'Small label above the heading',
        },
        heading: { type: 'string', title: 'Heading', description: 'The main heading of the page' },
      },
    }
    setup({ schema, start: {} })
    const eyebrow = screen.getByLabelText(/^Small label above the heading/)
    expect(eyebrow.getAttribute('aria-describedby')).not.toMatch(/-help/)
    expect(screen.getAllByText('Small label above the heading')).toHaveLength(1)
    const heading = screen.getByLabelText(/^Heading/)
    expect(document.getElementById(heading.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'The main heading of the page',
    )
  })

  it('a value that is not one of the choices shows as it is, marked, not as the first choice', () => {
    setup({ schema: ARTICLE, start: { category: 'SAP' } })
    const category = screen.getByLabelText(/^Category/) as HTMLSelectElement
    expect(category.value).toBe('SAP')
    expect(category.selectedOptions[0]!.textContent).toBe('SAP (not one of the choices)')
  })

  it('a required checkbox the data does not hold shows as mixed, not as unticked (false)', async () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['agreed'],
      properties: { agreed: { type: 'boolean', title: 'Agreed' }, pageSize: { type: 'integer', default: 20 } },
    }
    const { user, data } = setup({ schema, start: {} })
    const box = screen.getByLabelText(/^Agreed/) as HTMLInputElement
    expect(box.indeterminate).toBe(true)
    expect((screen.getByLabelText(/^Page size/) as HTMLInputElement).placeholder).toBe('20 (default)')
    await user.click(box)
    expect(data()).toEqual({ agreed: true })
    expect(box.indeterminate).toBe(false)
  })
})

const BODY: JsonSchema = {
  type: 'object',
  properties: { body: { type: 'string', title: 'Article text', 'x-markdown': true } },
}

describe('the Markdown field', () => {
  it('"Bullet list" on an empty text leaves the caret after "- ": the next letter typed is in the item', async () => {
    const { user, data } = setup({ schema: BODY, start: {} })
    await user.click(screen.getByRole('button', { name: 'Bullet list' }))
    await frame()
    const area = screen.getByLabelText('Article text') as HTMLTextAreaElement
    expect(document.activeElement).toBe(area)
    expect([area.selectionStart, area.selectionEnd]).toEqual([2, 2])
    await user.keyboard('x')
    expect(data()).toEqual({ body: '- x' })
  })

  it('"Subheading" mid-text keeps the caret in the words', async () => {
    const { user, data } = setup({ schema: BODY, start: { body: 'Intro\nWhy us' } })
    const area = screen.getByLabelText('Article text') as HTMLTextAreaElement
    area.setSelectionRange(9, 9)
    await user.click(screen.getByRole('button', { name: 'Subheading' }))
    await frame()
    expect([area.selectionStart, area.selectionEnd]).toEqual([12, 12])
    await user.keyboard('!')
    expect(data()).toEqual({ body: 'Intro\n## Why! us' })
  })

  it('Enter continues a list, numbers the next item, and ends the list on an empty item', async () => {
    const { user, data } = setup({ schema: BODY, start: {} })
    const area = screen.getByLabelText('Article text')
    await user.click(area)
    await user.keyboard('- one{Enter}')
    await frame()
    await user.keyboard('two{Enter}')
    await frame()
    await user.keyboard('{Enter}')
    await frame()
    await user.keyboard('After{Enter}1. first{Enter}')
    await frame()
    await user.keyboard('second')
    expect(data()).toEqual({ body: '- one\n- two\n\nAfter\n1. first\n2. second' })
  })

  it('offers a numbered list and a quote on its toolbar', async () => {
    const { user, data } = setup({ schema: BODY, start: { body: 'said' } })
    const area = screen.getByLabelText('Article text') as HTMLTextAreaElement
    area.setSelectionRange(0, 0)
    await user.click(screen.getByRole('button', { name: 'Quote' }))
    expect(data()).toEqual({ body: '> said' })
    await frame()
    await user.click(screen.getByRole('button', { name: 'Numbered list' }))
    expect(data()).toEqual({ body: '1. said' })
  })
})

const FAQ: JsonSchema = {
  type: 'object',
  required: ['heading', 'items'],
  properties: {
    heading: { type: 'string', title: 'Heading' },
    items: {
      type: 'array',
      title: 'Questions',
      items: {
        type: 'object',
        required: ['question', 'answer'],
        properties: { question: { type: 'string', title: 'Question' }, answer: { type: 'string', title: 'Answer' } },
      },
    },
  },
}

/** The lint's "must not be empty" for every empty text of the data, as the server answers it. */
const emptyTexts: Lint = (data) => {
  const found: Diagnostic[] = []
  const walk = (v: unknown, path: string) => {
    if (v === '') found.push({ path, message: 'must not be empty', severity: 'error' } as unknown as Diagnostic)
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`))
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k)
  }
  walk(data, '')
  return found
}

const shownProblems = () => screen.queryAllByText(/must not be empty/).map((li) => li.textContent)

describe('a new item shows no problem until it is changed, or a save is tried', () => {
  it('"Add question" shows its empty fields without a problem; a field changed and emptied shows its own', async () => {
    const { user } = setup({
      schema: FAQ,
      start: { heading: 'FAQ', items: [{ question: 'Why?', answer: '' }] },
      lint: emptyTexts,
    })
    // The item on disk shows its problem from the start.
    expect(shownProblems()).toEqual(['Answer: must not be empty, an error'])
    await user.click(screen.getByRole('button', { name: 'Add question' }))
    expect(screen.getAllByRole('textbox', { name: 'Question' })).toHaveLength(2)
    expect(shownProblems()).toEqual(['Answer: must not be empty, an error'])
    const question = screen.getAllByRole('textbox', { name: 'Question' })[1]!
    await user.type(question, 'How?')
    await user.clear(question)
    expect(shownProblems()).toEqual(['Answer: must not be empty, an error', 'Question: must not be empty, an error'])
  })

  it('a save tried shows every problem, the new items’ too; an item added after it starts quiet again', async () => {
    const { user, reveal } = setup({ schema: FAQ, start: { heading: 'FAQ', items: [] }, lint: emptyTexts })
    await user.click(screen.getByRole('button', { name: 'Add question' }))
    expect(shownProblems()).toEqual([])
    reveal()
    expect(shownProblems()).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Add question' }))
    expect(shownProblems()).toHaveLength(2)
  })

  it('a new file shows each field’s problem once it is changed, and all after a save is tried', async () => {
    const { user, reveal } = setup({
      schema: FAQ,
      start: { heading: '', items: [{ question: '', answer: '' }] },
      create: true,
      lint: emptyTexts,
    })
    expect(shownProblems()).toEqual([])
    const heading = screen.getByLabelText(/^Heading/)
    await user.type(heading, 'x')
    await user.clear(heading)
    expect(shownProblems()).toEqual(['Heading: must not be empty, an error'])
    reveal()
    expect(shownProblems()).toHaveLength(3)
  })

  it('after a move or a removal in its list, a new item is new no more: nothing stays hidden at a shifted place', () => {
    const touched = new Set<string>()
    expect(problemsWait('items[1].question', [['items', 1]], touched, { items: [{}] })).toBe(true)
    expect(problemsWait('items[10].question', [['items', 1]], touched, { items: [{}] })).toBe(false)
    expect(problemsWait('items[1]', [['items', 1]], touched, { items: [{}] })).toBe(true)
    expect(problemsWait('heading', [['items', 1]], touched, { items: [{}] })).toBe(false)
    // An undo or a discard put an item that is on disk where the new one was: its problems show.
    expect(problemsWait('items[1].question', [['items', 1]], touched, { items: [{}, {}] })).toBe(false)
    expect(problemsWait('items[1].question', [['items', 1]], new Set(['items[1].question']), undefined)).toBe(false)
    expect(problemsWait('anything', [[]], touched, undefined)).toBe(true)
  })
})

describe('removing a list item', () => {
  it('tells the studio what went (for its Undo) and puts the focus on the Remove of the item now in its place', async () => {
    told.length = 0
    const start = {
      heading: 'FAQ',
      items: [
        { question: 'One?', answer: 'a' },
        { question: 'Two?', answer: 'b' },
      ],
    }
    const { user, data } = setup({ schema: FAQ, start })
    await user.click(screen.getByRole('button', { name: 'Remove: Question: One?' }))
    expect(data()).toEqual({ heading: 'FAQ', items: [{ question: 'Two?', answer: 'b' }] })
    expect(told).toEqual(['“Question: One?”'])
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove: Question: Two?' }))
    await user.click(screen.getByRole('button', { name: 'Remove: Question: Two?' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add question' }))
  })

  it('is an undo step of its own: an undo right after it keeps what was typed just before', async () => {
    const start = {
      heading: 'FAQ',
      items: [
        { question: 'One?', answer: 'a' },
        { question: 'Two?', answer: 'b' },
      ],
    }
    const { user, data, editor } = setup({ schema: FAQ, start })
    await user.type(screen.getByRole('textbox', { name: 'Heading' }), '!')
    await user.click(screen.getByRole('button', { name: 'Remove: Question: One?' }))
    act(() => editor().undo())
    expect(data()).toEqual({ ...start, heading: 'FAQ!' })
  })
})

describe('the notice of a removal', () => {
  function useBoth() {
    const editor = useEditor()
    const notice = useUndoNotice(editor.data, editor.undo, (s) => said.push(s))
    return { editor, notice }
  }
  const said: string[] = []

  it('shows while the data is what the removal made; Undo takes back exactly that removal', () => {
    said.length = 0
    const { result } = renderHook(useBoth)
    act(() => result.current.editor.begin('pages/x.yaml', FAQ, { heading: 'FAQ', items: ['a', 'b'] }))
    act(() => {
      result.current.notice.tell('Removed “a”.')
      result.current.editor.changeAt(['items'], ['b'])
    })
    expect(result.current.notice.message).toBe('Removed “a”.')
    expect(said).toEqual(['Removed “a”.'])
    act(() => result.current.notice.undo())
    expect(result.current.editor.data).toEqual({ heading: 'FAQ', items: ['a', 'b'] })
    expect(result.current.notice.message).toBeUndefined()
    expect(said.at(-1)).toBe('Undone: Removed “a”')
  })

  it('goes at the next change, so that its Undo never takes back something else', () => {
    const { result } = renderHook(useBoth)
    act(() => result.current.editor.begin('pages/x.yaml', FAQ, { heading: 'FAQ', items: ['a', 'b'] }))
    act(() => {
      result.current.notice.tell('Removed “a”.')
      result.current.editor.changeAt(['items'], ['b'])
    })
    act(() => result.current.editor.changeAt(['heading'], 'Questions'))
    expect(result.current.notice.message).toBeUndefined()
  })
})

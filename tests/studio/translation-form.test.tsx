import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { LanguageSwitch } from '../../src/studio/client/LanguageSwitch.tsx'
import { SchemaField } from '../../src/studio/client/fields/SchemaField.tsx'
import { setAt } from '../../src/studio/client/fields/set-at.ts'
import { previewRoute } from '../../src/studio/client/preview-route.ts'
import type { FileInfo, JsonSchema } from '../../src/studio/client/studio-client.ts'
import { TranslationViewContext } from '../../src/studio/client/translation-view.ts'

// The form of a translation (its original's, as translationForm makes it), the language switch and the preview's
// route of a translation.

const SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    heading: { type: 'string', title: 'Heading' },
    subheading: { type: 'string', title: 'Subheading' },
    published: { type: 'string', title: 'Published', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    link: { type: 'string', title: 'Link', 'x-link': 'route' },
    cards: {
      type: 'array',
      title: 'Cards',
      items: { type: 'object', properties: { title: { type: 'string', title: 'Title' } } },
    },
  },
}
const ORIGINAL = {
  heading: 'Hello',
  published: '2026-10-02',
  link: '/about',
  cards: [{ title: 'One' }, { title: 'Two' }],
}
const ROOT: (string | number)[] = []

function Form({ stale = [] }: { stale?: string[] }) {
  const [data, setData] = useState<unknown>({ ...ORIGINAL, heading: 'Hola' })
  const [checked, setChecked] = useState<string[]>([])
  const view = {
    original: ORIGINAL,
    from: 'English',
    stale: new Set(stale),
    checked: new Set(checked),
    check: (place: string) => setChecked((c) => [...c, place]),
  }
  return (
    <TranslationViewContext value={view}>
      <form aria-label="Fields">
        <SchemaField
          name=""
          schema={SCHEMA}
          value={data}
          path={ROOT}
          required
          setAt={(path, value) => setData((d: unknown) => setAt(d, path, value))}
        />
      </form>
    </TranslationViewContext>
  )
}

describe('the form of a translation', () => {
  it('shows the original’s text beside each text field, read by the field’s description', async () => {
    render(<Form />)
    const heading = screen.getByLabelText('Heading')
    expect((heading as HTMLTextAreaElement).value).toBe('Hola')
    const beside = document.getElementById('f-heading-original')!
    expect(beside.textContent).toBe('English: Hello')
    expect(heading.getAttribute('aria-describedby')).toContain('f-heading-original')
    // A field the original leaves empty is not offered: there is nothing to translate.
    expect(screen.queryByLabelText('Subheading')).toBeNull()
    // Still the English: said so.
    expect(document.getElementById('f-cards-0-title-original')!.textContent).toMatch(/Not translated yet/)
    await userEvent.setup().type(screen.getAllByLabelText('Title')[0]!, ' (uno)')
    expect(document.getElementById('f-cards-0-title-original')!.textContent).toBe('English: One')
  })

  it('shows what is not text as the original’s, with no control, and no item added, moved or removed', () => {
    render(<Form />)
    const published = document.getElementById('f-published')!
    expect(published.tagName).toBe('DIV')
    expect(published.textContent).toBe('Published2026-10-02Written once, in the English page')
    expect(document.getElementById('f-link')!.textContent).toMatch(/^Link\/aboutWritten once/)
    const form = screen.getByRole('form', { name: 'Fields' })
    expect(within(form).queryAllByRole('button')).toEqual([])
  })

  it('marks a field whose original changed since it was translated, which may be marked as still right', async () => {
    render(<Form stale={['heading']} />)
    const beside = document.getElementById('f-heading-original')!
    expect(beside.textContent).toBe(
      'English: HelloThe English changed since this was translated: change the translation, or, if it still says ' +
        'the same, mark it as still right.',
    )
    await userEvent.setup().click(within(beside).getByRole('button', { name: 'mark it as still right' }))
    expect(beside.textContent).toBe('English: HelloChecked: still right for the new English, recorded when you save.')
  })
})

describe('the language switch', () => {
  const languages = [
    { code: 'en', name: 'English', file: 'pages/about.yaml', exists: true },
    { code: 'es', name: 'Español', file: 'pages/about.es.yaml', exists: false },
  ]
  it('marks the open language, opens another, offers to translate into one not written yet', async () => {
    const opened: string[] = []
    const translated: string[] = []
    const { rerender } = render(
      <LanguageSwitch
        languages={languages}
        file="pages/about.yaml"
        onOpen={(f) => opened.push(f)}
        onTranslate={(c) => translated.push(c)}
      />,
    )
    const list = screen.getByRole('list', { name: 'Languages of this page' })
    expect(within(list).getByText('English').getAttribute('aria-current')).toBe('true')
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Translate into Español' }))
    expect(translated).toEqual(['es'])
    rerender(
      <LanguageSwitch
        languages={languages.map((l) => ({ ...l, exists: true }))}
        file="pages/about.es.yaml"
        onOpen={(f) => opened.push(f)}
        onTranslate={(c) => translated.push(c)}
      />,
    )
    expect(within(list).getByText('Español').getAttribute('aria-current')).toBe('true')
    await userEvent.setup().click(within(list).getByRole('button', { name: 'English' }))
    expect(opened).toEqual(['pages/about.yaml'])
  })
})

describe('the preview of a translation', () => {
  const file = (f: string, role: string, route?: string): FileInfo => ({
    file: f,
    role,
    label: f,
    words: '',
    ...(route ? { route } : {}),
  })
  it('shows its own route once the site makes it, else its original’s', () => {
    const files = [
      file('pages/about.yaml', 'page', '/about'),
      file('pages/about.es.yaml', 'translation', '/es/nosotros'),
    ]
    expect(previewRoute({ files, routes: ['/about', '/es/nosotros'] }, 'pages/about.es.yaml')).toBe('/es/nosotros')
    expect(previewRoute({ files, routes: ['/about'] }, 'pages/about.es.yaml')).toBe('/about')
    expect(previewRoute({ files, routes: ['/about'] }, 'pages/about.fr.yaml')).toBe('/about')
  })
})

/**
 * A new article saved with only its title (found by a probe: one line at the top of the form said what was missing,
 * and no field did): the lint names each field left out, and the studio shows it at each of them too.
 */
import { act, render, renderHook, screen } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SchemaField } from '../../src/studio/client/fields/SchemaField.tsx'
import type { JsonSchema } from '../../src/studio/client/studio-client.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import { loadSite } from '../../src/site/load-site.ts'
import { useDraftLint } from '../../src/studio/client/use-draft-lint.ts'
import { StudioContext } from '../../src/studio/client/studio-context.ts'
import type { Diagnostic } from '../../src/content/diagnostic.ts'

const FILE = 'pages/_collections/articles/how-we-hire.yaml'

describe('fields left out of a new article', () => {
  it('are named by their paths in the lint, and shown at each field as well as above the form', () => {
    const files = [...readContentDir(process.cwd()), { file: FILE, text: 'title: How We Hire\ndate: 2026-11-30\n' }]
    const missing = loadSite(files).diagnostics.find((d) => d.file === FILE && d.code === 'missing-property')!
    expect(missing.path).toBe('')
    expect(missing.missing).toEqual(['category', 'image', 'author', 'authorRole', 'excerpt', 'body'])
    const { result } = renderHook(() =>
      useDraftLint(
        { editing: undefined, data: undefined, dirty: false },
        () => {},
        () => {},
      ),
    )
    act(() => result.current.show({ diagnostics: [missing] }))
    const at = (path: string) => result.current.problems.get(path)?.map((d) => [d.message, d.hint])
    expect(at('')).toEqual([[missing.message, missing.hint]])
    for (const path of missing.missing!) expect(at(path), path).toEqual([['must be filled in', undefined]])
  })

  it('star every required field, the image and the article text among them', () => {
    const schema = JSON.parse(readFileSync('schema/collections/articles.entry.schema.json', 'utf8')) as JsonSchema
    render(<SchemaField name="" schema={schema} value={{ title: 'How We Hire' }} path={[]} required setAt={() => {}} />)
    const legend = screen.getAllByRole('group').map((g) => g.querySelector('legend')!.textContent)
    expect(legend).toContain('Image *')
    // An optional image is offered with an Add button, unstarred.
    expect(screen.getByRole('button', { name: /^Add author/ })).toBeTruthy()
    expect(screen.getByText('Article text').closest('label')!.textContent).toBe('Article text *')
  })
})

describe('a field the lint has an error at', () => {
  const problem = (severity: 'error' | 'warning', message: string) =>
    ({ file: FILE, path: '', code: 'x', severity, message }) as unknown as Diagnostic
  const form = (problems: Map<string, Diagnostic[]>) => (
    <StudioContext.Provider
      value={{ routes: [], media: [], problems, upload: () => Promise.reject(new Error('none')) }}
    >
      <SchemaField
        name=""
        schema={JSON.parse(readFileSync('schema/collections/articles.entry.schema.json', 'utf8')) as JsonSchema}
        value={{ title: 'How We Hire', excerpt: 'Short.', date: '2026-11-30' }}
        path={[]}
        required
        setAt={() => {}}
      />
    </StudioContext.Provider>
  )

  it('is marked invalid for a screen reader and styled so; a warning is not an error, and a fixed field is not marked', () => {
    const { rerender } = render(
      form(
        new Map([
          ['title', [problem('error', 'must not be empty')]],
          ['excerpt', [problem('warning', 'is long')]],
        ]),
      ),
    )
    const title = screen.getByRole('textbox', { name: /^Article title/ })
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('textbox', { name: /^Summary/ }).hasAttribute('aria-invalid')).toBe(false)
    expect(screen.getByLabelText(/^Publication date/).hasAttribute('aria-invalid')).toBe(false)
    rerender(form(new Map()))
    expect(title.hasAttribute('aria-invalid')).toBe(false)
  })
})

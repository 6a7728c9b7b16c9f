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

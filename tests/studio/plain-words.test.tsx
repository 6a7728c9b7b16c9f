import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { diagnostic } from '../../src/content/diagnostic.ts'
import type { OtherDiagnostic } from '../../src/studio/lint-scope.ts'
import { lintCounts } from '../../src/studio/client/lint-counts.ts'
import { LintSummary } from '../../src/studio/client/LintSummary.tsx'
import { SchemaField } from '../../src/studio/client/fields/SchemaField.tsx'
import type { JsonSchema } from '../../src/studio/client/studio-client.ts'

const JOB: JsonSchema = {
  type: 'object',
  required: ['type', 'datePosted'],
  properties: {
    type: { type: 'string', title: 'Employment type', enum: ['Full-time', 'Contract'] },
    datePosted: { type: 'string', title: 'Date posted' },
    validThrough: { type: 'string', title: 'Open until' },
  },
}

const at = (path: string) => ({ file: 'pages/_collections/jobs/devops.yaml', line: 3, col: 1, path })
const missing = diagnostic(
  'missing-property',
  { properties: [{ key: 'type', label: 'Employment type', how: 'choose one' }] },
  at(''),
)
const warning = diagnostic(
  'entry-recommended',
  { message: 'Open until is missing', hint: 'add the last day' },
  at('datePosted'),
)
const elsewhere: OtherDiagnostic = {
  ...diagnostic(
    'unknown-reference',
    { collection: 'industries', id: 'healthcare', source: 'pages/_collections/industries.yaml', known: [] },
    { file: 'pages/index.yaml', line: 12, col: 9, path: 'sections[3].industries[0]' },
  ),
  introduced: true,
  more: 2,
}

describe('counts and names in the studio, in words', () => {
  it('counts problems and warnings as words, never "(s)"', () => {
    expect(lintCounts({ label: 'Home', problems: 1, warnings: 0 })).toBe('1 problem in Home: fix the problem to save')
    expect(lintCounts({ label: 'Home', problems: 2, warnings: 1 })).toBe(
      '2 problems and 1 warning in Home: fix the problems to save',
    )
    expect(lintCounts({ label: 'Home', problems: 0, warnings: 3 })).toBe('3 warnings in Home')
    expect(lintCounts({ label: 'Home', problems: 0, warnings: 0, causedProblems: 1 })).toBe(
      'No problem in Home; 1 problem it causes elsewhere: fix the problem to save',
    )
  })

  it('a field the form has none for (an unknown property) can be removed from the summary', async () => {
    const removed: unknown[] = []
    const unknown = diagnostic(
      'unknown-property',
      { property: 'subheading', allowed: [{ key: 'heading', label: 'Heading' }] },
      at('sections[0].subheading'),
    )
    render(
      <LintSummary
        own={[unknown]}
        others={[]}
        schema={JOB}
        data={{ sections: [{ subheading: 'Our story' }] }}
        label="About Us"
        labelOf={(file) => file}
        onRemove={(path) => removed.push(path)}
      />,
    )
    screen.getByRole('button', { name: 'Remove “subheading”' }).click()
    expect(removed).toEqual([['sections', 0, 'subheading']])
  })

  it('the summary names the page, its fields and the other pages by their labels, no file path or key', () => {
    render(
      <LintSummary
        own={[missing, warning]}
        others={[elsewhere]}
        schema={JOB}
        data={{ datePosted: '2026-01-12' }}
        label="DevOps Engineer"
        labelOf={(file) => (file === 'pages/index.yaml' ? 'Home' : file)}
      />,
    )
    const summary = screen.getByRole('region')
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(
      '1 problem and 1 warning in DevOps Engineer; 1 problem it causes elsewhere: fix the problems to save',
    )
    const own = [...summary.querySelectorAll('ul')[0]!.querySelectorAll('li')].map((li) => li.textContent)
    expect(own).toEqual([
      'DevOps Engineer: Employment type is required: choose one',
      'Date posted: Open until is missing',
    ])
    const link = screen.getByRole('link', { name: /^Home/ })
    expect(link.getAttribute('title')).toBe('pages/index.yaml:12:9')
    expect(link.getAttribute('href')).toBe(
      `/_studio?file=pages%2Findex.yaml&field=${encodeURIComponent('sections[3].industries[0]')}`,
    )
    expect(summary.textContent).toContain('no industry "healthcare" exists (and 2 more problems there)')
    expect(summary.textContent).not.toMatch(/\.yaml|\(s\)|validThrough|datePosted/)
  })

  it("a section's fixed type is no field: its item heading names it", () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        type: { type: 'string', const: 'hero', title: 'Section type' },
        heading: { type: 'string', title: 'Heading' },
      },
    }
    const { container } = render(
      <SchemaField name="" schema={schema} value={{ type: 'hero', heading: 'Hi' }} path={[]} setAt={() => {}} />,
    )
    expect(container.textContent).not.toContain('Section type')
    expect(container.querySelector('output')).toBeNull()
    expect(screen.getByLabelText('Heading')).toBeTruthy()
  })
})

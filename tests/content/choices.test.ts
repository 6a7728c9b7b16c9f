import { describe, expect, test } from 'vitest'
import { formatDiagnostic } from '../../src/content/format-diagnostic.ts'
import { siteErrorsWith } from '../helpers/lint-site.ts'

const ARTICLE = 'pages/_collections/articles/digital-transformation-2023-trends-strategies.yaml'
const lint = siteErrorsWith
const category = (value: string) => (text: string) => text.replace(/^category: .*$/m, `category: ${value}`)

describe('an article’s category is one of the list in the site settings', () => {
  test('the site as it is has no error', () => {
    expect(lint({})).toEqual([])
  })

  test('a category the list does not hold is an error naming the field’s label and the allowed values', () => {
    const errors = lint({ [ARTICLE]: category('SAP') })
    expect(errors).toHaveLength(1)
    const [error] = errors
    expect(error).toMatchObject({ code: 'unknown-choice', file: ARTICLE, line: 2, path: 'category' })
    expect(error!.message).toBe('Category "SAP" is not one of the article categories in the site settings')
    const allowed =
      'choose one of Strategy, Industry Trends, Technology, Leadership, Staffing, Security, or add "SAP" to '
    // The studio names no file; the command line says where the list is.
    expect(error!.hint).toBe(`${allowed}Article categories in the site settings`)
    expect(error!.inFile?.hint).toBe(`${allowed}Article categories in the site settings (pages/_site.yaml)`)
    expect(formatDiagnostic(error!)).not.toMatch(/x-choices|articleCategories|enum/)
  })

  test('a misspelling gets a suggestion', () => {
    const [error] = lint({ [ARTICLE]: category('Strategie') })
    expect(error!.hint).toMatch(/^did you mean "Strategy"\?/)
  })

  test('adding the category to the list in pages/_site.yaml makes the article valid', () => {
    const added = (text: string) => text.replace(/^ {4}- Security$/m, '    - Security\n    - SAP')
    expect(lint({ [ARTICLE]: category('SAP'), 'pages/_site.yaml': added })).toEqual([])
  })

  test('a site file without the list names the list to add', () => {
    const removed = (text: string) => text.replace(/^choices:\n(?: {2,}.*\n)+/m, '')
    const errors = lint({ 'pages/_site.yaml': removed })
    expect(errors.length).toBeGreaterThan(0)
    expect(errors.every((d) => d.code === 'missing-choice-list')).toBe(true)
    expect(errors[0]!.hint).toBe('ask a developer to add the list to the site settings')
    expect(errors[0]!.inFile?.hint).toContain('choices: { articleCategories: [ … ] }')
  })
})

import { describe, expect, it } from 'vitest'
import { countedByKind } from '../../src/studio/client/counted-by-kind.ts'

const page = { kind: { one: 'page', many: 'pages' } }
const job = { kind: { one: 'job', many: 'jobs' } }
const category = { kind: { one: 'category', many: 'categories' } }
const settings = { kind: 'settings' as const }

describe('countedByKind', () => {
  it('counts a list by what is in it, never a job as a page', () => {
    expect(countedByKind([page])).toBe('1 page')
    expect(countedByKind([page, page, page])).toBe('3 pages')
    expect(countedByKind([page, job, job, page, job])).toBe('2 pages and 3 jobs')
    expect(countedByKind([job, category, category, page])).toBe('1 job, 2 categories and 1 page')
  })

  it('names the site settings rather than counting them', () => {
    expect(countedByKind([settings])).toBe('the site settings')
    expect(countedByKind([page, page, settings])).toBe('2 pages and the site settings')
  })
})

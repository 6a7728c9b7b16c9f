import { describe, expect, it } from 'vitest'
import { loadSite } from '../../src/site/load-site.ts'
import { jobBoardFiles } from '../helpers/job-board.ts'

/** The lint of the site with one job file's text changed by `edit`. */
function lintWith(edit: (text: string) => string) {
  const { files, options } = jobBoardFiles(0)
  const real = files.slice(0, -3)
  const file = 'pages/_collections/jobs/devops-engineer.yaml'
  const changed = real.map((f) => (f.file === file ? { ...f, text: edit(f.text) } : f))
  return loadSite(changed, options).diagnostics.filter((d) => d.file === file)
}
const brief = (ds: ReturnType<typeof lintWith>) => ds.map((d) => `${d.severity} ${d.line}:${d.col} ${d.message}`)

describe('the lint of a job posting (what Google requires is an error, what it recommends a warning)', () => {
  it('the real jobs pass with nothing to say', () => {
    expect(lintWith((t) => t)).toEqual([])
  })

  it('a remote job without the countries applicants may live in: an error at workplace', () => {
    expect(brief(lintWith((t) => t.replace(/^applicantCountries: .*\n/m, '')))).toEqual([
      'error 36:12 a remote job must say where applicants may live: fill in Countries applicants may live in',
    ])
  })

  it('an on-site job whose location is no city and state, a pay range upside down, a closing before posting', () => {
    const ds = lintWith((t) =>
      t
        .replace(/^workplace: remote\n/m, '')
        .replace(/^location: Remote$/m, 'location: Texas')
        .replace('min: 130000, max: 155000', 'min: 155000, max: 130000')
        .replace(/^validThrough: .*$/m, 'validThrough: 2025-12-31'),
    )
    expect(brief(ds)).toEqual([
      "error 2:11 an on-site job's Location must be a city and a state, e.g. Austin, TX",
      'error 35:15 the job closes (2025-12-31) before it is posted (2026-01-12)',
      'error 37:29 the pay range runs from 155000 to 130000: To must not be lower than From',
    ])
  })

  it('recommended: a closing date, a pay range, the street address of a job away from the office', () => {
    const ds = lintWith((t) =>
      t
        .replace(/^(validThrough|salary|workplace|applicantCountries): .*\n/gm, '')
        .replace(/^location: Remote$/m, 'location: Denver, CO'),
    )
    expect(ds.every((d) => d.severity === 'warning')).toBe(true)
    expect(brief(ds)).toEqual([
      'warning 1:8 add a Pay range: Google shows it, and candidates look for it first',
      'warning 2:11 add the Office address of the job in Denver, CO: its Street and Postal code',
      'warning 34:13 Open until is missing: add the last day the job takes applications',
    ])
  })
})

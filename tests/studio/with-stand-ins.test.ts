import { readFileSync } from 'node:fs'
import { parse, stringify } from 'yaml'
import { describe, expect, it } from 'vitest'
import { withStandIns } from '../../src/studio/api/with-stand-ins.ts'

const site = parse(readFileSync('pages/_site.yaml', 'utf8')) as unknown
const standIn = (file: string, data: object) =>
  parse(withStandIns(file, stringify(data), site)) as Record<string, unknown>

describe('the stand-ins of a new file in its preview', () => {
  it('fill what a new article leaves empty: labels where any text will do, else the example', () => {
    const article = standIn('pages/_collections/articles/sap.yaml', { title: 'SAP', date: '2026-11-29', body: ' ' })
    expect(article).toMatchObject({ title: 'SAP', date: '2026-11-29', author: 'Author', excerpt: 'Summary' })
    expect(article.body).toBe('Article text')
    expect(article.category).toBe('Technology')
    expect(article.image).toEqual(expect.objectContaining({ src: expect.stringMatching(/^https:\/\//) }))
  })

  it("satisfy a collection's own check, never with the example's id or a date it refuses", () => {
    const job = standIn('pages/_collections/jobs/sap-ewm.yaml', { title: 'SAP EWM', datePosted: '2031-01-05' })
    expect(job).toMatchObject({ title: 'SAP EWM', location: 'Location', workplace: 'remote' })
    expect(job.applicantCountries).toEqual(['US'])
    expect(job).not.toHaveProperty('id')
    // The example closes in 2026: before this job is posted.
    expect(job).not.toHaveProperty('validThrough')
  })

  it("show nobody's pay or duties: lists stand in with their label, the example's optional fields stay out", () => {
    const job = standIn('pages/_collections/jobs/devops.yaml', { title: 'DevOps' })
    expect(job.responsibilities).toEqual(['Responsibilities'])
    expect(job.requirements).toEqual(['Requirements'])
    expect(job.benefits).toEqual(['Benefits'])
    expect(job).not.toHaveProperty('salary')
    expect(job).not.toHaveProperty('validThrough')
    expect(job).not.toHaveProperty('address')
    // Only what the job's own check needs for a location that names no city: remote, with the countries.
    expect(job).toMatchObject({ workplace: 'remote', applicantCountries: ['US'] })
  })

  it('leave a complete file, a file of another kind, and text that does not read as they are', () => {
    const page = 'title: T\ndescription: D\nkeywords: [t]\nsections: [{ type: hero, heading: T }]\n'
    expect(withStandIns('pages/team.yaml', page, site)).toBe(page)
    expect(withStandIns('pages/_site.yaml', 'company: {}\n', site)).toBe('company: {}\n')
    expect(withStandIns('pages/team.yaml', 'title: [', site)).toBe('title: [')
    expect(parse(withStandIns('pages/team.yaml', 'title: Team\n', site))).toMatchObject({
      title: 'Team',
      description: 'Description for search engines',
    })
  })
})

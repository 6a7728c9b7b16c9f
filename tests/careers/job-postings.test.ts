// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest'
import type { JobEntry } from '../../src/firm/collections.ts'
import type { JobDetailProps } from '../../src/sections/jobDetail/section.ts'
import type { JobListProps } from '../../src/sections/jobList/section.ts'
import { formatPay } from '../../src/sections/shared/format-pay.ts'
import type { BuiltSite } from '../../src/site/built-site.ts'
import { loadAndBuild } from '../../src/site/load-site.ts'
import { redirectsFile } from '../../src/site/redirects-file.ts'
import { siteFeeds } from '../../src/site/site-feeds.ts'
import { sitemapEntries } from '../../src/site/sitemap-entries.ts'
import { jobBoardFiles } from '../helpers/job-board.ts'

type Json = Record<string, any>
const GOOGLE_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']

let built: BuiltSite
let real: BuiltSite
beforeAll(() => {
  const board = jobBoardFiles(500)
  const { result, built: b } = loadAndBuild(board.files, board.options)
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  built = b!
  const site = jobBoardFiles(0)
  real = loadAndBuild(site.files.slice(0, -3), site.options).built!
})

const jobPages = (site: BuiltSite) => [...site.pages.values()].filter((p) => p.path.startsWith('/careers/apply/'))
const postingOf = (site: BuiltSite, path: string) =>
  site.pages.get(path)!.head.jsonLd.find((j: Json) => j['@type'] === 'JobPosting') as Json | undefined
const detailOf = (path: string) => built.pages.get(path)!.sections[0] as unknown as JobDetailProps

/** What Google's job search requires and recommends of a posting (its structured-data guide). */
function expectGoogleReady(p: Json, job: JobEntry) {
  expect(p.title).toBe(job.title)
  expect(p.description).toMatch(/^<p>[\s\S]+<\/p>[\s\S]*<h3>Responsibilities<\/h3>\n<ul><li>/)
  expect(p.description).toContain('<h3>Benefits</h3>')
  expect(p.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  // The end of its last day where the firm is (America/Chicago): with the offset of that day.
  expect(p.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59-0[56]:00$/)
  expect(GOOGLE_TYPES).toContain(p.employmentType)
  expect(p.hiringOrganization).toEqual({
    '@type': 'Organization',
    name: 'Cedar Ridge Technologies',
    sameAs: 'https://www.cedarridge-tech.com',
    logo: 'https://www.cedarridge-tech.com/favicon.svg',
  })
  expect(p.identifier).toEqual({ '@type': 'PropertyValue', name: 'Cedar Ridge Technologies', value: job.id })
  expect(p.directApply).toBe(true)
  expect(p.baseSalary).toMatchObject({ '@type': 'MonetaryAmount', currency: 'USD' })
  expect(p.baseSalary.value).toMatchObject({ '@type': 'QuantitativeValue', unitText: 'YEAR' })
  expect(p.baseSalary.value.minValue).toBeLessThanOrEqual(p.baseSalary.value.maxValue)
  if (p.jobLocationType === 'TELECOMMUTE') {
    expect(p.applicantLocationRequirements.length).toBeGreaterThan(0)
    expect(p.jobLocation).toBeUndefined()
  } else
    expect(Object.keys(p.jobLocation.address).sort()).toEqual([
      '@type',
      'addressCountry',
      'addressLocality',
      'addressRegion',
      'postalCode',
      'streetAddress',
    ])
}

describe('job postings Google accepts (the real site and 500 jobs)', () => {
  it('every open job of the real site carries every property', () => {
    const pages = jobPages(real)
    expect(pages).toHaveLength(5)
    for (const page of pages) expectGoogleReady(postingOf(real, page.path)!, (page.sections[0] as any).job)
  })

  it('every open job of a 500-job board carries every property', () => {
    const open = jobPages(built).filter((p) => !p.gone)
    expect(open.length).toBe(500 + 5 - 2)
    for (const page of open) expectGoogleReady(postingOf(built, page.path)!, (page.sections[0] as any).job)
  })

  it('the remote job: TELECOMMUTE for the US, 140,000–170,000 USD a year, shown on its page', () => {
    const p = postingOf(built, '/careers/apply/generated-remote')!
    expect(p.jobLocationType).toBe('TELECOMMUTE')
    expect(p.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'US' }])
    expect(p.baseSalary.value).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 140000,
      maxValue: 170000,
      unitText: 'YEAR',
    })
    expect(formatPay(detailOf('/careers/apply/generated-remote').job.salary!)).toBe('$140,000–$170,000 a year')
  })
})

describe('jobs that close', () => {
  it.each(['generated-expired', 'generated-filled'])(
    '%s: its page stays, says closed, noindex, no JobPosting; gone from the list, the sitemap, the feeds, search; 410',
    (id) => {
      const path = `/careers/apply/${id}`
      const page = built.pages.get(path)!
      expect(page.gone).toBe(true)
      expect(page.head.noindex).toBe(true)
      // Not in the site search either (the build leaves `unsearched` pages out of the index).
      expect(page.unsearched).toBe(true)
      expect(postingOf(built, path)).toBeUndefined()
      expect(detailOf(path).job.closed).toBe(true)
      expect(detailOf(path).similar.length).toBeGreaterThanOrEqual(2)
      const list = built.pages.get('/careers')!.sections.find((s) => s.type === 'jobList') as unknown as JobListProps
      expect(list.entries.some((j) => j.id === id)).toBe(false)
      expect(sitemapEntries(built).some((e) => e.loc.endsWith(path))).toBe(false)
      const feeds = siteFeeds(built)
      expect(feeds.get('careers/jobs.xml')).not.toContain(path)
      expect(feeds.get('careers/jobs.json')).not.toContain(path)
      expect(redirectsFile(built)).toContain(`${path}  ${path}/index.html  410!`)
    },
  )

  it('an open job is listed, in the sitemap, and not gone', () => {
    expect(built.pages.get('/careers/apply/generated-remote')!.gone).toBeUndefined()
    expect(built.pages.get('/careers/apply/generated-remote')!.unsearched).toBeUndefined()
    expect(redirectsFile(real)).not.toMatch(/ 410!$/m)
    expect(sitemapEntries(built).some((e) => e.loc.endsWith('/careers/apply/generated-remote'))).toBe(true)
  })
})

describe('jobs feeds and similar jobs', () => {
  it('/careers/jobs.xml (RSS 2.0) and /careers/jobs.json (JSON Feed 1.1) parse and hold every open job', () => {
    const feeds = siteFeeds(built)
    const rss = new DOMParser().parseFromString(feeds.get('careers/jobs.xml')!, 'application/xml')
    expect(rss.querySelector('parsererror')).toBeNull()
    const items = [...rss.querySelectorAll('item')]
    expect(items).toHaveLength(503)
    const remote = items.find((i) => i.querySelector('link')!.textContent!.endsWith('/generated-remote'))!
    expect(remote.querySelector('link')!.textContent).toBe(
      'https://www.cedarridge-tech.com/careers/apply/generated-remote',
    )
    expect([...remote.querySelectorAll('category')].map((c) => c.textContent)).toContain('Remote')
    expect(remote.querySelector('pubDate')!.textContent).toMatch(/GMT$/)
    const json = JSON.parse(feeds.get('careers/jobs.json')!) as Json
    expect(json.version).toBe('https://jsonfeed.org/version/1.1')
    expect(json.items).toHaveLength(503)
    expect(json.items[0]).toMatchObject({
      url: expect.stringMatching(/^https:\/\//),
      _facts: { location: expect.any(String) },
    })
    expect(built.pages.get('/careers')!.head.feeds!.map((f) => f.href)).toEqual([
      '/careers/jobs.xml',
      '/careers/jobs.json',
    ])
  })

  it('a job page links up to three open roles, the same department first', () => {
    const d = detailOf('/careers/apply/generated-role-7')
    expect(d.similar).toHaveLength(3)
    expect(d.similar.every((j) => j.department === d.job.department)).toBe(true)
    expect(d.similar.some((j) => j.id === d.job.id)).toBe(false)
    // The real site's five jobs are in five departments: the same location, then the newest others fill in.
    for (const page of jobPages(real)) expect((page.sections[0] as any).similar.length).toBeGreaterThanOrEqual(2)
  })
})

/**
 * Careers at a staffing firm's size, in a real browser: a copy of the project with 500 generated jobs (one remote
 * with a pay range, one whose closing date was yesterday, one filled) is built and served like a CDN (`_headers` and
 * `_redirects` included). The board's filters in Chromium, every open job reachable without JavaScript, the closed
 * job's 410 page, the feeds, similar jobs, axe and the JavaScript budget of /careers.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { jobBoardProject } from '../helpers/job-board.ts'
import { axeWideAndNarrow, formatProblems, launchBrowser, newPage, open, watchConsole } from './helpers.ts'
import { servedBuild } from './served-build.ts'

let browser: Browser
let project: ReturnType<typeof jobBoardProject> | undefined
let served: Awaited<ReturnType<typeof servedBuild>> | undefined
let origin = ''
let feed: { items: { url: string; _facts: { department: string } }[] }

beforeAll(async () => {
  browser = await launchBrowser()
  project = jobBoardProject(500)
  served = await servedBuild(project.root)
  origin = served.origin
  feed = JSON.parse(readFileSync(join(project.root, 'dist/careers/jobs.json'), 'utf8')) as typeof feed
})

afterAll(async () => {
  await browser?.close()
  await served?.close()
  project?.remove()
})

const html = async (path: string) => {
  const res = await fetch(origin + path)
  return { status: res.status, text: await res.text() }
}
const cards = (page: Page) => page.locator('main .job-list > .job-card')
const status = (page: Page) => page.locator('main .job-filters__status')

describe('the board of 500 jobs', () => {
  test('choosing a department shows exactly its jobs; the address keeps it across a reload; axe; JS ≤ 100 KB', async () => {
    const page = await newPage(browser, { baseURL: origin })
    const problems = watchConsole(page)
    await open(page, '/careers')
    await expect.poll(() => status(page).innerText()).toBe('503 open positions')
    expect(await cards(page).count()).toBe(20)
    const scriptBytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .reduce((sum, e) => sum + (e as PerformanceResourceTiming).transferSize, 0),
    )
    expect(scriptBytes).toBeGreaterThan(10_000)
    expect(scriptBytes).toBeLessThanOrEqual(100 * 1024)

    const design = feed.items.filter((i) => i._facts.department === 'Design').map((i) => new URL(i.url).pathname)
    await page.getByLabel('Department').selectOption('Design')
    await expect.poll(() => status(page).innerText()).toBe(`${design.length} jobs match`)
    expect(new URL(page.url()).search).toBe('?department=Design')
    while (await page.getByRole('button', { name: 'Show more jobs' }).count())
      await page.getByRole('button', { name: 'Show more jobs' }).click()
    const shown = await cards(page).evaluateAll((els) =>
      els.map((el) => [
        el.querySelector('.job-card__department')!.textContent,
        el.querySelector('a')!.getAttribute('href'),
      ]),
    )
    expect(shown.every(([department]) => department === 'Design')).toBe(true)
    expect(shown.map(([, href]) => href).sort()).toEqual([...design].sort())

    await page.reload()
    await expect.poll(() => status(page).innerText()).toBe(`${design.length} jobs match`)
    expect(await page.getByLabel('Department').inputValue()).toBe('Design')
    await page.getByLabel('Keyword').fill('Generated Role 17')
    await expect.poll(() => status(page).innerText()).toMatch(/^\d+ jobs? match/)
    expect(await page.getByLabel('Department').inputValue()).toBe('Design')
    await page.getByRole('button', { name: 'Reset filters' }).click()
    await expect.poll(() => status(page).innerText()).toBe('503 open positions')
    expect(new URL(page.url()).search).toBe('')
    expect(await axeWideAndNarrow(page)).toEqual({ '1280 px': '', '375 px': '' })
    expect(problems, formatProblems(problems)).toEqual([])
    await page.context().close()
  })

  test('without JavaScript every open job is reachable from /careers and its next pages; the closed ones are not', async () => {
    const linked = new Set<string>()
    let path: string | undefined = '/careers'
    let pages = 0
    while (path) {
      const { status: code, text } = await html(path)
      expect(code).toBe(200)
      for (const m of text.matchAll(/href="(\/careers\/apply\/[^"#?]+)"/g)) linked.add(m[1]!)
      path = /<a[^>]*rel="next"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*rel="next"/
        .exec(text)
        ?.slice(1)
        .find(Boolean)
      pages++
    }
    expect(pages).toBe(26)
    const open = feed.items.map((i) => new URL(i.url).pathname)
    expect(open).toHaveLength(503)
    expect([...linked].sort()).toEqual([...open].sort())
    expect(linked.has('/careers/apply/generated-expired')).toBe(false)
    expect(linked.has('/careers/apply/generated-filled')).toBe(false)
  })
})

describe('a job that closed', () => {
  test('answers 410 with noindex, no JobPosting and no form; says so; is in neither the sitemap nor the feeds', async () => {
    const { status: code, text } = await html('/careers/apply/generated-expired')
    expect(code).toBe(410)
    expect(text).toContain('<meta name="robots" content="noindex" />')
    expect(text).not.toContain('JobPosting')
    expect(text).not.toContain('<form')
    expect(text).toContain('This position is closed')
    for (const file of ['/sitemap.xml', '/careers/jobs.xml', '/careers/jobs.json'])
      expect((await html(file)).text).not.toContain('generated-expired')
    const page = await newPage(browser, { baseURL: origin })
    const problems = watchConsole(page)
    await open(page, '/careers/apply/generated-expired')
    await page.getByRole('heading', { name: 'This position is closed' }).waitFor()
    expect(await page.getByRole('region', { name: 'Open Roles Like This One' }).getByRole('link').count()).toBe(3)
    expect(await axeWideAndNarrow(page)).toEqual({ '1280 px': '', '375 px': '' })
    expect(
      problems.filter((p) => !p.text.includes('status of 410')),
      formatProblems(problems),
    ).toEqual([])
    await page.context().close()
  })

  test('an open job: its posting has the remote job’s facts, its page the pay range and similar jobs', async () => {
    const { status: code, text } = await html('/careers/apply/generated-remote')
    expect(code).toBe(200)
    expect(text).toContain('"jobLocationType":"TELECOMMUTE"')
    expect(text).toContain('"minValue":140000,"maxValue":170000,"unitText":"YEAR"')
    expect(text).toContain('$140,000–$170,000 a year')
    expect([...text.matchAll(/class="similar-jobs__link"/g)].length).toBeGreaterThanOrEqual(2)
    expect((await html('/careers')).text).toContain('href="/careers/jobs.xml"')
  })
})

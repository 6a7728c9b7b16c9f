/**
 * A large site's search index in parts, after an incremental build: a copy of the project with 40 articles is built
 * with parts of 10 pages (their fragments in files of four, as a large site's), then one article is edited, one deleted and one added, and built again. The build makes only
 * the recent part; in Chromium, under the site's own headers, the search finds the edited article by its new words
 * and never by its old ones, the new article, and never the deleted one. Then three more articles are edited and the
 * recent part may hold only three pages: the build settles the six changed since the parts were made in a part of
 * their own, and the search finds each by its new words, none by its old ones.
 */
import { readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { FLUSHED_FROM } from '../../src/build/index-search.ts'
import { articleProject } from '../helpers/article-project.ts'
import { buildProject, serveDist } from './served-build.ts'
import { launchBrowser, newPage, open } from './helpers.ts'
import { oneLanguage } from '../helpers/spanish-files.ts'

let browser: Browser
let project: ReturnType<typeof articleProject> | undefined
let served: Awaited<ReturnType<typeof serveDist>> | undefined
let second = ''
let third = ''

// Parts of 10 pages, each part of 5 pages or more with its fragments in files of four (as a large site's are); the
// recent part, smaller, has a file for each.
const env = { SEARCH_PART_PAGES: '10', SEARCH_GROUPED_FROM: '5' }

beforeAll(async () => {
  browser = await launchBrowser()
  project = articleProject(40)
  // The parts of one language's index (another language's pages make index parts of their own).
  oneLanguage(project.root)
  const articles = join(project.root, 'pages/_collections/articles')
  const file = (k: number) => join(articles, `generated-insight-${k}.yaml`)
  expect(await buildProject(project.root, env)).not.toMatch(/reused/)
  writeFileSync(file(5), readFileSync(file(5), 'utf8').replace('uniqueword5', 'freshword5'))
  unlinkSync(file(6))
  writeFileSync(
    join(articles, 'a-newcomer-insight.yaml'),
    readFileSync(file(7), 'utf8')
      .replace(/^title: .*$/m, 'title: A Newcomer Insight')
      .replace('uniqueword7', 'newcomerword'),
  )
  second = await buildProject(project.root, env)
  for (const k of [9, 10, 11])
    writeFileSync(file(k), readFileSync(file(k), 'utf8').replace(`uniqueword${k}`, `settledword${k}`))
  third = await buildProject(project.root, { ...env, SEARCH_RECENT_PAGES: '3' })
  served = await serveDist(project.root)
}, 360_000)

afterAll(async () => {
  await browser?.close()
  await served?.close()
  project?.remove()
})

/** Every result of a query, through the page's own Pagefind script: each one's address and excerpt. */
async function search(page: Page, query: string): Promise<{ url: string; excerpt: string }[]> {
  // A string, run as it is: the test runner would rewrite an import() in a function.
  return page.evaluate(`(async () => {
    const pagefind = await import('/pagefind/pagefind.js')
    const found = await pagefind.search(${JSON.stringify(query)})
    return Promise.all(found.results.map((r) => r.data()))
  })()`)
}

/** The results that hold the very word (marked in their excerpt), by address. */
const holding = (results: { url: string; excerpt: string }[], word: string) =>
  results.filter((r) => r.excerpt.toLowerCase().includes(`<mark>${word}</mark>`)).map((r) => r.url)

describe('a search index in parts after an incremental build', () => {
  test('the build makes only the part of the changed pages', () => {
    expect(second).toMatch(/search index: 1 of \d+ parts made/)
  })

  test('writes the fragments of a part of 5 pages or more four to a file, of a smaller part one to a file', () => {
    const index = join(project!.root, 'dist/pagefind')
    const parts = ['', ...readdirSync(index).filter((name) => /^part-\d+$/.test(name))]
    let grouped = 0
    for (const part of parts) {
      const entry = JSON.parse(readFileSync(join(index, part, 'pagefind-entry.json'), 'utf8')) as {
        languages: Record<string, { page_count: number }>
      }
      const pages = Object.values(entry.languages).reduce((sum, l) => sum + l.page_count, 0)
      const files = readdirSync(join(index, part, 'fragment'))
      if (pages >= 5) {
        grouped++
        expect(files.every((name) => name.includes('_group_'))).toBe(true)
        expect(files.length).toBeLessThanOrEqual(Math.ceil(pages / 4))
      } else expect(files.some((name) => name.includes('_group_'))).toBe(false)
    }
    expect(grouped).toBeGreaterThan(parts.length / 2)
  })

  test('past the recent part’s size, the build makes only a settled part of the pages changed since the parts were made', () => {
    expect(third).toMatch(/search index: 1 of \d+ parts made/)
    const script = readFileSync(join(project!.root, 'dist/pagefind/pagefind.js'), 'utf8')
    expect(script).toContain(`"part-${FLUSHED_FROM}/"`)
    expect(script).not.toContain('"recent/"')
  })

  test('finds the settled articles by their new words, never by their old ones', async () => {
    const page = await newPage(browser, { baseURL: served!.origin })
    await open(page, '/search')
    for (const k of [9, 10, 11]) {
      expect(holding(await search(page, `settledword${k}`), `settledword${k}`)).toEqual([
        `/insights/generated-insight-${k}/`,
      ])
      expect(holding(await search(page, `uniqueword${k}`), `uniqueword${k}`)).toEqual([])
    }
    await page.context().close()
  })

  test('finds the edited article by its new words, the new article, and neither the old words nor the deleted one', async () => {
    const page = await newPage(browser, { baseURL: served!.origin })
    await open(page, '/search')
    expect(holding(await search(page, 'freshword5'), 'freshword5')).toEqual(['/insights/generated-insight-5/'])
    const old = await search(page, 'uniqueword5')
    expect(holding(old, 'uniqueword5')).toEqual([])
    // The edited article comes back once at most, never twice (its part's older version and the recent one).
    const urls = old.map((r) => r.url)
    expect(urls.length).toBe(new Set(urls).size)
    expect(holding(await search(page, 'newcomerword'), 'newcomerword')).toEqual(['/insights/a-newcomer-insight/'])
    const deleted = await search(page, 'uniqueword6')
    expect(holding(deleted, 'uniqueword6')).toEqual([])
    expect(deleted.map((r) => r.url)).not.toContain('/insights/generated-insight-6/')
    // An article nothing changed is found in its own part as before.
    expect(holding(await search(page, 'uniqueword8'), 'uniqueword8')).toEqual(['/insights/generated-insight-8/'])
    await page.context().close()
  })
})

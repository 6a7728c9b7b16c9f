// @vitest-environment node
/**
 * What an entry's page or a page of the archive is made from (PlannedSite.inputs), which an incremental build hashes to
 * reuse the page without building its data (src/build/prerender.ts): its template, collection and site, the entry, and
 * the other entries its sections read; for a page of the archive, the site, the page it comes from and what it lists.
 * Whatever changes the page changes the text of its inputs; what does not change the page leaves it as it was.
 */
import { describe, expect, it } from 'vitest'
import { ImageOrigins } from '../../src/build/headers-file.ts'
import { PageDigests } from '../../src/build/page-digest.ts'
import { readContentDir, siteFilePaths } from '../../src/content/read-content-dir.ts'
import type { SourceFile } from '../../src/content/source-file.ts'
import { scanMedia } from '../../src/media/scan-media.ts'
import type { PageData } from '../../src/sections/page-data.ts'
import { loadAndPlan } from '../../src/site/load-site.ts'
import type { PlannedSite } from '../../src/site/build-pages.ts'

const real = readContentDir(process.cwd())
const options = { siteFiles: siteFilePaths(process.cwd()), media: scanMedia(process.cwd()) }

function plan(files: SourceFile[]): PlannedSite {
  const { result, planned } = loadAndPlan(files, options)
  if (!planned) throw new Error(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`).join('\n'))
  return planned
}

/** `files` with `file`'s text changed by `edit`. */
function edited(files: SourceFile[], file: string, edit: (text: string) => string): SourceFile[] {
  const at = files.findIndex((f) => f.file === file)
  expect(at).toBeGreaterThanOrEqual(0)
  const text = edit(files[at]!.text)
  expect(text).not.toBe(files[at]!.text)
  return files.map((f, i) => (i === at ? { ...f, text } : f))
}

/** The text each entry's page is hashed by, by route (a new PageDigests: as in another build). */
function inputTexts(planned: PlannedSite): Map<string, string> {
  const digests = new PageDigests(new ImageOrigins())
  return new Map([...planned.inputs].map(([path, inputs]) => [path, digests.inputs(inputs())]))
}

/** The paths of the cards a page's first section of `type` shows, under `key`. */
function cardsOf(page: PageData, type: string, key: string): string[] {
  const section = page.sections.find((s) => s.type === type) as unknown as Record<string, { path: string }[]>
  return section[key]!.map((card) => card.path)
}

/** The routes of the entries' pages among `planned`'s inputs. */
function entryRoutes(planned: PlannedSite): string[] {
  return [...planned.inputs.keys()].filter((path) => !planned.built.lists?.has(path))
}

describe('an entry page’s inputs', () => {
  const planned = plan(real)
  const articles = entryRoutes(planned).filter((path) => path.startsWith('/insights/'))
  const jobs = entryRoutes(planned).filter((path) => path.startsWith('/careers/'))

  it('are known for every article and job, and name the entries whose cards the page shows', () => {
    const entryPages = [...planned.later.keys()].filter((path) => !planned.built.lists?.has(path))
    expect(entryRoutes(planned).sort()).toEqual(entryPages.sort())
    expect(articles.length).toBeGreaterThan(5)
    expect(jobs.length).toBeGreaterThan(2)
    for (const path of [...articles, ...jobs]) {
      const [, entry, ...rest] = planned.inputs.get(path)!() as { path: string }[]
      // In a site of several languages the page's alternates (its hreflang links) come next.
      const read = planned.built.translations ? rest.slice(1) : rest
      expect(entry!.path).toBe(path)
      const page = planned.later.get(path)!()
      const cards = path.startsWith('/insights/')
        ? cardsOf(page, 'article', 'relatedEntries')
        : cardsOf(page, 'jobDetail', 'similar')
      expect(read.map((e) => e.path)).toEqual(cards)
      expect(cards.length).toBeGreaterThan(0)
    }
  })

  it('give the same text for the same content, loaded again', () => {
    expect(inputTexts(plan(real))).toEqual(inputTexts(planned))
  })

  it('change for the pages that show an edited article, and only for them', () => {
    const before = inputTexts(planned)
    const file = 'pages/_collections/articles/ai-driven-staffing-solutions.yaml'
    const after = inputTexts(plan(edited(real, file, (t) => t.replace(/^title: .*$/m, 'title: A Retitled Article'))))
    const showing = articles.filter((path) => {
      const page = planned.later.get(path)!()
      return (
        path === '/insights/ai-driven-staffing-solutions' ||
        cardsOf(page, 'article', 'relatedEntries').includes('/insights/ai-driven-staffing-solutions')
      )
    })
    expect(showing.length).toBeGreaterThan(1)
    // And the archive's pages that list it (its category's).
    for (const path of planned.built.lists!)
      if (
        cardsOf(planned.later.get(path)!(), 'articleList', 'entries').includes('/insights/ai-driven-staffing-solutions')
      )
        showing.push(path)
    expect(showing).toContain('/insights/category/technology')
    const changed = [...before.keys()].filter((path) => before.get(path) !== after.get(path))
    expect(changed.sort()).toEqual(showing.sort())
  })

  it('change for every entry page when the site file or the template changes', () => {
    const before = inputTexts(planned)
    const site = inputTexts(
      // The phone number: written once, in the English site file, it is every language's.
      plan(edited(real, 'pages/_site.yaml', (t) => t.replace('555-0147', '555-0148'))),
    )
    for (const path of before.keys()) expect(site.get(path)).not.toBe(before.get(path))
    const template = inputTexts(
      plan(edited(real, 'pages/insights/[slug].yaml', (t) => t.replace('Related Articles', 'More To Read'))),
    )
    for (const path of articles) expect(template.get(path)).not.toBe(before.get(path))
    for (const path of jobs) expect(template.get(path)).toBe(before.get(path))
  })

  it('are not known for a template holding a section that does not say what it reads', () => {
    const withList = plan(
      edited(real, 'pages/insights/[slug].yaml', (t) =>
        t.replace(
          /^sections:\n/m,
          [
            'sections:',
            '  - type: articleList',
            '    heading: Latest Articles',
            '    featuredLabel: Featured',
            '    dateLabel: Today',
            '    readMoreLabel: Read More',
            '',
          ].join('\n'),
        ),
      ),
    )
    expect(entryRoutes(withList).filter((path) => path.startsWith('/insights/'))).toEqual([])
    expect(entryRoutes(withList).filter((path) => path.startsWith('/careers/')).length).toBe(jobs.length)
  })
})

/** The real content and `count` more articles (dated a day apart from 2022-01-01, their categories in turn). */
function withMoreArticles(count: number): SourceFile[] {
  const model = real.find((f) => f.file === 'pages/_collections/articles/ai-driven-staffing-solutions.yaml')!
  const categories = ['Technology', 'Strategy', 'Staffing']
  const more = Array.from({ length: count }, (_, i): SourceFile => {
    const date = new Date(Date.UTC(2022, 0, 1 + i)).toISOString().slice(0, 10)
    const text = model.text
      .replace(/^title: .*$/m, `title: An Archived Article Number ${i + 1}`)
      .replace(/^category: .*$/m, `category: ${categories[i % categories.length]}`)
      .replace(/^date: .*$/m, `date: ${date}`)
    return { file: `pages/_collections/articles/archived-article-${i + 1}.yaml`, text }
  })
  return [...real, ...more]
}

describe('the inputs of the archive’s pages', () => {
  const files = withMoreArticles(40)
  const planned = plan(files)
  const lists = [...planned.built.lists!]

  it('are known for every page of the archive, and name the articles it lists, in order', () => {
    expect(lists.filter((path) => path.startsWith('/insights/page/')).length).toBeGreaterThan(2)
    expect(lists.filter((path) => /^\/insights\/category\/[^/]+\/page\/2$/.test(path)).length).toBeGreaterThan(0)
    for (const path of lists) {
      const inputs = planned.inputs.get(path)?.()
      expect(inputs).toBeDefined()
      const listed = (inputs as { path?: string }[]).slice(3).map((entry) => entry.path)
      expect(listed).toEqual(cardsOf(planned.later.get(path)!(), 'articleList', 'entries'))
    }
  })

  it('change with the page each time, for every page reused by its inputs', () => {
    const article = 'pages/_collections/articles/archived-article-20.yaml'
    const edits: [string, SourceFile[]][] = [
      ['an article retitled', edited(files, article, (t) => t.replace(/^title: .*$/m, 'title: A Retitled One'))],
      ['an article moved in time', edited(files, article, (t) => t.replace(/^date: .*$/m, 'date: 2021-06-01'))],
      [
        'an article of another category',
        edited(files, article, (t) => t.replace(/^category: .*$/m, 'category: Security')),
      ],
      ['an article deleted', files.filter((f) => f.file !== article)],
      [
        'an article added',
        [
          ...files,
          {
            file: 'pages/_collections/articles/a-new-one.yaml',
            text: files
              .find((f) => f.file === article)!
              .text.replace(/^title: .*$/m, 'title: A New One')
              .replace(/^date: .*$/m, 'date: 2022-01-20'),
          },
        ],
      ],
      [
        'the list’s labels',
        edited(files, 'pages/insights.yaml', (t) => t.replace('readMoreLabel: Read More', 'readMoreLabel: Read On')),
      ],
      ['the site', edited(files, 'pages/_site.yaml', (t) => t.replace('Suite 1400', 'Suite 1500'))],
    ]
    const before = inputTexts(planned)
    for (const [what, changedFiles] of edits) {
      const after = plan(changedFiles)
      const afterTexts = inputTexts(after)
      let same = 0
      let differ = 0
      for (const [path, text] of afterTexts) {
        if (!before.has(path)) continue
        const madeBefore = JSON.stringify(planned.later.get(path)!())
        const madeAfter = JSON.stringify(after.later.get(path)!())
        if (madeBefore !== madeAfter) {
          expect(text, `${what}: ${path}`).not.toBe(before.get(path))
          differ++
        } else if (text === before.get(path)) same++
      }
      expect(differ, what).toBeGreaterThan(0)
      // What changes a few pages leaves the others' inputs as they were.
      if (!['the list’s labels', 'the site'].includes(what)) expect(same, what).toBeGreaterThan(differ)
    }
  })

  it('leave the pages of the archive that do not list a retitled article as they were', () => {
    const article = 'pages/_collections/articles/archived-article-20.yaml'
    const after = inputTexts(plan(edited(files, article, (t) => t.replace(/^title: .*$/m, 'title: A Retitled One'))))
    const before = inputTexts(planned)
    const listing = lists.filter((path) =>
      cardsOf(planned.later.get(path)!(), 'articleList', 'entries').includes('/insights/archived-article-20'),
    )
    expect(listing.length).toBe(2)
    expect(lists.filter((path) => after.get(path) !== before.get(path)).sort()).toEqual(listing.sort())
  })
})

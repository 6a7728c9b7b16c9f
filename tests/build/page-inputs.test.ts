// @vitest-environment node
/**
 * What an entry's page is made from (PlannedSite.inputs), which an incremental build hashes to keep the page without
 * making it (scripts/prerender.ts): its template, collection and site, the entry, and the other entries its sections
 * read. Whatever changes the page changes the text of its inputs; what does not change the page leaves it as it was.
 */
import { describe, expect, it } from 'vitest'
import { ImageOrigins } from '../../scripts/headers-file.ts'
import { PageDigests } from '../../scripts/page-digest.ts'
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

describe('an entry page’s inputs', () => {
  const planned = plan(real)
  const articles = [...planned.inputs.keys()].filter((path) => path.startsWith('/insights/'))
  const jobs = [...planned.inputs.keys()].filter((path) => path.startsWith('/careers/'))

  it('are known for every article and job, and name the entries whose cards the page shows', () => {
    const entryPages = [...planned.later.keys()].filter((path) => !planned.built.lists?.has(path))
    expect([...planned.inputs.keys()].sort()).toEqual(entryPages.sort())
    expect(articles.length).toBeGreaterThan(5)
    expect(jobs.length).toBeGreaterThan(2)
    for (const path of [...articles, ...jobs]) {
      const [, entry, ...read] = planned.inputs.get(path)!() as { path: string }[]
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
    const changed = [...before.keys()].filter((path) => before.get(path) !== after.get(path))
    expect(changed.sort()).toEqual(showing.sort())
  })

  it('change for every entry page when the site file or the template changes', () => {
    const before = inputTexts(planned)
    const site = inputTexts(
      plan(edited(real, 'pages/_site.yaml', (t) => t.replace(/^(\s*defaultTitle: .*)$/m, '$1 Today'))),
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
    expect([...withList.inputs.keys()].filter((path) => path.startsWith('/insights/'))).toEqual([])
    expect([...withList.inputs.keys()].filter((path) => path.startsWith('/careers/')).length).toBe(jobs.length)
  })
})

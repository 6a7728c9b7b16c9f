// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readContentDir, siteFilePaths } from '../../src/content/read-content-dir.ts'
import type { SourceFile } from '../../src/content/source-file.ts'
import { scanMedia } from '../../src/media/scan-media.ts'
import { loadAndBuild } from '../../src/site/load-site.ts'

const real = readContentDir(process.cwd())
const options = { siteFiles: siteFilePaths(process.cwd()), media: scanMedia(process.cwd()) }
const template = real.find((f) => f.file === 'pages/_collections/articles/ai-driven-staffing-solutions.yaml')!

/** An article of the Technology category, written on `date`. */
const article = (slug: string, date: string): SourceFile => ({
  file: `pages/_collections/articles/${slug}.yaml`,
  text: template.text
    .replace(/^title: .*$/m, `title: ${slug.replace(/-/g, ' ')}`)
    .replace(/^date: .*$/m, `date: ${date}`)
    .replace(/^featured: .*$/m, ''),
})

/** Forty more Technology articles, one a week. */
const many = Array.from({ length: 40 }, (_, i) =>
  article(`tech-${i}`, new Date(Date.UTC(2024, 0, 1 + 7 * i)).toISOString().slice(0, 10)),
)

/** Each article page's related links, by route. */
function relatedOf(files: SourceFile[]): Map<string, string[]> {
  const { built } = loadAndBuild(files, options)
  const out = new Map<string, string[]>()
  for (const [path, page] of built!.pages) {
    const section = page.sections.find((s) => s.type === 'article') as
      { relatedEntries: { path: string }[] } | undefined
    if (section)
      out.set(
        path,
        section.relatedEntries.map((r) => r.path),
      )
  }
  return out
}

describe('related articles', () => {
  it('are the nearest others of the category, the next newer and the next older', () => {
    const related = relatedOf([...real, ...many])
    expect(related.get('/insights/tech-20')).toEqual(['/insights/tech-21', '/insights/tech-19'])
    // The newest of its category has none newer: the two next older.
    expect(related.get('/insights/tech-39')).toEqual(['/insights/tech-38', '/insights/tech-37'])
  })

  it('change on a few pages of the category when one of its articles is added or deleted, not on all of them', () => {
    const before = relatedOf([...real, ...many])
    // Of its 40 articles (the real site's articles alone in their category show the newest others, as the spec has it).
    const changed = (files: SourceFile[]) => {
      const after = relatedOf(files)
      return [...after].filter(
        ([path, links]) =>
          path.startsWith('/insights/tech-') && before.has(path) && before.get(path)!.join() !== links.join(),
      )
    }
    expect(changed([...real, ...many, article('tech-new', '2026-01-05')]).length).toBeLessThanOrEqual(2)
    expect(changed([...real, ...many, article('tech-between', '2024-04-05')]).length).toBeLessThanOrEqual(4)
    expect(changed([...real, ...many.filter((f) => !f.file.endsWith('/tech-17.yaml'))]).length).toBeLessThanOrEqual(4)
  })
})

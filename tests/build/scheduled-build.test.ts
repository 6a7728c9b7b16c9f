// @vitest-environment node
/**
 * The clock alone changes the site: an article whose publishAt passes appears, one whose unpublishAt passes goes,
 * with no file changed between the builds. The incremental build at the later moment must write what a build with
 * no cache writes then (the visibility is part of what each page is compared by), with the lists, feeds, sitemap and
 * search index following.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { scratchProject } from '../helpers/scratch-project.ts'
import { build, expectFullBuildSame } from '../helpers/project-build.ts'

const scratch = mkdtempSync(join(tmpdir(), 'scheduled-build-'))
const saved = process.env.SITE_NOW
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
  if (saved === undefined) delete process.env.SITE_NOW
  else process.env.SITE_NOW = saved
})

/** The text of every page Pagefind's index holds (its fragments are gzipped JSON). */
function indexedText(dist: string): string {
  const dir = join(dist, 'pagefind/fragment')
  return readdirSync(dir)
    .map((f) => gunzipSync(readFileSync(join(dir, f))).toString('utf8'))
    .join('\n')
}

describe('a build when only the clock moved', () => {
  it('adds the article that went live and removes the one taken down, as a full build does', () => {
    const project = scratchProject(process.cwd(), join(scratch, 'project'))
    const articles = join(project, 'pages/_collections/articles')
    const [coming, going] = readdirSync(articles).sort()
    const slug = (file: string) => file.replace(/\.yaml$/, '')
    const site = join(project, 'pages/_site.yaml')
    // The firm's time zone: 09:00 is 15:00 UTC in December.
    expect(readFileSync(site, 'utf8')).toMatch(/^timeZone: America\/Chicago$/m)
    const comingFile = join(articles, coming!)
    writeFileSync(
      comingFile,
      readFileSync(comingFile, 'utf8')
        .replace(/^title: .*$/m, 'title: How We Hire in 2026')
        .concat('publishAt: 2026-12-01 09:00\n'),
    )
    const goingFile = join(articles, going!)
    writeFileSync(goingFile, readFileSync(goingFile, 'utf8').concat('unpublishAt: 2026-12-01 09:00\n'))
    const dist = join(project, 'dist')
    const page = (file: string) => join(dist, `insights/${slug(file)}/index.html`)
    const everywhere = (file: string, title: string) => ({
      page: existsSync(page(file)),
      list: readFileSync(join(dist, 'insights/index.html'), 'utf8').includes(`/insights/${slug(file)}"`),
      sitemap: readFileSync(join(dist, 'sitemap.xml'), 'utf8').includes(`/insights/${slug(file)}<`),
      rss: readFileSync(join(dist, 'insights/rss.xml'), 'utf8').includes(`/insights/${slug(file)}<`),
      search: indexedText(dist).includes(title),
    })
    const goingTitle = /^title: (.*)$/m.exec(readFileSync(goingFile, 'utf8'))![1]!
    const all = { page: true, list: true, sitemap: true, rss: true, search: true }
    const none = { page: false, list: false, sitemap: false, rss: false, search: false }

    // 08:59 in Austin.
    process.env.SITE_NOW = '2026-12-01T14:59:00Z'
    build(project)
    expect(everywhere(coming!, 'How We Hire in 2026')).toEqual(none)
    expect(everywhere(going!, goingTitle)).toEqual(all)

    // 09:00 in Austin: nothing edited.
    process.env.SITE_NOW = '2026-12-01T15:00:00Z'
    const output = build(project)
    expect(output).toMatch(/unchanged since the last build, reused/)
    expect(everywhere(coming!, 'How We Hire in 2026')).toEqual(all)
    expect(everywhere(going!, goingTitle)).toEqual(none)
    expectFullBuildSame(project)
  }, 600_000)
})

// @vitest-environment node
/**
 * `npm run build` reuses the previous build's pages whose inputs did not change: after an article is edited, one added
 * and one deleted, the build renders only what they touch, and dist/ is byte for byte what a build with no cache
 * (`npm run build -- --full`: noCache in src/build/build-cache.ts) writes of the same content (the search index aside,
 * which is checked to hold the new article). A dist/ that is not the cache's is not trusted.
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { readTreeId, writeTreeId } from '../../src/build/tree-id.ts'
import { afterAll, describe, expect, it } from 'vitest'
import { scratchProject } from '../helpers/scratch-project.ts'
import { build, expectFullBuildSame } from '../helpers/project-build.ts'
import { writeSpanish } from '../helpers/spanish-files.ts'

const scratch = mkdtempSync(join(tmpdir(), 'incremental-build-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** The text of every page Pagefind's index holds (its fragments are gzipped JSON). */
function indexedText(dist: string): string {
  const dir = join(dist, 'pagefind/fragment')
  return readdirSync(dir)
    .map((f) => gunzipSync(readFileSync(join(dir, f))).toString('utf8'))
    .join('\n')
}

describe('an incremental build', () => {
  const project = scratchProject(process.cwd(), join(scratch, 'project'))
  const articles = join(project, 'pages/_collections/articles')
  const [edited, , deleted] = readdirSync(articles).sort()

  it('renders only what an edit, an addition and a deletion touch, and equals a full build byte for byte', () => {
    expect(build(project)).not.toMatch(/kept/)
    const editedPage = `insights/${edited!.replace(/\.yaml$/, '')}/index.html`
    const lastVersion = readFileSync(join(project, 'dist', editedPage))

    const text = readFileSync(join(articles, edited!), 'utf8')
    writeFileSync(join(articles, edited!), text.replace(/^title: .*$/m, 'title: An Edited Title For The Test'))
    writeFileSync(
      join(articles, 'a-brand-new-article.yaml'),
      text.replace(/^title: .*$/m, 'title: Quokkas Reach The Boardroom').replace(/^date: .*$/m, 'date: 2020-01-02'),
    )
    unlinkSync(join(articles, deleted!))
    const output = build(project)
    const reused = Number(/\((\d+) unchanged since the last build, reused/.exec(output)?.[1])
    // Nothing the bundles are built from changed: the previous build's are reused.
    expect(output).toContain('the bundles too')
    const pages = Number(/built (\d+) pages/.exec(output)?.[1])
    // The about page, the services, the jobs… are reused; the articles' list, the two articles and the feeds are not.
    expect(reused).toBeGreaterThan(pages / 2)
    expect(reused).toBeLessThan(pages)
    const dist = join(project, 'dist')
    expect(readFileSync(join(dist, 'insights/a-brand-new-article/index.html'), 'utf8')).toContain(
      'Quokkas Reach The Boardroom',
    )
    expect(indexedText(dist)).toContain('Quokkas Reach The Boardroom')
    expect(() => statSync(join(dist, `insights/${deleted!.replace(/\.yaml$/, '')}`))).toThrow()
    // The build linked its output folder from the previous build's pages (it had none to reuse): the page it rendered
    // again replaced its link, and the previous build's files, now the reusable output folder, are as they were.
    expect(readFileSync(join(dist, editedPage), 'utf8')).toContain('An Edited Title For The Test')
    expect(readFileSync(join(project, '.cache/pages/reusable-output', editedPage)).equals(lastVersion)).toBe(true)
    // The cache is valid: a build with no cache renders every page all the same, and writes the same files.
    expectFullBuildSame(project)
  }, 480_000)

  it('changes the output of the build before the last in place, and still equals a full build byte for byte', () => {
    // The previous build (--full) set aside the output of the one before: an article edited again, one more added,
    // the new one deleted. The build reuses that output folder and changes what changed since it was built.
    const next = readdirSync(articles).sort()[3]!
    const text = readFileSync(join(articles, next), 'utf8')
    writeFileSync(join(articles, next), text.replace(/^title: .*$/m, 'title: Edited Once More'))
    writeFileSync(
      join(articles, 'one-more-article.yaml'),
      text.replace(/^title: .*$/m, 'title: Pangolins Join The Panel').replace(/^date: .*$/m, 'date: 2021-03-04'),
    )
    unlinkSync(join(articles, 'a-brand-new-article.yaml'))
    expect(readTreeId(join(project, '.cache'), join(project, '.cache/pages/reusable-output'))).toEqual(
      expect.any(String),
    )
    // The build's id is noted in .cache/, never in dist/, which a host serves.
    expect(existsSync(join(project, 'dist/.build-id'))).toBe(false)
    expect(existsSync(join(project, 'dist/.vite'))).toBe(false)
    const output = build(project)
    expect(output).toMatch(/unchanged since the last build, reused/)
    // Taken: the reusable output is now the dist/ this build replaced.
    const dist = join(project, 'dist')
    expect(readFileSync(join(dist, 'insights/one-more-article/index.html'), 'utf8')).toContain(
      'Pangolins Join The Panel',
    )
    expect(existsSync(join(dist, 'insights/a-brand-new-article'))).toBe(false)
    expectFullBuildSame(project)
  }, 480_000)

  it('renders every page with the new code when a component changed (the workers started before bundling are not used)', () => {
    // The project's own copy of the code, with the footer changed after a build.
    const code = scratchProject(process.cwd(), join(scratch, 'changed-code'))
    unlinkSync(join(code, 'src'))
    cpSync(join(process.cwd(), 'src'), join(code, 'src'), { recursive: true })
    build(code)
    const footer = join(code, 'src/app/shell/Footer.tsx')
    writeFileSync(
      footer,
      readFileSync(footer, 'utf8').replace('© {year} {company.name}.', '© {year} {company.name}, changed.'),
    )
    const output = build(code)
    expect(output).not.toMatch(/kept/)
    const dist = join(code, 'dist')
    for (const page of ['index.html', 'about/index.html', 'insights/index.html'])
      expect(readFileSync(join(dist, page), 'utf8')).toContain(', changed.')
    // The reusable output is the first build's, built with the old code: it is not taken; the next build reuses every
    // page from an output folder linked from dist/ instead, and changes nothing.
    const again = build(code)
    const pages = Number(/built (\d+) pages/.exec(again)?.[1])
    // Every page (404.html too, which neither count holds).
    expect(again).toContain(`(${pages} unchanged since the last build, reused`)
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain(', changed.')
    expectFullBuildSame(code)
  }, 480_000)

  it('renders every page again when neither dist/ nor the reusable output is the one the cache was written for', () => {
    writeTreeId(join(project, '.cache'), join(project, 'dist'), 'another build')
    writeTreeId(join(project, '.cache'), join(project, '.cache/pages/reusable-output'), 'another build')
    expect(build(project)).not.toMatch(/kept/)
  }, 480_000)
})

describe('an incremental build of a site in two languages', () => {
  const project = scratchProject(process.cwd(), join(scratch, 'two-languages'))
  writeSpanish(project)
  const dist = join(project, 'dist')
  const read = (file: string) => readFileSync(join(dist, file), 'utf8')
  const job = 'careers/apply/devops-engineer/index.html'
  const spanishJob = 'es/empleos/ingeniero-devops/index.html'

  it('renders each language’s pages with their lang, alternates and 404, and re-renders both when an original changes', () => {
    build(project)
    expect(read('index.html')).toMatch(/^<!doctype html>\s*<html lang="en">/)
    expect(read('es/index.html')).toMatch(/^<!doctype html>\s*<html lang="es">/)
    expect(read('es/404.html')).toMatch(/<html lang="es">[\s\S]*Página no encontrada/)
    expect(existsSync(join(dist, '_data/page/es/404.html.json'))).toBe(true)
    expect(read(spanishJob)).toContain(
      '<link rel="alternate" hreflang="en" href="https://www.cedarridge-tech.com/careers/apply/devops-engineer" />',
    )
    expect(read(job)).toContain(
      '<link rel="alternate" hreflang="es" href="https://www.cedarridge-tech.com/es/empleos/ingeniero-devops" />',
    )
    expect(read('sitemap.xml')).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(existsSync(join(dist, 'es/empleos/jobs.xml'))).toBe(true)
    // Untranslated pages produce no Spanish file.
    expect(readdirSync(join(dist, 'es')).sort()).toEqual([
      '404.html',
      '404.html.br',
      '404.html.gz',
      'buscar',
      'empleos',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ])
    const entry = JSON.parse(read('pagefind/pagefind-entry.json')) as { languages: Record<string, unknown> }
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'es'])

    // Pay is written once, in the English job: both languages' pages show the new figure.
    const original = join(project, 'pages/_collections/jobs/devops-engineer.yaml')
    writeFileSync(original, readFileSync(original, 'utf8').replace('min: 130000', 'min: 131000'))
    const careers = join(project, 'pages/careers.es.yaml')
    writeFileSync(careers, readFileSync(careers, 'utf8').replace('title: Empleos', 'title: Empleos abiertos'))
    expect(build(project)).toMatch(/unchanged since the last build, reused/)
    for (const page of [job, spanishJob]) expect(read(page), page).toContain('"minValue":131000')
    expect(read('es/empleos/index.html')).toContain('<title>Empleos abiertos | ')
    expectFullBuildSame(project)
  }, 480_000)

  it('takes the alternates out of the English page when its translation is deleted', () => {
    unlinkSync(join(project, 'pages/_collections/jobs/devops-engineer.es.yaml'))
    expect(build(project)).toMatch(/unchanged since the last build, reused/)
    expect(existsSync(join(dist, spanishJob))).toBe(false)
    expect(read(job)).not.toContain('hreflang')
    expectFullBuildSame(project)
  }, 480_000)
})

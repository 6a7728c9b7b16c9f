// @vitest-environment node
/**
 * The dev server's content after a save is exactly a fresh load's: the files kept in memory (ContentFiles), each read
 * once per text (LoadCache), its links checked again only when their targets change, and pages made when asked for
 * (DevSite). A series of edits, renames, deletions and mistakes is played on a copy of the project; after each step
 * the dev content is compared with loading the folder from nothing.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ContentFiles } from '../../src/content/content-files.ts'
import { contentDirOptions } from '../../src/content/load-content-dir.ts'
import { dataUrl, keyOfDataUrl } from '../../src/content/page-keys.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import { pagesByKey } from '../../src/site/built-site.ts'
import { createDevContent } from '../../src/site/dev-content.ts'
import { changedKeys } from '../../src/site/dev-site.ts'
import { loadAndBuild } from '../../src/site/load-site.ts'

const dir = mkdtempSync(join(tmpdir(), 'dev-incremental-'))
for (const folder of ['pages', 'public']) cpSync(join(process.cwd(), folder), join(dir, folder), { recursive: true })
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const articles = join(dir, 'pages/_collections/articles')
const article = (name: string) => join(articles, name)
const [first, second] = readContentDir(dir)
  .filter((f) => f.file.startsWith('pages/_collections/articles/'))
  .map((f) => join(dir, f.file))

const routeOf = (path: string) => `/insights/${path.replace(/^.*\/|\.yaml$/g, '')}`

/** What a fresh load of the folder gives: every error, and every page's data when there is none. */
function fresh() {
  const { result, built } = loadAndBuild(readContentDir(dir), contentDirOptions(dir))
  return { errors: result.diagnostics.filter((d) => d.severity === 'error'), built }
}

describe('the dev content after each save', () => {
  const files = new ContentFiles(dir)
  const update = createDevContent()
  let site = update(files.files(), files.options()).site
  const save = (path: string, event: 'add' | 'change' | 'unlink') => {
    files.changed(path, event)
    const next = update(files.files(), files.options())
    const keys = changedKeys(site, next.site, ['/', '/insights', '/about'])
    site = next.site
    return { ...next, keys }
  }
  const edit = (path: string, change: (text: string) => string) => {
    writeFileSync(path, change(readFileSync(path, 'utf8')))
    return save(path, 'change')
  }

  const steps: [string, () => ReturnType<typeof save>][] = [
    ['an article retitled', () => edit(first!, (t) => t.replace(/^title: .*$/m, 'title: A Retitled Article'))],
    [
      'an article renamed',
      () => {
        const to = article('renamed-article.yaml')
        renameSync(second!, to)
        save(second!, 'unlink')
        return save(to, 'add')
      },
    ],
    [
      'a new article',
      () => {
        writeFileSync(
          article('brand-new.yaml'),
          readFileSync(first!, 'utf8').replace(/^title: .*$/m, 'title: Brand New'),
        )
        return save(article('brand-new.yaml'), 'add')
      },
    ],
    ['a slip in the about page', () => edit(join(dir, 'pages/about.yaml'), (t) => t.replace('title:', 'title'))],
    ['the slip fixed', () => edit(join(dir, 'pages/about.yaml'), (t) => t.replace(/^title(?!:)/m, 'title:'))],
    [
      'a broken link in an article',
      () =>
        edit(first!, (t) =>
          `${t.trimEnd()}\n`.replace(/^body: \|\n/m, 'body: |\n  See [the team](/no-such-page).\n\n'),
        ),
    ],
    [
      'a heading added (new anchor)',
      () => edit(first!, (t) => t.replace(/^body: \|\n/m, 'body: |\n  ## Fresh heading\n\n')),
    ],
    [
      'an industry id renamed that the home page lists',
      () =>
        edit(join(dir, 'pages/_collections/industries.yaml'), (t) =>
          t.replace('- id: healthcare', '- id: health-care'),
        ),
    ],
    [
      'renamed back',
      () =>
        edit(join(dir, 'pages/_collections/industries.yaml'), (t) =>
          t.replace('- id: health-care', '- id: healthcare'),
        ),
    ],
    [
      'an article deleted',
      () => {
        unlinkSync(article('brand-new.yaml'))
        return save(article('brand-new.yaml'), 'unlink')
      },
    ],
    ['the broken link mended', () => edit(first!, (t) => t.replace('(/no-such-page)', '(/about)'))],
    // A file that did not change gets a broken link when its target goes: its links are checked again.
    [
      'an article links to another',
      () =>
        edit(article('renamed-article.yaml'), (t) =>
          t.replace(/^body: \|\n/m, `body: |\n  Read [this](${routeOf(first!)}).\n\n`),
        ),
    ],
    [
      'the linked article renamed',
      () => {
        renameSync(first!, article('moved.yaml'))
        save(first!, 'unlink')
        return save(article('moved.yaml'), 'add')
      },
    ],
    [
      'and back',
      () => {
        renameSync(article('moved.yaml'), first!)
        save(article('moved.yaml'), 'unlink')
        return save(first!, 'add')
      },
    ],
    [
      'an image added and shown by an article',
      () => {
        const photo = readdirSync(join(dir, 'pages/_media/about'))[0]!
        cpSync(join(dir, 'pages/_media/about', photo), join(dir, 'pages/_media/new-photo.jpg'))
        save(join(dir, 'pages/_media/new-photo.jpg'), 'add')
        const shown = edit(article('renamed-article.yaml'), (t) =>
          t.replace(/^image:\n {2}src: .*$/m, 'image:\n  src: /media/new-photo.jpg'),
        )
        // The page shows the new image with its renditions (planned from the images as they are now).
        expect(JSON.stringify(shown.site.page('/insights/renamed-article'))).toMatch(
          /"src":"\/media\/new-photo[^"]*\.jpg"/,
        )
        return shown
      },
    ],
  ]

  it.each(steps.map(([name], i) => [name, i]))('%s: the errors and every page as a fresh load', (_, i) => {
    const { errors } = steps[i as number]![1]()
    const expected = fresh()
    if (steps[i as number]![0] === 'the linked article renamed')
      expect(errors.map((e) => `${e.file} ${e.code}`)).toContain(
        'pages/_collections/articles/renamed-article.yaml broken-link',
      )
    expect(errors).toEqual(expected.errors)
    if (expected.built) {
      const whole = site.full()
      expect([...pagesByKey(whole)]).toEqual([...pagesByKey(expected.built)])
      expect(whole.site).toEqual(expected.built.site)
    }
  })

  it('tells the open pages what changed: only the keys given, and a reload when the routes changed', () => {
    const retitled = edit(first!, (t) => t.replace(/^title: .*$/m, 'title: Once More Retitled'))
    // The list on /insights shows the article's title; /about does not.
    expect(retitled.keys).toEqual(['/insights'])
    writeFileSync(article('one-more.yaml'), readFileSync(first!, 'utf8'))
    expect(save(article('one-more.yaml'), 'add').keys).toBeUndefined()
  })
})

describe('page data addresses', () => {
  it('finds the key of every data file the dev server answers', () => {
    const { built } = loadAndBuild(readContentDir(process.cwd()), contentDirOptions(process.cwd()))
    const templates = [...built!.missing.keys()]
    for (const key of pagesByKey(built!).keys()) expect(keyOfDataUrl(dataUrl(key), templates)).toBe(key)
    expect(keyOfDataUrl('/_data/page/nowhere/at-all.json', templates)).toBe('/nowhere/at-all')
    expect(keyOfDataUrl('/_data/missing/nowhere.json', templates)).toBeUndefined()
  })
})

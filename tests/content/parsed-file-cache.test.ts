import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { bundleScript } from '../../src/build/bundle-script.mjs'
import { ParsedFileCache } from '../../src/content/load/parsed-file-cache.ts'
import type { ContentModel } from '../../src/content/content-model.ts'
import type { MarkdownTree } from '../../src/content/markdown/markdown-tree.ts'
import { treeWords, wordCount } from '../../src/content/markdown/plain-text.ts'
import { readContentDir, readKnownContentDir, siteFilePaths } from '../../src/content/read-content-dir.ts'
import { fileRole } from '../../src/content/routes.ts'
import type { SourceFile } from '../../src/content/source-file.ts'
import { valueKey } from '../../src/lib/value-keys.ts'
import { scanMedia } from '../../src/media/scan-media.ts'
import { createDevContent } from '../../src/site/dev-content.ts'
import { loadAndBuild, loadSite } from '../../src/site/load-site.ts'

const real = readContentDir(process.cwd())
const siteFiles = siteFilePaths(process.cwd())
const media = scanMedia(process.cwd())
const scratch = mkdtempSync(join(tmpdir(), 'parsed-file-cache-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const article = real.find((f) => f.file === 'pages/_collections/articles/ai-driven-staffing-solutions.yaml')!
const about = real.find((f) => f.file === 'pages/about.yaml')!
const contact = real.find((f) => f.file === 'pages/contact.yaml')!
const aboutEs = real.find((f) => f.file === 'pages/about.es.yaml')!
// Problems of every kind a later phase places in a file it did not read again: a broken link inside Markdown (its
// exact place in the body), a link field to no page, an unknown property (placed by the reading itself), and one in
// a translation (placed once it is laid over its original, both cached).
const damaged = real.map((f) =>
  f === article
    ? { ...f, text: f.text.replace('body: |\n', 'body: |\n  See [the old page](/no-such-page).\n\n') }
    : f === about
      ? { ...f, text: f.text.replace('to: /contact', 'to: /nowhere') }
      : f === contact
        ? { ...f, text: f.text.replace(/^title:/m, 'colour: blue\ntitle:') }
        : f === aboutEs
          ? { ...f, text: f.text.replace(/^title:/m, 'color: azul\ntitle:') }
          : f,
)

/** The names of the parsed files cached in `dir`: one line each in its files. */
const kept = (dir: string) =>
  readdirSync(dir).flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean))

/** A load of `files` whose parsed files are cached in `dir` by code `code`, once they are all written. */
async function load(files: typeof real, dir: string, code = 'code-1') {
  const store = new ParsedFileCache(dir, code)
  const result = loadSite(files, { siteFiles, media, store })
  await store.flush()
  return result
}

describe('ParsedFileCache', () => {
  it('gives a process that starts afresh the diagnostics, places and content of reading every file again', async () => {
    const dir = join(scratch, 'same')
    const fresh = loadSite(damaged, { siteFiles, media })
    expect(fresh.diagnostics.map((d) => d.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/no-such-page/),
        expect.stringMatching(/nowhere/),
        expect.stringMatching(/colour/),
      ]),
    )
    expect(fresh.diagnostics.find((d) => d.file === aboutEs.file)).toMatchObject({ line: 2, col: 1 })
    const first = await load(damaged, dir)
    expect(kept(dir)).toHaveLength(damaged.length)
    const second = await load(damaged, dir)
    for (const result of [first, second]) {
      expect(result.diagnostics).toEqual(fresh.diagnostics)
      expect(result.content).toEqual(fresh.content)
    }
  })

  it('preloads its files in a thread of its own: a load after they are gone from the disk takes its parsed files', async () => {
    const dir = join(scratch, 'preload')
    await load(real, dir)
    // A kept reading retitled on the disk: a load that takes it from the store shows the kept title.
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      writeFileSync(path, readFileSync(path, 'utf8').replace('"AI-Driven Staffing Solutions"', '"Kept, Not Read"'))
    }
    const title = (store: ParsedFileCache) =>
      loadSite(real, { siteFiles, media, store }).content!.collections.articles!.find(
        (a) => a.id === 'ai-driven-staffing-solutions',
      )!.title
    const store = new ParsedFileCache(dir, 'code-1')
    store.preload()
    // `prepare` waits for the preload (given no file, it reads none of the store's files itself).
    await store.prepare([], () => Promise.reject(new Error('no reader is needed')), media)
    const files = readdirSync(dir)
    for (const name of files) rmSync(join(dir, name))
    expect(title(store)).toBe('Kept, Not Read')
    // A store that did not preload finds no file, and reads the content file again.
    expect(title(new ParsedFileCache(dir, 'code-1'))).toBe('AI-Driven Staffing Solutions')
    expect(files.length).toBeGreaterThan(1)
  })

  it('counts the words of each Markdown text once, and keeps the count with it', async () => {
    const dir = join(scratch, 'words')
    const body = (result: Awaited<ReturnType<typeof load>>) =>
      result.content!.collections.articles!.find((a) => a.id === 'ai-driven-staffing-solutions')!.body as MarkdownTree
    const counted = wordCount(body(await load(real, dir)).blocks)
    expect(counted).toBeGreaterThan(100)
    // The count a later load uses is the kept one, not counted again.
    const shard = readdirSync(dir)
      .map((name) => join(dir, name))
      .find((path) => readFileSync(path, 'utf8').includes('"AI-Driven Staffing Solutions"'))!
    const text = readFileSync(shard, 'utf8')
    expect(text).toContain(`"at":["body"],"words":${counted},`)
    writeFileSync(shard, text.replace(`"at":["body"],"words":${counted},`, '"at":["body"],"words":99999,'))
    expect(treeWords(body(await load(real, dir)))).toBe(99999)
  })

  it('keeps each Markdown tree apart, read when first asked for, and known by its reading', async () => {
    const dir = join(scratch, 'trees')
    const image = 'https://images.example.com/team.jpg'
    const withImage = real.map((f) =>
      f === article ? { ...f, text: f.text.replace('body: |\n', `body: |\n  ![Our team](${image})\n\n`) } : f,
    )
    const body = (result: Awaited<ReturnType<typeof load>>) =>
      result.content!.collections.articles!.find((a) => a.id === 'ai-driven-staffing-solutions')!.body as MarkdownTree
    const fresh = body(loadSite(withImage, { siteFiles, media }))
    const first = body(await load(withImage, dir))
    // The tree's JSON follows its reading's, after a tab; the reading holds null in its place.
    const line = kept(dir).find((l) => l.includes('"AI-Driven Staffing Solutions"'))!
    const [reading, tree, more] = line.slice(65).split('\t')
    expect(JSON.parse(reading!).parsed.data.body).toBeNull()
    expect(JSON.parse(tree!)).toEqual(fresh)
    expect(more).toBeUndefined()
    // Taken from the store, it is the same tree, read from its JSON when its blocks are first asked for.
    const again = body(await load(withImage, dir))
    expect(Object.getOwnPropertyDescriptor(again, 'blocks')!.get).toBeTypeOf('function')
    expect(JSON.stringify(again)).toBe(JSON.stringify(fresh))
    expect(structuredClone(again)).toEqual(fresh)
    // Known by its reading's name and place, with the addresses of its images, whether read now or kept.
    const key = valueKey(again)!
    expect(valueKey(first)).toEqual(key)
    expect(key.key).toMatch(/^[0-9a-f]{64}\["body"\]$/)
    expect(key.sources).toEqual([image])
    // Another text of the file, another key.
    const edited = withImage.map((f) =>
      f.file === article.file ? { ...f, text: f.text.replace('Our team', 'The team') } : f,
    )
    expect(valueKey(body(await load(edited, dir)))!.key).not.toBe(key.key)
  })

  it('is what the next load reads, for the same code; other code reads every file again', async () => {
    const dir = join(scratch, 'used')
    await load(real, dir)
    // A kept reading altered on disk shows up in the next load: the file was not read again.
    const shards = readdirSync(dir).map((name) => join(dir, name))
    const shard = shards.find((path) => readFileSync(path, 'utf8').includes('"AI-Driven Staffing Solutions"'))!
    writeFileSync(shard, readFileSync(shard, 'utf8').replace('"AI-Driven Staffing Solutions"', '"Kept Title"'))
    const titleOf = (result: Awaited<ReturnType<typeof load>>) =>
      result.content!.collections.articles!.find((a) => a.id === 'ai-driven-staffing-solutions')!.title
    expect(titleOf(await load(real, dir))).toBe('Kept Title')
    expect(titleOf(await load(real, dir, 'code-2'))).toBe('AI-Driven Staffing Solutions')
  })

  it('keeps no reading JSON would not give back: a file that may hold YAML’s .inf or .nan', async () => {
    const dir = join(scratch, 'infinite')
    const files = real.map((f) =>
      f === about ? { ...f, text: f.text.replace(/^title: .*$/m, 'title: About .inf') } : f,
    )
    const fresh = loadSite(files, { siteFiles, media })
    expect((await load(files, dir)).content).toEqual(fresh.content)
    expect(kept(dir)).toHaveLength(real.length - 1)
    expect((await load(files, dir)).content).toEqual(fresh.content)
  })

  it('forgets the parsed files of files changed or gone', async () => {
    const dir = join(scratch, 'pruned')
    await load(real, dir)
    await load(
      real.filter((f) => f !== article),
      dir,
    )
    expect(kept(dir)).toHaveLength(real.length - 1)
  })

  it("is only read by the dev server's first load, which equals a fresh load, errors and every page; later loads read", async () => {
    const dir = join(scratch, 'dev')
    await load(damaged, dir)
    const before = kept(dir)
    // Told never to write: the first load only reads.
    const update = createDevContent(undefined, { store: new ParsedFileCache(dir, 'code-1'), keep: () => {} })
    const fresh = loadAndBuild(damaged, { siteFiles, media })
    const first = update(damaged, { siteFiles, media })
    expect(first.errors).toEqual(fresh.result.diagnostics.filter((d) => d.severity === 'error'))
    // Each page as a fresh load makes it (the errors' files show their last good version: none here but the broken).
    const fixed = damaged.map((f) => real.find((r) => r.file === f.file)!)
    const good = loadAndBuild(fixed, { siteFiles, media }).built!
    const again = update(fixed, { siteFiles, media })
    expect(again.errors).toEqual([])
    for (const [key, page] of good.pages) expect(again.site.page(key)).toEqual(page)
    expect(kept(dir)).toEqual(before)
    // The first load took its parsed files from the store: one altered on disk shows on its page.
    const shard = readdirSync(dir)
      .map((name) => join(dir, name))
      .find((path) => readFileSync(path, 'utf8').includes('Premium Staffing & Consultation Services'))!
    writeFileSync(
      shard,
      readFileSync(shard, 'utf8').replace('Premium Staffing & Consultation Services', 'Kept Heading'),
    )
    const fromStore = createDevContent(undefined, { store: new ParsedFileCache(dir, 'code-1'), keep: () => {} })(
      fixed,
      {
        siteFiles,
        media,
      },
    )
    expect(JSON.stringify(fromStore.site.page('/'))).toContain('Kept Heading')
  })

  it("keeps what the dev server's first load read itself, once told to: the next start takes it, and equals a fresh load", async () => {
    const dir = join(scratch, 'dev-keeps')
    const start = () => {
      const started: { flush?: () => Promise<void> } = {}
      const update = createDevContent(undefined, {
        store: new ParsedFileCache(dir, 'code-1', true, true),
        keep: (flush) => (started.flush = flush),
      })
      return Object.assign(started, { update })
    }
    const fresh = loadAndBuild(real, { siteFiles, media }).built!
    const first = start()
    expect(first.update(real, { siteFiles, media }).errors).toEqual([])
    // Nothing is written until the server says so (once its first page is served).
    expect(kept(dir)).toEqual([])
    await first.flush!()
    expect(kept(dir)).toHaveLength(real.length)
    // A later save reads its file itself and writes nothing.
    first.update(damaged, { siteFiles, media })
    expect(kept(dir)).toHaveLength(real.length)

    // The next start takes those parsed files: one altered on disk shows on its page.
    const shard = readdirSync(dir)
      .map((name) => join(dir, name))
      .find((path) => readFileSync(path, 'utf8').includes('Premium Staffing & Consultation Services'))!
    const text = readFileSync(shard, 'utf8')
    writeFileSync(shard, text.replace('Premium Staffing & Consultation Services', 'Kept Heading'))
    expect(JSON.stringify(start().update(real, { siteFiles, media }).site.page('/'))).toContain('Kept Heading')
    writeFileSync(shard, text)
    // With them, a start is a fresh load: every page, and the errors of files changed since.
    const next = start()
    const loaded = next.update(real, { siteFiles, media })
    for (const [key, page] of fresh.pages) expect(loaded.site.page(key)).toEqual(page)
    const errors = loadSite(damaged, { siteFiles, media }).diagnostics.filter((d) => d.severity === 'error')
    expect(start().update(damaged, { siteFiles, media }).errors).toEqual(errors)
    // All of it was kept: writing again changes no file.
    const files = () => readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')])
    const before = files()
    await next.flush!()
    expect(files()).toEqual(before)
  })

  it('knows the files a build read before by their stat, and reads them only when something asks for their text', async () => {
    const root = join(scratch, 'project')
    cpSync(join(process.cwd(), 'pages'), join(root, 'pages'), { recursive: true })
    const dir = join(root, '.cache', 'content')
    const list = (store: ParsedFileCache, settleMs?: number) => readKnownContentDir(root, store.knownFiles(), settleMs)
    const run = async (files: SourceFile[]) => {
      const store = new ParsedFileCache(dir, 'code-1')
      const result = loadSite(files, { siteFiles, media, store })
      await store.flush()
      return result
    }
    // Files written just now get no stamp (a second change within the clock's tick could keep it): all are read.
    expect(list(new ParsedFileCache(dir, 'code-1')).every((f) => f.stamp === undefined && f.digest === undefined)).toBe(
      true,
    )
    // Listed once they have settled (here: at once, a few milliseconds on), they are read and noted with their stamps.
    await new Promise((resolve) => setTimeout(resolve, 20))
    const first = list(new ParsedFileCache(dir, 'code-1'), 0)
    expect(first.every((f) => f.stamp !== undefined && f.digest === undefined)).toBe(true)
    const fresh = loadSite(real, { siteFiles, media })
    expect((await run(first)).diagnostics).toEqual(fresh.diagnostics)
    // The next build knows every file by its stamp, and reads none of them to load the same content, but for the
    // files a translation is laid over as written (translations, their originals and the site file).
    const second = list(new ParsedFileCache(dir, 'code-1'), 0)
    const laidOver = new Set(['pages/_site.yaml'])
    for (const { file } of second) {
      const role = fileRole(file)
      if (role.role === 'translation') laidOver.add(file).add(role.of)
    }
    expect(laidOver.size).toBeGreaterThan(10)
    let reads = 0
    for (const source of second) {
      const read = Object.getOwnPropertyDescriptor(source, 'text')!.get!
      expect(source.digest).toMatch(/^[0-9a-f]{64}$/)
      Object.defineProperty(source, 'text', {
        get: () => (laidOver.has(source.file) || reads++, read.call(source)),
        enumerable: true,
      })
    }
    const again = await run(second)
    expect(reads).toBe(0)
    expect(again.diagnostics).toEqual(fresh.diagnostics)
    expect(again.content).toEqual(fresh.content)
    // Its text is there when asked for (a problem's code frame).
    const insights = real.find((f) => f.file === 'pages/insights.yaml')!
    expect(again.sources.get(insights.file)).toBe(insights.text)
    expect(reads).toBe(1)
    // A file changed since is read again, and the load shows the change, with its problem placed in the new text.
    const path = join(root, about.file)
    writeFileSync(path, readFileSync(path, 'utf8').replace('to: /contact', 'to: /nowhere'))
    const third = list(new ParsedFileCache(dir, 'code-1'), 0)
    const changed = third.find((f) => f.file === about.file)!
    expect(changed.digest).toBeUndefined()
    expect(Object.getOwnPropertyDescriptor(changed, 'text')!.value).toContain('to: /nowhere')
    expect(third.filter((f) => f.digest !== undefined)).toHaveLength(third.length - 1)
    const broken = await run(third)
    expect(broken.diagnostics).toEqual(
      loadSite(
        real.map((f) => (f === about ? changed : f)),
        { siteFiles, media },
      ).diagnostics,
    )
    expect(broken.diagnostics.some((d) => d.file === about.file && /nowhere/.test(d.message))).toBe(true)
    // A store whose parsed files are not used (a full build) knows no file.
    expect(new ParsedFileCache(dir, 'code-1', false).knownFiles().size).toBe(0)
  })

  // The build reads the files no kept reading answers for in worker threads: its reader bundled, or through tsx.
  it('reads in worker threads, with the site’s reader bundled or its model through tsx, what a load reads itself', async () => {
    const many = [
      ...damaged,
      ...Array.from({ length: 210 }, (_, k) => ({
        file: `pages/_collections/articles/read-in-a-thread-${k}.yaml`,
        text: article.text.replace(/^title: .*$/m, `title: Read In A Thread ${k}`),
      })),
      // A reading JSON cannot hold (see cacheLine) comes from its thread as it is.
      {
        file: 'pages/_collections/articles/read-in-a-thread-infinite.yaml',
        text: `${article.text.replace(/^title: .*$/m, 'title: Read In A Thread, Infinite')}\n# .inf\n`,
      },
    ]
    const fresh = loadSite(many, { siteFiles, media })
    const readers = {
      bundled: async () => ({
        worker: await bundleScript(join(process.cwd(), 'src/site/site-read-worker.ts'), scratch),
      }),
      'through tsx': async () => ({
        url: pathToFileURL(join(process.cwd(), 'src/site/site-model.ts')).href,
        name: 'siteModel',
      }),
    }
    for (const [name, reader] of Object.entries(readers)) {
      const store = new ParsedFileCache(join(scratch, `threads-${name}`), 'code-1')
      let asked = 0
      await store.prepare(many, () => (asked++, reader()), media)
      expect(asked, name).toBe(1)
      // A thread's reading is taken as it is: the load is not asked to read the file with its model.
      expect(store.read(many.at(-1)!, {} as ContentModel, media).diagnostics, name).toEqual([])
      const result = loadSite(many, { siteFiles, media, store })
      expect(result.diagnostics, name).toEqual(fresh.diagnostics)
      expect(result.content, name).toEqual(fresh.content)
      // The threads' parsed files are written as they came: the next process takes them from the store, unread.
      await store.flush()
      const next = new ParsedFileCache(join(scratch, `threads-${name}`), 'code-1')
      expect(next.read(many.at(-2)!, {} as ContentModel, media).diagnostics, name).toEqual([])
      const again = loadSite(many, { siteFiles, media, store: next })
      expect(again.diagnostics, name).toEqual(fresh.diagnostics)
      expect(again.content, name).toEqual(fresh.content)
    }
    // Fewer files are read by the load itself: no thread is started, nor its reader asked for.
    const store = new ParsedFileCache(join(scratch, 'threads-few'), 'code-1')
    await store.prepare(damaged, () => Promise.reject(new Error('not asked for')), media)
  })
})

// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import {
  FRAGMENT_GROUP,
  fragmentsOf,
  GROUPED_FROM,
  indexSearch,
  mergingModule,
  PART_PAGES,
  planSearch,
  RECENT_PAGES,
  FLUSHED_FROM,
  FLUSHED_PARTS,
  searchPart,
  searchParts,
  type SearchPage,
  type SearchState,
} from '../../src/build/index-search.ts'
import { withoutIgnored } from '../../src/build/search-copy.ts'

/** A page shaped like the pre-rendered ones: shell outside <main>, which is marked for Pagefind on every page but search. */
const html = (
  main: string,
  mark = ' data-pagefind-body=""',
) => `<!doctype html><html lang="en"><head><title>t</title></head><body>
<header><nav><a href="/">Headerword</a></nav></header>
<main id="main"${mark}>${main}</main>
<footer><p>Footerword</p></footer></body></html>`

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'index-search-'))
  dirs.push(dir)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  return dir
}

/** The copies store and the work folder of a build. */
function folders(): { copies: string; work: string } {
  return { copies: site({}), work: site({}) }
}

/** Searched pages as the pre-render leaves them (each part: file → HTML): each copy reused in `copies` by its hash. */
function pagesOf(copies: string, ...parts: Record<string, string>[]): SearchPage[] {
  return parts.flatMap((files, part) =>
    Object.entries(files).map(([file, text]) => {
      const copy = createHash('sha256').update(text).digest('hex')
      writeFileSync(join(copies, `${copy}.html`), text)
      return { key: `/${file.replace(/\/?index\.html$/, '')}`, file, copy, part }
    }),
  )
}

/** Indexes `pages` into `dir` as a build would after the one whose index `previous` holds (in `from`). */
async function index(
  dir: string,
  pages: SearchPage[],
  where: { copies: string; work: string },
  parts = Math.max(1, ...pages.map((p) => p.part + 1)),
  previous?: { state: SearchState; from: string },
) {
  const planned = planSearch(pages, parts, previous?.state)
  const result = await indexSearch(dir, pages, planned, { ...where, from: previous?.from })
  return { ...result, ...planned }
}

type Fragment = { url: string; content: string; meta: { title?: string } }

/**
 * What Pagefind stored for each page: its fragments are gzipped JSON behind a signature, a file each, or in a part of
 * GROUPED_FROM pages or more a few to a file, by name.
 */
function fragments(dir: string, index = 'pagefind'): Fragment[] {
  const folder = join(dir, index, 'fragment')
  return readdirSync(folder).flatMap((name) => {
    const data = JSON.parse(
      gunzipSync(readFileSync(join(folder, name)))
        .subarray('pagefind_dcd'.length)
        .toString(),
    )
    return name.includes('_group_') ? Object.values(data as Record<string, Fragment>) : [data as Fragment]
  })
}

const searchPage = html('<h1>Search</h1><section data-pagefind-ignore="all">Charlie</section>', '')

describe('indexSearch', () => {
  it('indexes each route’s main content only, without forms, the search page or 404.html', async () => {
    const files = {
      'index.html': html(
        '<h1>Home</h1><p>Alpha words.</p><form data-pagefind-ignore=""><label>Formword</label></form>',
      ),
      'about/index.html': html('<h1>About us</h1><p>Bravo words.</p>'),
      'search/index.html': searchPage,
      '404.html': html('<h1>Not found</h1><p>Delta words.</p>'),
    }
    const dir = site({})
    const where = folders()
    expect((await index(dir, pagesOf(where.copies, files), where)).pages).toBe(2)
    const pages = fragments(dir).sort((a, b) => a.url.localeCompare(b.url))
    expect(pages.map((p) => [p.url, p.meta.title])).toEqual([
      ['/', 'Home'],
      ['/about/', 'About us'],
    ])
    expect(pages[0]!.content).toContain('Alpha words.')
    const all = pages.map((p) => p.content).join(' ')
    for (const word of ['Headerword', 'Footerword', 'Formword', 'Charlie', 'Delta']) expect(all).not.toContain(word)
  }, 60_000)

  it('writes the script, worker and index the page loads, and none of Pagefind’s ready-built interfaces', async () => {
    const dir = site({})
    const where = folders()
    await index(dir, pagesOf(where.copies, { 'index.html': html('<h1>Home</h1>') }), where)
    const files = readdirSync(join(dir, 'pagefind'))
    expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json']))
    expect(files.filter((f) => /ui|highlight/.test(f))).toEqual([])
    // One part is Pagefind's own index: its script is the one the page loads.
    expect(readFileSync(join(dir, 'pagefind/pagefind.js'), 'utf8')).not.toContain('pagefind-core.js')
  }, 60_000)

  it('indexes each part on its own and merges the others into the first in the script the page loads', async () => {
    const dir = site({})
    const where = folders()
    const pages = pagesOf(
      where.copies,
      { 'index.html': html('<h1>Home</h1><p>Alpha words.</p>') },
      { 'about/index.html': html('<h1>About us</h1><p>Bravo words.</p>') },
      { 'jobs/index.html': html('<h1>Jobs</h1><p>Charlie words.</p>') },
    )
    expect((await index(dir, pages, where)).pages).toBe(3)
    expect(fragments(dir).map((p) => p.url)).toEqual(['/'])
    expect(fragments(dir, 'pagefind/part-1').map((p) => [p.url, p.meta.title])).toEqual([['/about/', 'About us']])
    expect(fragments(dir, 'pagefind/part-2').map((p) => [p.url, p.meta.title])).toEqual([['/jobs/', 'Jobs']])
    // A merged part is an index only: the main part's script, worker and WebAssembly serve them all.
    expect(readdirSync(join(dir, 'pagefind/part-1')).filter((f) => /\.js$|wasm/.test(f))).toEqual([])
    const script = readFileSync(join(dir, 'pagefind/pagefind.js'), 'utf8')
    expect(script).toContain("from './pagefind-core.js'")
    expect(script).toContain('["part-1/","part-2/"]')
    expect(readFileSync(join(dir, 'pagefind/pagefind-core.js'), 'utf8')).toContain('mergeIndex')
  }, 60_000)

  it('puts a large site’s changed pages in a recent part and leaves their parts’ older versions out', async () => {
    const where = folders()
    const first = site({})
    const base = {
      alpha: html('<h1>Alpha</h1><p>Original words.</p>'),
      bravo: html('<h1>Bravo</h1><p>Bravo words.</p>'),
      charlie: html('<h1>Charlie</h1><p>Charlie words.</p>'),
    }
    const before = await index(
      first,
      pagesOf(
        where.copies,
        { 'index.html': html('<h1>Home</h1>') },
        { 'alpha/index.html': base.alpha, 'bravo/index.html': base.bravo },
        { 'charlie/index.html': base.charlie },
      ),
      where,
    )
    expect(before.indexed).toBe(3)
    // Each page is known in its part by the name of its fragment.
    const fragmentOf = (key: string) => before.state.held[key]![1]
    expect(readdirSync(join(first, 'pagefind/part-1/fragment'))).toContain(`${fragmentOf('/alpha')}.pf_fragment`)

    // Alpha edited, a new page, Charlie deleted: the parts stay as they were, the two pages go in the recent part.
    const second = site({})
    const after = await index(
      second,
      pagesOf(
        where.copies,
        { 'index.html': html('<h1>Home</h1>') },
        { 'alpha/index.html': html('<h1>Alpha</h1><p>Edited words.</p>'), 'bravo/index.html': base.bravo },
        { 'delta/index.html': html('<h1>Delta</h1><p>Delta words.</p>') },
      ),
      where,
      3,
      { state: before.state, from: first },
    )
    expect(after.plan.parts.map((p) => p.build)).toEqual([false, false, false])
    expect(after.indexed).toBe(1)
    expect(
      fragments(second, 'pagefind/recent')
        .map((p) => p.url)
        .sort(),
    ).toEqual(['/alpha/', '/delta/'])
    expect(fragments(second, 'pagefind/recent').find((p) => p.url === '/alpha/')!.content).toContain('Edited words')
    expect(after.plan.dropped.sort()).toEqual([fragmentOf('/alpha'), fragmentOf('/charlie')].sort())
    const script = readFileSync(join(second, 'pagefind/pagefind.js'), 'utf8')
    expect(script).toContain('["part-1/","part-2/","recent/"]')
    for (const dropped of after.plan.dropped) expect(script).toContain(dropped)
    // The reused parts are the last build's files, linked.
    expect(statSync(join(second, 'pagefind/part-1/pagefind-entry.json')).nlink).toBeGreaterThan(1)
  }, 60_000)

  it('flushes the changed pages in a part of their own once the recent part would pass RECENT_PAGES, then builds every part again past FLUSHED_PARTS', () => {
    const page = (key: string, copy: string, part: number): SearchPage => ({ key, file: '', copy, part })
    const pages = Array.from({ length: 3 * RECENT_PAGES }, (_, i) => page(`/p${i}`, 'a', i % 3))
    const built = planSearch(pages, 3, undefined).state
    // As indexSearch fills in: each page's fragment in its part.
    for (const [key, entry] of Object.entries(built.held)) entry[1] = `f-${key}`
    const few = pages.map((p, i) => (i < 10 ? { ...p, copy: 'b' } : p))
    expect(planSearch(few, 3, built).plan.recent).toHaveLength(10)

    // Past RECENT_PAGES (and one page gone): every part reused, the changed pages flushed in part FLUSHED_FROM.
    const edited = (p: SearchPage) => p.part < 2 && p.key !== '/p3' && p.key !== '/p4'
    const many = pages.slice(1).map((p) => (edited(p) ? { ...p, copy: 'b' } : p))
    const { plan, state } = planSearch(many, 3, built)
    expect(plan.parts.map((p) => [p.part, p.build])).toEqual([
      [0, false],
      [1, false],
      [2, false],
      [FLUSHED_FROM, true],
    ])
    const flushed = many.filter(edited)
    expect(plan.parts[3]!.of).toEqual(flushed)
    expect(plan.recent).toEqual([])
    // Their parts' versions, and the page gone, are left out, now and in the builds after.
    const out = [...flushed.map((p) => `f-${p.key}`), 'f-/p0'].sort()
    expect([...plan.dropped].sort()).toEqual(out)
    expect(plan.outOfCounts).toBe(out.length)
    expect([...state.flushedOut!].sort()).toEqual(out)
    expect(state.held['/p1']).toEqual(['b', '', FLUSHED_FROM])
    expect(state.held['/p0']).toBeUndefined()

    // A flushed part that would leave a part of the site's own holding no page (its main part: the script) is not
    // built: every part is.
    const emptying = planSearch(
      pages.map((p) => (p.part === 0 || p.key === '/p1' ? { ...p, copy: 'b' } : p)),
      3,
      built,
    )
    expect(emptying.plan.parts.map((p) => [p.part, p.build])).toEqual([
      [0, true],
      [1, true],
      [2, false],
    ])

    // The next build: one flushed page edited goes to the recent part, its flushed version left out.
    for (const key of Object.keys(state.held))
      if (state.held[key]![2] === FLUSHED_FROM) state.held[key]![1] = `s-${key}`
    const next = planSearch(
      many.map((p) => (p.key === '/p1' ? { ...p, copy: 'c' } : p)),
      3,
      state,
    )
    expect(next.plan.parts.every((p) => !p.build)).toBe(true)
    expect(next.plan.recent.map((p) => p.key)).toEqual(['/p1'])
    expect([...next.plan.dropped].sort()).toEqual([...out, 's-/p1'].sort())
    expect(next.plan.outOfCounts).toBe(1)

    // With FLUSHED_PARTS flushed parts, the next overflow builds every part again and leaves nothing out.
    let last = state
    for (let round = 1; round < FLUSHED_PARTS; round++) {
      const changed = many.map((p) => (edited(p) ? { ...p, copy: `r${round}` } : p))
      const flushing = planSearch(changed, 3, last)
      // The flushed parts before are reused (their pages now held by the new one): they are left out, not removed.
      expect(flushing.plan.parts.map((p) => [p.part, p.build])).toEqual([
        [0, false],
        [1, false],
        [2, false],
        ...Array.from({ length: round }, (_, i) => [FLUSHED_FROM + i, false]),
        [FLUSHED_FROM + round, true],
      ])
      last = flushing.state
    }
    expect(last.flushed).toEqual(Array.from({ length: FLUSHED_PARTS }, (_, i) => FLUSHED_FROM + i))
    const full = planSearch(
      many.map((p) => ({ ...p, copy: 'z' })),
      3,
      last,
    )
    expect(full.plan.parts.map((p) => [p.part, p.build])).toEqual([
      [0, true],
      [1, true],
      [2, true],
    ])
    expect(full.plan.dropped).toEqual([])
    expect(full.state.flushedOut).toBeUndefined()
    expect(full.state.flushed).toBeUndefined()
  })

  it('indexes a flushed part and merges it with the others', async () => {
    const where = folders()
    const first = site({})
    const words = (n: number, what: string) => html(`<h1>Page ${n}</h1><p>${what} words.</p>`)
    const parts = [0, 1].map((part) =>
      Object.fromEntries(
        Array.from({ length: RECENT_PAGES + 2 }, (_, i) => [`p${part}-${i}/index.html`, words(i, `Plain${part}`)]),
      ),
    )
    const before = await index(first, pagesOf(where.copies, ...parts), where)
    // All pages of the second part but one edited: past RECENT_PAGES.
    const second = site({})
    const edited = Object.fromEntries(
      Object.entries(parts[1]!).map(([file, text], i) => [file, i ? words(i, 'Zanzibar') : text]),
    )
    const after = await index(second, pagesOf(where.copies, parts[0]!, edited), where, 2, {
      state: before.state,
      from: first,
    })
    expect(after.plan.parts.map((p) => [p.part, p.build])).toEqual([
      [0, false],
      [1, false],
      [FLUSHED_FROM, true],
    ])
    expect(after.indexed).toBe(1)
    expect(after.pages).toBe(2 * (RECENT_PAGES + 2))
    const flushed = fragments(second, `pagefind/part-${FLUSHED_FROM}`)
    expect(flushed).toHaveLength(RECENT_PAGES + 1)
    expect(flushed.every((f) => f.content.includes('Zanzibar'))).toBe(true)
    expect(readFileSync(join(second, 'pagefind/pagefind.js'), 'utf8')).toContain(`["part-1/","part-${FLUSHED_FROM}/"]`)
    // The flushed part knows each page by its fragment, for the builds after.
    expect(Object.values(after.state.held).filter(([, f, part]) => part === FLUSHED_FROM && f).length).toBe(
      RECENT_PAGES + 1,
    )
    expect(after.plan.dropped).toHaveLength(RECENT_PAGES + 1)

    // The next build edits one more page: the flushed part is linked as it was, the page goes to the recent part.
    const third = site({})
    const again = { ...edited, 'p1-0/index.html': words(0, 'Quokka') }
    const last = await index(third, pagesOf(where.copies, parts[0]!, again), where, 2, {
      state: after.state,
      from: second,
    })
    expect(last.plan.parts.every((p) => !p.build)).toBe(true)
    expect(fragments(third, 'pagefind/recent').map((f) => f.url)).toEqual(['/p1-0/'])
    expect(statSync(join(third, `pagefind/part-${FLUSHED_FROM}/pagefind-entry.json`)).nlink).toBeGreaterThan(1)
    expect(last.pages).toBe(2 * (RECENT_PAGES + 2))
  }, 60_000)

  it('puts the searched pages in parts of at most PART_PAGES, each page in the same part whatever others come and go', () => {
    const paths = (count: number) => Array.from({ length: count }, (_, n) => `/insights/article-${n}`)
    expect(searchParts(PART_PAGES)).toBe(1)
    expect(paths(PART_PAGES).every((path) => searchPart(path, 1) === 0)).toBe(true)
    const count = 10 * PART_PAGES
    const parts = searchParts(count)
    const sizes = Array.from({ length: parts }, () => 0)
    for (const path of paths(count)) sizes[searchPart(path, parts)]! += 1
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PART_PAGES)
    expect(Math.min(...sizes)).toBeGreaterThan(0.8 * (count / parts))
    // One page more keeps every other page where it was.
    expect(searchParts(count + 1)).toBe(parts)
  })

  it('names each page’s fragment from its beginning, a url too long for it from the whole file', async () => {
    // 12 folders of 128 hex digits: more than the first 512 bytes of a fragment hold once inflated.
    const long = Array.from({ length: 12 }, (_, i) => createHash('sha512').update(String(i)).digest('hex')).join('/')
    const files = {
      'index.html': html('<h1>Home</h1><p>Alpha words.</p>'),
      [`insights/${long}/index.html`]: html('<h1>Long</h1><p>Bravo words.</p>'),
    }
    const dir = site({})
    const where = folders()
    await index(dir, pagesOf(where.copies, files), where)
    const found = fragmentsOf(join(dir, 'pagefind'))
    expect([...found.keys()].sort()).toEqual(['/', `/insights/${long}/`])
    // Each name is the file that holds that page.
    for (const [url, name] of found) {
      const data = gunzipSync(readFileSync(join(dir, 'pagefind/fragment', `${name}.pf_fragment`)))
      expect(JSON.parse(data.subarray('pagefind_dcd'.length).toString('utf8')).url).toBe(url)
    }
  })

  it('writes a part of GROUPED_FROM pages or more with its fragments FRAGMENT_GROUP to a file, and names each page’s', async () => {
    const files = Object.fromEntries(
      Array.from({ length: GROUPED_FROM }, (_, i) => [
        `insights/page-${i}/index.html`,
        html(`<h1>Page ${i}</h1><p>Word${i} and some text.</p>`),
      ]),
    )
    const dir = site({})
    const where = folders()
    await index(dir, pagesOf(where.copies, files), where)
    const folder = join(dir, 'pagefind/fragment')
    const names = readdirSync(folder)
    expect(names.length).toBeLessThanOrEqual(Math.ceil(GROUPED_FROM / FRAGMENT_GROUP))
    expect(names.every((name) => name.includes('_group_'))).toBe(true)
    // Each page is named by the key its group holds it by, as the search's results are.
    const held = new Map<string, string>()
    for (const name of names) {
      const group = JSON.parse(
        gunzipSync(readFileSync(join(folder, name)))
          .subarray('pagefind_dcd'.length)
          .toString(),
      )
      for (const [key, fragment] of Object.entries(group as Record<string, { url: string }>))
        held.set(fragment.url, key)
    }
    expect(held.size).toBe(GROUPED_FROM)
    expect(fragmentsOf(join(dir, 'pagefind'))).toEqual(held)
  })

  it('indexes each language apart, by <html lang>, and its script searches the language of the page it is on', async () => {
    const dir = site({})
    const where = folders()
    const spanish = (main: string) => html(main).replace('<html lang="en">', '<html lang="es">')
    const pages = pagesOf(where.copies, {
      'index.html': html('<h1>Home</h1><p>Staffing words.</p>'),
      'es/index.html': spanish('<h1>Inicio</h1><p>Palabras de personal.</p>'),
    })
    await index(dir, pages, where)
    const entry = JSON.parse(readFileSync(join(dir, 'pagefind/pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>
    }
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'es'])
    expect(entry.languages.es!.page_count).toBe(1)
    // One part, two languages: the script the page loads is ours, over Pagefind's own.
    expect(readFileSync(join(dir, 'pagefind/pagefind.js'), 'utf8')).toContain("from './pagefind-core.js'")
    expect(readFileSync(join(dir, 'pagefind/pagefind-core.js'), 'utf8')).toContain('createInstance')
  }, 60_000)

  it('makes one Pagefind instance per page language, merging only the parts that hold that language', async () => {
    const dir = site({
      // Pagefind's own script, faked: each instance says which language it was made in and which parts it merged.
      'pagefind-core.js': `export function createInstance() {
  const lang = document.documentElement.getAttribute('lang')
  const merged = []
  return {
    options: async () => {},
    mergeIndex: async (url) => void merged.push(url),
    search: async (term) => ({ results: [{ id: lang + ':' + term + ':' + merged.join(',') }] }),
  }
}`,
      'script.mjs': mergingModule(['part-1/', 'part-2/'], []),
    })
    const entries: Record<string, object> = {
      '/pagefind/part-1/pagefind-entry.json': { languages: { en: {}, es: {} } },
      '/pagefind/part-2/pagefind-entry.json': { languages: { en: {} } },
    }
    const lang = { value: 'en' }
    const globals = globalThis as unknown as Record<string, unknown>
    const realFetch = globalThis.fetch
    globals.document = { documentElement: { getAttribute: () => lang.value } }
    globals.fetch = async (url: string) =>
      new Response(JSON.stringify(entries[url.replace(/^.*?\/pagefind\//, '/pagefind/')] ?? {}))
    try {
      // The module's base is its folder, as /pagefind/ on the site.
      const script = readFileSync(join(dir, 'script.mjs'), 'utf8').replace(
        "new URL('./', import.meta.url).pathname",
        "'/pagefind/'",
      )
      writeFileSync(join(dir, 'script.mjs'), script)
      const module = (await import(/* @vite-ignore */ join(dir, 'script.mjs'))) as {
        search: (term: string) => Promise<{ results: { id: string }[] }>
      }
      expect((await module.search('staff')).results[0]!.id).toBe('en:staff:/pagefind/part-1/,/pagefind/part-2/')
      lang.value = 'es'
      expect((await module.search('personal')).results[0]!.id).toBe('es:personal:/pagefind/part-1/')
      lang.value = 'en'
      expect((await module.search('again')).results[0]!.id).toBe('en:again:/pagefind/part-1/,/pagefind/part-2/')
    } finally {
      delete globals.document
      globalThis.fetch = realFetch
    }
  })

  it('writes nothing when no page holds the search', async () => {
    const dir = site({})
    expect(await indexSearch(dir, [], planSearch([], 1, undefined), folders())).toEqual({ pages: 0, indexed: 0 })
    expect(existsSync(join(dir, 'pagefind'))).toBe(false)
  })
})

describe('the search copy of a page', () => {
  it('leaves out the elements Pagefind ignores whole, nested ones too, and keeps everything else', () => {
    const main =
      '<main><h1>Title</h1><section class="a" data-pagefind-ignore="all"><section><h2>Inner</h2></section><p>x</p></section>' +
      '<p>Body</p><form data-pagefind-ignore=""><input></form><section data-pagefind-ignore="all">y</section><p>End</p></main>'
    expect(withoutIgnored(main)).toBe(
      '<main><h1>Title</h1><p>Body</p><form data-pagefind-ignore=""><input></form><p>End</p></main>',
    )
    expect(withoutIgnored('<main><p>plain</p></main>')).toBe('<main><p>plain</p></main>')
  })
})

// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { layOut, type SearchPage } from '../../src/build/index-search.ts'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

/** A store of copies (each named by its "hash") and a folder to lay a part out in. */
function setUp(copies: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'search-layout-'))
  dirs.push(dir)
  const store = join(dir, 'copies')
  mkdirSync(store)
  for (const [name, text] of Object.entries(copies)) writeFileSync(join(store, `${name}.html`), text)
  return { store, source: join(dir, 'work', '3') }
}

const page = (key: string, copy: string): SearchPage => ({
  key,
  file: `${key.slice(1)}/index.html`,
  copy,
  part: 3,
})

/** Every file in the folder, with its text. */
function filesIn(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const f of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, f)
    if (statSync(path).isFile()) out[f] = readFileSync(path, 'utf8')
  }
  return out
}

describe('layOut', () => {
  it("lays a part's pages out as in the site, as links to their copies, and follows the next build's pages", () => {
    const { store, source } = setUp({ a1: 'A', b1: 'B', b2: 'B again', c1: 'C' })
    layOut(source, [page('/insights/a', 'a1'), page('/insights/b', 'b1')], store)
    expect(filesIn(source)).toEqual({ 'insights/a/index.html': 'A', 'insights/b/index.html': 'B' })
    expect(statSync(join(source, 'insights/a/index.html')).ino).toBe(statSync(join(store, 'a1.html')).ino)
    const before = statSync(join(source, 'insights/a/index.html')).ino

    // a gone, b changed, c added
    layOut(source, [page('/insights/b', 'b2'), page('/insights/c', 'c1')], store)
    expect(filesIn(source)).toEqual({ 'insights/b/index.html': 'B again', 'insights/c/index.html': 'C' })
    expect(readFileSync(`${source}.list`, 'utf8').split('\n').sort()).toEqual([
      'insights/b/index.html',
      'insights/c/index.html',
    ])
    // The copies themselves are untouched.
    expect(readFileSync(join(store, 'b1.html'), 'utf8')).toBe('B')
    expect(before).toBe(statSync(join(store, 'a1.html')).ino)
  })

  it('links a listed page again when its file is not its copy', () => {
    const { store, source } = setUp({ a1: 'A' })
    layOut(source, [page('/insights/a', 'a1')], store)
    rmSync(join(source, 'insights/a/index.html'))
    writeFileSync(join(source, 'insights/a/index.html'), 'written over')
    layOut(source, [page('/insights/a', 'a1')], store)
    expect(filesIn(source)).toEqual({ 'insights/a/index.html': 'A' })
    expect(statSync(join(source, 'insights/a/index.html')).ino).toBe(statSync(join(store, 'a1.html')).ino)
  })

  it('makes a folder without its list again from nothing, so no page it does not know of is indexed', () => {
    const { store, source } = setUp({ a1: 'A' })
    layOut(source, [page('/insights/a', 'a1')], store)
    mkdirSync(join(source, 'insights/stray'), { recursive: true })
    writeFileSync(join(source, 'insights/stray/index.html'), 'stray')
    // Listed pages only are looked at: a stray page stays while the list is there…
    layOut(source, [page('/insights/a', 'a1')], store)
    expect(existsSync(join(source, 'insights/stray/index.html'))).toBe(true)
    // …and a folder whose list is lost (a build stopped before writing it) starts again.
    rmSync(`${source}.list`)
    layOut(source, [page('/insights/a', 'a1')], store)
    expect(filesIn(source)).toEqual({ 'insights/a/index.html': 'A' })
  })

  it('lists what it is about to link before linking it', () => {
    const { store, source } = setUp({ a1: 'A' })
    // A copy that is missing fails the layout halfway: the list already names the page.
    expect(() => layOut(source, [page('/insights/a', 'a1'), page('/insights/b', 'missing')], store)).toThrow()
    expect(readFileSync(`${source}.list`, 'utf8').split('\n').sort()).toEqual([
      'insights/a/index.html',
      'insights/b/index.html',
    ])
  })
})

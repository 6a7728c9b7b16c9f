// @vitest-environment node
import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { swapDir, Trash, writeInTree } from '../../src/build/swap-dir.ts'

const scratch = mkdtempSync(join(tmpdir(), 'swap-dir-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** A folder of `count` files in folders of ten, each holding `text`. */
function site(dir: string, count: number, text: string): string {
  for (let i = 0; i < count; i++) {
    mkdirSync(join(dir, `page-${Math.floor(i / 10)}`), { recursive: true })
    writeFileSync(join(dir, `page-${Math.floor(i / 10)}`, `${i}.html`), text)
  }
  return dir
}

describe('swapDir', () => {
  test('puts the new folder in place at once and, with `later`, removes the old one in a process of its own', async () => {
    const aside = join(scratch, 'cache')
    mkdirSync(aside)
    const target = site(join(scratch, 'dist'), 2_000, 'old')
    swapDir(site(join(scratch, 'next'), 20, 'new'), target, aside, { later: true })
    expect(readFileSync(join(target, 'page-1', '15.html'), 'utf8')).toBe('new')
    expect(readdirSync(scratch).sort()).toEqual(['cache', 'dist'])
    await expect.poll(() => readdirSync(aside), { timeout: 10_000 }).toEqual([])
  })

  test('without `later`, the old folder is gone when it returns', () => {
    const aside = join(scratch, 'cache-now')
    mkdirSync(aside)
    const target = site(join(scratch, 'dist-now'), 50, 'old')
    swapDir(site(join(scratch, 'next-now'), 5, 'new'), target, aside)
    expect(readdirSync(aside)).toEqual([])
    expect(readFileSync(join(target, 'page-0', '4.html'), 'utf8')).toBe('new')
  })
})

describe('writeInTree', () => {
  const base = mkdtempSync(join(tmpdir(), 'write-in-tree-'))
  afterAll(() => rmSync(base, { recursive: true, force: true }))
  const tree = join(base, 'tree')
  const trashDir = join(base, 'trash')
  mkdirSync(tree)
  const trash = new Trash(trashDir, 'render-1')
  const trashed = () => (statSync(trashDir, { throwIfNoEntry: false }) ? readdirSync(trashDir) : [])

  test('makes a file that is not there', () => {
    writeInTree(join(tree, 'new.html'), Buffer.from('<p>new</p>'), trash)
    expect(readFileSync(join(tree, 'new.html'), 'utf8')).toBe('<p>new</p>')
  })

  test('writes over a file only the tree holds, in place, to the new length', () => {
    const page = join(tree, 'own.html')
    writeFileSync(page, `<p>${'an older and longer version '.repeat(500)}</p>`)
    const inode = statSync(page).ino
    writeInTree(page, Buffer.from('<p>shorter</p>'), trash)
    expect(readFileSync(page, 'utf8')).toBe('<p>shorter</p>')
    expect(statSync(page).ino).toBe(inode)
    writeInTree(page, Buffer.from(`<p>${'longer again '.repeat(900)}</p>`), trash)
    expect(readFileSync(page, 'utf8')).toBe(`<p>${'longer again '.repeat(900)}</p>`)
    expect(statSync(page).ino).toBe(inode)
    expect(trashed()).toEqual([])
  })

  test('never writes through a file another tree links (the previous build’s dist/): it goes to the trash', () => {
    const dist = join(base, 'dist-page.html')
    writeFileSync(dist, '<p>live</p>')
    const page = join(tree, 'linked.html')
    linkSync(dist, page)
    writeInTree(page, Buffer.from('<p>next</p>'), trash)
    expect(readFileSync(dist, 'utf8')).toBe('<p>live</p>')
    expect(readFileSync(page, 'utf8')).toBe('<p>next</p>')
    expect(statSync(page).ino).not.toBe(statSync(dist).ino)
    expect(trashed()).toEqual(['render-1-0'])
    expect(readFileSync(join(trashDir, 'render-1-0'), 'utf8')).toBe('<p>live</p>')
  })
})

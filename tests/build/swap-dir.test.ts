// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { swapDir } from '../../scripts/swap-dir.ts'

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

// @vitest-environment node
/**
 * A file listed under pages/ that is gone when it is read (a save's temporary file renamed over its page while the
 * studio's preview read the folder: the preview failed with ENOENT, found in the e2e suite's log) is not content
 * any more: every reader of the folder leaves it out, and any other failure still fails.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'

// Which files vanish (or fail otherwise) once listed, as if renamed or unreadable in between.
const vanishing = new Map<string, string>()
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>()
  const failing =
    <F extends (...args: never[]) => unknown>(f: F) =>
    (...args: Parameters<F>): ReturnType<F> => {
      const code = [...vanishing].find(([name]) => String(args[0]).endsWith(name))?.[1]
      if (code) throw Object.assign(new Error(`${code}: ${String(args[0])}`), { code })
      return f(...args) as ReturnType<F>
    }
  return { ...fs, readFileSync: failing(fs.readFileSync), statSync: failing(fs.statSync) }
})

const { readContentDir, readKnownContentDir } = await import('../../src/content/read-content-dir.ts')

const root = mkdtempSync(join(tmpdir(), 'files-gone-'))
mkdirSync(join(root, 'pages'))
writeFileSync(join(root, 'pages/index.yaml'), 'title: Home\n')
writeFileSync(join(root, 'pages/index.yaml.studio-1.tmp'), 'title: Home, saved\n')
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('a content file gone between listing and reading', () => {
  it('is left out by readContentDir and readKnownContentDir', () => {
    vanishing.set('index.yaml.studio-1.tmp', 'ENOENT')
    expect(readContentDir(root).map((f) => f.file)).toEqual(['pages/index.yaml'])
    expect(readKnownContentDir(root, new Map()).map((f) => f.file)).toEqual(['pages/index.yaml'])
    vanishing.clear()
    expect(
      readContentDir(root)
        .map((f) => f.file)
        .sort(),
    ).toEqual(['pages/index.yaml', 'pages/index.yaml.studio-1.tmp'])
  })

  it('still fails on a file that cannot be read for another reason', () => {
    vanishing.set('index.yaml', 'EACCES')
    expect(() => readContentDir(root)).toThrow(/EACCES/)
    expect(() => readKnownContentDir(root, new Map())).toThrow(/EACCES/)
    vanishing.clear()
  })
})

// @vitest-environment node
/**
 * The dev server's watcher of pages/ (src/site/folder-watcher.ts): what it tells for each change an editor or a tool
 * makes, in Vite's words, once per change; and the content it feeds (ContentFiles) ignores a save of the same text.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ContentFiles } from '../../src/content/content-files.ts'
import { watchFolder, type WatchEvent } from '../../src/site/folder-watcher.ts'

let dir: string
let told: [WatchEvent, string][]
let stop: () => void

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'folder-watcher-'))
  mkdirSync(join(dir, 'articles'))
  writeFileSync(join(dir, 'about.yaml'), 'title: About\n')
  writeFileSync(join(dir, 'articles/one.yaml'), 'title: One\n')
  told = []
  stop = watchFolder(dir, (event, path) => told.push([event, path.slice(dir.length + 1)]))
})
afterEach(() => {
  stop()
  rmSync(dir, { recursive: true, force: true })
})

/** What was told once the changes have settled (the watcher gathers a path's events for 15 ms). */
async function settled(): Promise<[WatchEvent, string][]> {
  const deadline = Date.now() + 3_000
  let seen = -1
  // Done when nothing new came for 150 ms.
  while (Date.now() < deadline && seen !== told.length) {
    seen = told.length
    await new Promise((done) => setTimeout(done, 150))
  }
  return told.splice(0)
}

describe('the folder watcher', () => {
  it('tells a file changed once, in a folder or at the top, however many writes made the save', async () => {
    const file = join(dir, 'articles/one.yaml')
    writeFileSync(file, '')
    writeFileSync(file, 'title: One, edited\n')
    writeFileSync(join(dir, 'about.yaml'), 'title: About us\n')
    expect((await settled()).sort()).toEqual([
      ['change', 'about.yaml'],
      ['change', 'articles/one.yaml'],
    ])
  })

  it('tells a file added, removed, and renamed (the old name removed, the new one added)', async () => {
    writeFileSync(join(dir, 'articles/two.yaml'), 'title: Two\n')
    expect(await settled()).toEqual([['add', 'articles/two.yaml']])
    rmSync(join(dir, 'articles/two.yaml'))
    expect(await settled()).toEqual([['unlink', 'articles/two.yaml']])
    renameSync(join(dir, 'articles/one.yaml'), join(dir, 'articles/first.yaml'))
    expect((await settled()).sort()).toEqual([
      ['add', 'articles/first.yaml'],
      ['unlink', 'articles/one.yaml'],
    ])
  })

  it('a file saved by replacing it (write aside, rename over: how many editors save) is a change', async () => {
    writeFileSync(join(dir, 'articles/.one.yaml.tmp'), 'title: One, saved atomically\n')
    renameSync(join(dir, 'articles/.one.yaml.tmp'), join(dir, 'articles/one.yaml'))
    expect(await settled()).toEqual([['change', 'articles/one.yaml']])
  })

  it('a folder added is watched, with what it holds; a folder removed tells its files gone, then itself', async () => {
    mkdirSync(join(dir, 'jobs'))
    writeFileSync(join(dir, 'jobs/tester.yaml'), 'title: Tester\n')
    const added = await settled()
    expect(added[0]).toEqual(['addDir', 'jobs'])
    expect(added).toContainEqual(['add', 'jobs/tester.yaml'])
    writeFileSync(join(dir, 'jobs/tester.yaml'), 'title: Test Engineer\n')
    expect(await settled()).toEqual([['change', 'jobs/tester.yaml']])
    rmSync(join(dir, 'jobs'), { recursive: true })
    expect(await settled()).toEqual([
      ['unlink', 'jobs/tester.yaml'],
      ['unlinkDir', 'jobs'],
    ])
  })

  it('tells nothing once stopped', async () => {
    stop()
    writeFileSync(join(dir, 'about.yaml'), 'title: Stopped\n')
    expect(await settled()).toEqual([])
  })
})

describe('the content the watcher feeds', () => {
  it('a file told changed with the text it had is no change; a new text, a removal and a file gone again are', () => {
    const root = mkdtempSync(join(tmpdir(), 'content-files-'))
    try {
      mkdirSync(join(root, 'pages'))
      writeFileSync(join(root, 'pages/about.yaml'), 'title: About\n')
      const files = new ContentFiles(root)
      const path = join(root, 'pages/about.yaml')
      expect(files.changed(path, 'change')).toBe(false)
      writeFileSync(path, 'title: About us\n')
      expect(files.changed(path, 'change')).toBe(true)
      expect(files.files().map((f) => f.text)).toEqual(['title: About us\n'])
      // Told of an addition of a file that was removed again before it could be read: nothing to do.
      expect(files.changed(join(root, 'pages/ghost.yaml'), 'add')).toBe(false)
      rmSync(path)
      expect(files.changed(path, 'change')).toBe(true)
      expect(files.files()).toEqual([])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

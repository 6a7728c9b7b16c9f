/**
 * The tree of the build before the last: the dist/ that the last build replaced, kept in `.cache/pages/spare/` with
 * the manifest it was built from. The next build takes it as its own folder and changes only what changed since
 * (src/build/kept-pages.ts) instead of making a folder and a link for every page it keeps: at 10,000 articles, 11,000
 * folders and links (1.2 to 3 s here), and the 25,000 files of the replaced dist/ no longer removed after each build.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { pageFile } from './html-file.ts'
import { isPageManifest, sameBuild, type PageManifest, type PreviousBuild } from './kept-pages.ts'
import { removeLater } from './swap-dir.ts'
import { readTreeId } from './tree-id.ts'
import { WORKER_LIMITS } from '../lib/worker-limits.ts'

const TREE = 'spare'
const META = 'spare.json'
/** The share of the last build's pages the spare tree agrees with (see keepSpare). */
const AGREES = 'spare-agrees.txt'

/**
 * Takes the spare tree out of `kept` into `site` (a rename: no other build can take it too) and returns its manifest;
 * undefined, and nothing taken, when there is none or it is not the tree its manifest describes.
 */
export function takeSpare(cache: string, kept: string, site: string): PageManifest | undefined {
  let manifest: unknown
  let id: unknown
  try {
    ;({ manifest, id } = JSON.parse(readFileSync(join(kept, META), 'utf8')) as { manifest?: unknown; id?: unknown })
    if (!isPageManifest(manifest) || typeof id !== 'string') return undefined
    renameSync(join(kept, TREE), site)
  } catch {
    return undefined
  }
  if (readTreeId(cache, site) === id) return manifest
  rmSync(site, { recursive: true, force: true })
  return undefined
}

/**
 * Keeps `tree` (a replaced dist/, already moved to `next`/spare) as the spare of the next build when it is the last
 * build's dist/ (its id is `last`'s, whose manifest the build checked against it when it started), with that
 * manifest as it was kept and how far it agrees with `current` (the manifest of the build that replaced it, the next
 * build's last: see spareWorthTaking); removes it otherwise.
 */
export function keepSpare(cache: string, next: string, last: PreviousBuild | undefined, current: PageManifest): void {
  const tree = join(next, TREE)
  try {
    if (last && readTreeId(cache, tree) === last.id) {
      const { manifest } = last
      writeFileSync(join(next, META), `{"id":${JSON.stringify(last.id)},"manifest":${last.text}}`)
      const keys = Object.keys(current.pages)
      const same = keys.filter((key) => manifest.pages[key]?.[0] === current.pages[key]![0]).length
      writeFileSync(join(next, AGREES), String(keys.length ? same / keys.length : 1))
      return
    }
  } catch {
    // No tree, or no id in it.
  }
  removeLater(tree)
}

/** Where swapDir puts the replaced dist/ so that keepSpare can keep it. */
export const spareIn = (next: string) => join(next, TREE)

/**
 * Whether the spare tree in `kept` is worth taking for a build whose last build is `previous`: when there is one, and
 * it agrees with the last build on at least half its pages (as the last build noted when it kept it). After a change
 * to the code, every page the last build rendered differs from the spare's, and each would be unlinked there and
 * linked from dist/ one by one (1.4 s of the main thread at 11,000 pages): a tree linked from the last build's pages
 * (linkSpare) is made off the main thread instead.
 */
export function spareWorthTaking(kept: string, previous: PreviousBuild | undefined): boolean {
  if (!existsSync(join(kept, TREE))) return false
  if (!previous) return true
  try {
    return Number(readFileSync(join(kept, AGREES), 'utf8')) >= 0.5
  } catch {
    return false
  }
}

/**
 * A spare tree made of the last build's own pages, for a build that has none (the first incremental build after a
 * full one): each page's files in the last build's dist/ (its HTML and compressed copies) hard-linked into `tree` by
 * a worker thread, while the content is read, instead of page by page by the keeper on the main thread once the
 * pages are hashed (11,000 folders and links: 1.2 s of it). Resolves with the manifest of what the tree holds (the
 * last build's pages, and nothing else: no files of the site's own, no search index), or undefined, and no tree, when
 * it could not be made from that dist/ alone (another build swapped its own in meanwhile).
 */
export async function linkSpare(previous: PreviousBuild, tree: string): Promise<PageManifest | undefined> {
  // Each folder's page files, by folder (a page's folder may hold other pages' folders, never their files).
  const folders = new Map<string, string[]>()
  for (const key of Object.keys(previous.manifest.pages)) {
    const file = pageFile(key)
    const folder = dirname(file)
    const name = file.slice(folder === '.' ? 0 : folder.length + 1)
    const names = folders.get(folder) ?? []
    names.push(name, `${name}.br`, `${name}.gz`)
    folders.set(folder, names)
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const worker = new Worker(LINKER, {
        eval: true,
        workerData: { from: previous.dist, to: tree, folders },
        resourceLimits: WORKER_LIMITS,
      })
      worker.once('message', () => resolve())
      worker.once('error', reject)
      worker.once('exit', (code) => reject(new Error(`the linker stopped (exit code ${code})`)))
    })
    if (sameBuild(previous)) {
      const { manifest } = previous
      return { ...manifest, others: [], search: { ...manifest.search, held: {}, recent: {} } }
    }
  } catch {
    // Its dist/ went away meanwhile: the keeper links what it keeps.
  }
  rmSync(tree, { recursive: true, force: true })
  return undefined
}

/** The linker's thread: links the files of `folders` that are in `from` into `to`. */
const LINKER = `
const { workerData, parentPort } = require('node:worker_threads')
const { linkSync, mkdirSync, readdirSync } = require('node:fs')
const { join } = require('node:path')
const { from, to, folders } = workerData
mkdirSync(to, { recursive: true })
for (const [folder, names] of folders) {
  const wanted = new Set(names)
  const there = readdirSync(join(from, folder)).filter((name) => wanted.has(name))
  if (!there.length) continue
  mkdirSync(join(to, folder), { recursive: true })
  for (const name of there) linkSync(join(from, folder, name), join(to, folder, name))
}
parentPort.postMessage('linked')
`

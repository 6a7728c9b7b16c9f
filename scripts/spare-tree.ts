/**
 * The tree of the build before the last: the dist/ that the last build replaced, kept in `.cache/pages/spare/` with
 * the manifest it was built from. The next build takes it as its own folder and changes only what changed since
 * (scripts/kept-pages.ts) instead of making a folder and a link for every page it keeps: at 10,000 articles, 11,000
 * folders and links (1.2 to 3 s here), and the 25,000 files of the replaced dist/ no longer removed after each build.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildId, isPageManifest, type PageManifest } from './kept-pages.ts'
import { removeLater } from './swap-dir.ts'

const TREE = 'spare'
const META = 'spare.json'

/**
 * Takes the spare tree out of `kept` into `site` (a rename: no other build can take it too) and returns its manifest;
 * undefined, and nothing taken, when there is none or it is not the tree its manifest describes.
 */
export function takeSpare(kept: string, site: string): PageManifest | undefined {
  let manifest: unknown
  try {
    manifest = (JSON.parse(readFileSync(join(kept, META), 'utf8')) as { manifest?: unknown }).manifest
    if (!isPageManifest(manifest)) return undefined
    renameSync(join(kept, TREE), site)
  } catch {
    return undefined
  }
  try {
    if (readFileSync(join(site, '.build-id'), 'utf8') === buildId(manifest)) return manifest
  } catch {
    // Its id is gone: not trusted.
  }
  rmSync(site, { recursive: true, force: true })
  return undefined
}

/**
 * Keeps `tree` (a replaced dist/, already moved to `next`/spare) as the spare of the next build when it is the one
 * `manifest` describes; removes it otherwise.
 */
export function keepSpare(next: string, manifest: PageManifest | undefined): void {
  const tree = join(next, TREE)
  try {
    if (manifest && readFileSync(join(tree, '.build-id'), 'utf8') === buildId(manifest)) {
      writeFileSync(join(next, META), JSON.stringify({ manifest }))
      return
    }
  } catch {
    // No tree, or no id in it.
  }
  removeLater(tree)
}

/** Where swapDir puts the replaced dist/ so that keepSpare can keep it. */
export const spareIn = (next: string) => join(next, TREE)

/**
 * The previous build's bundles, cached in `.cache/bundles/` and reused when nothing they are built from changed: an
 * edit of the content that leaves the site file and the templates alone needs no bundling (src/build/build-cache.ts).
 */
import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { definitionsOutside } from '../content/project-file.ts'
import { FileDigests, hashTree } from '../lib/hash-tree.ts'
import type { BuiltSite } from '../site/built-site.ts'
import { DevSite } from '../site/dev-site.ts'
import { formsDeliver } from '../site/forms-deliver.ts'
import { contentModules } from '../site/vite-plugin.ts'
import { swapDir } from './swap-dir.ts'

/** Bumped when what is cached changes: bundles cached by another version are not used. */
const VERSION = 1

/**
 * What the bundles and the pages rendered from them are built from, besides the content: the code (src/ and the
 * build's own scripts/), its config, public/, the dependencies' versions (package-lock.json) and the .env files Vite
 * reads.
 */
const CODE = [
  'src',
  'scripts',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
]

/** A hash of the code a build runs (see CODE), Node's version and the VITE_ variables: the same hash, the same code. */
export function codeHash(root: string): string {
  const h = createHash('sha256').update(`${VERSION}\0${process.version}\0`)
  for (const [name, value] of Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b)))
    if (name.startsWith('VITE_')) h.update(`${name}=${value}\0`)
  const digests = FileDigests.of(root)
  for (const entry of [...CODE, ...definitionsOutside(root, CODE)]) hashTree(h, root, entry, digests)
  digests.save()
  return h.digest('hex')
}

/**
 * A hash of everything the client and server bundles are built from: the code (codeHash) and what they take from
 * the content (virtual:site, virtual:routes, whether a form delivers). The same key, the same bundles.
 */
export function bundleKey(code: string, root: string, built: BuiltSite): string {
  return createHash('sha256')
    .update(code)
    .update(JSON.stringify(contentModules(DevSite.of(built))))
    .update(String(formsDeliver(root)))
    .digest('hex')
}

/** Where the previous build's bundles are cached, with their key, under the project's .cache/. */
export const bundlesDir = (cache: string) => join(cache, 'bundles')

/**
 * The code hash (codeHash) the cached bundles were built with, if any: when it is not this build's, the build bundles
 * whatever its content holds, and can start the bundler before the content is loaded.
 */
export function cachedBundleCode(cache: string): string | undefined {
  try {
    return readFileSync(join(bundlesDir(cache), 'code'), 'utf8')
  } catch {
    return undefined
  }
}

/**
 * Copies the cached bundles into `client` and `ssr` when they were built under `key`; false (and nothing copied) when
 * there are none or they were built from something else. Copies, not links: the build writes into these folders.
 */
export function reuseBundles(cache: string, key: string, { client, ssr }: { client: string; ssr: string }): boolean {
  const dir = bundlesDir(cache)
  try {
    if (readFileSync(join(dir, 'key'), 'utf8') !== key) return false
    cpSync(join(dir, 'client'), client, { recursive: true })
    cpSync(join(dir, 'ssr'), ssr, { recursive: true })
    return true
  } catch {
    // Another build swapped its own in meanwhile: bundle as usual.
    rmSync(client, { recursive: true, force: true })
    rmSync(ssr, { recursive: true, force: true })
    return false
  }
}

/**
 * Caches the bundles just built (`client` without the images, which are written from their own cache, and `ssr`) for
 * the next build, under `key`, built with the code of hash `code`. `work` is this build's own folder.
 */
export function cacheBundles(
  cache: string,
  { key, code }: { key: string; code: string },
  { client, ssr, work }: { client: string; ssr: string; work: string },
): void {
  const next = join(work, 'bundles')
  const media = join(client, 'media')
  mkdirSync(next, { recursive: true })
  cpSync(client, join(next, 'client'), {
    recursive: true,
    filter: (path) => path !== media && !path.startsWith(media + sep),
  })
  cpSync(ssr, join(next, 'ssr'), { recursive: true })
  writeFileSync(join(next, 'code'), code)
  // Written last: a folder without its key is never used.
  writeFileSync(join(next, 'key'), key)
  try {
    swapDir(next, bundlesDir(cache), cache, { later: true })
  } catch {
    // Another build cached its own at the same moment: either is right for its key.
  }
}

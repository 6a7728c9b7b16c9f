/**
 * The last build's bundles, kept in `.cache/bundles/` and used again when nothing they are made from changed: an
 * edit of the content that leaves the site file and the templates alone needs no bundling (src/build/build-site.ts).
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

/** Bumped when what is kept changes: bundles kept by another version are not used. */
const VERSION = 1

/**
 * What the bundles and the pages rendered from them are made from, besides the content: the code (src/ and the
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
 * A hash of everything the client and server bundles are made from: the code (codeHash) and what they take from
 * the content (virtual:site, virtual:routes, whether a form delivers). The same key, the same bundles.
 */
export function bundleKey(code: string, root: string, built: BuiltSite): string {
  return createHash('sha256')
    .update(code)
    .update(JSON.stringify(contentModules(DevSite.of(built))))
    .update(String(formsDeliver(root)))
    .digest('hex')
}

/** Where the last bundles are kept, with their key, under the project's .cache/. */
export const kept = (cache: string) => join(cache, 'bundles')

/**
 * The code hash (codeHash) the kept bundles were made with, if any: when it is not this build's, the build bundles
 * whatever its content holds, and can start the bundler before the content is loaded.
 */
export function keptCode(cache: string): string | undefined {
  try {
    return readFileSync(join(kept(cache), 'code'), 'utf8')
  } catch {
    return undefined
  }
}

/**
 * Copies the kept bundles into `client` and `ssr` when they were made under `key`; false (and nothing copied) when
 * there are none or they were made from something else. Copies, not links: the build writes into these folders.
 */
export function reuseBundles(cache: string, key: string, { client, ssr }: { client: string; ssr: string }): boolean {
  const dir = kept(cache)
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
 * Keeps the bundles just made (`client` without the images, which are written from their own cache, and `ssr`) for
 * the next build, under `key`, made with the code of hash `code`. `work` is this build's own folder.
 */
export function keepBundles(
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
    swapDir(next, kept(cache), cache, { later: true })
  } catch {
    // Another build kept its own at the same moment: either is right for its key.
  }
}

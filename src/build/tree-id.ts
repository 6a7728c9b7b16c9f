import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Which build wrote a folder of pages (dist/, the reusable output folder), noted in .cache/ rather than in the folder:
 * a host serves whatever dist/ holds. A folder is known by its device, inode and birth time, which a rename keeps; a
 * folder created anew (even at a reused inode) is another.
 */
const FILE = 'tree-ids.json'
/** Folders remembered: dist/, the reusable output folder, and the builds in progress beside them. */
const REMEMBERED = 16

function identity(tree: string): string | undefined {
  try {
    const s = statSync(tree, { bigint: true })
    return s.isDirectory() ? `${s.dev}:${s.ino}:${s.birthtimeNs}` : undefined
  } catch {
    return undefined
  }
}

function readIds(cache: string): [string, string][] {
  try {
    const ids: unknown = JSON.parse(readFileSync(join(cache, FILE), 'utf8'))
    return Array.isArray(ids) ? ids.filter((e): e is [string, string] => typeof e?.[1] === 'string') : []
  } catch {
    return []
  }
}

/** Notes `id` as the build of `tree` (a folder under `cache`'s project). */
export function writeTreeId(cache: string, tree: string, id: string): void {
  const key = identity(tree)
  if (!key) return
  const ids = [...readIds(cache).filter(([k]) => k !== key), [key, id]].slice(-REMEMBERED)
  const temp = join(cache, `${FILE}.${process.pid}`)
  writeFileSync(temp, JSON.stringify(ids))
  renameSync(temp, join(cache, FILE))
}

/** The id noted for `tree`, or undefined: a folder no build wrote, or created anew since. */
export function readTreeId(cache: string, tree: string): string | undefined {
  const key = identity(tree)
  return key === undefined ? undefined : readIds(cache).find(([k]) => k === key)?.[1]
}

import type { Hash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** Adds a file, or every file of a folder in name order, with its path under `root`, to a hash. Nothing when absent. */
export function hashTree(h: Hash, root: string, entry: string): void {
  const path = join(root, entry)
  if (!existsSync(path)) return
  if (!statSync(path).isDirectory()) {
    h.update(`${entry}\0`).update(readFileSync(path)).update('\0')
    return
  }
  const files = (readdirSync(path, { recursive: true }) as string[]).sort()
  for (const file of files) {
    const full = join(path, file)
    if (!statSync(full).isFile()) continue
    h.update(`${relative(root, full).split(sep).join('/')}\0`)
      .update(readFileSync(full))
      .update('\0')
  }
}

import { renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Replaces the folder `target` by `next` (both on one filesystem): the old folder is renamed aside into `aside`,
 * `next` is renamed in, then the old one is removed. A reader sees the old folder or the new one, never a
 * half-written one; between the two renames `target` is briefly absent. When `next` cannot be moved in, the old
 * folder is put back.
 */
export function swapDir(next: string, target: string, aside: string): void {
  const old = join(aside, `old-${process.pid}-${Date.now()}`)
  for (let attempt = 0; ; attempt++) {
    let moved = false
    try {
      renameSync(target, old)
      moved = true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    try {
      renameSync(next, target)
      break
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      // A concurrent build swapped its own site in between our two renames: set that one aside too and retry.
      if ((code === 'ENOTEMPTY' || code === 'EEXIST') && attempt < 5) {
        if (moved) rmSync(old, { recursive: true, force: true })
        continue
      }
      if (moved) renameSync(old, target)
      throw error
    }
  }
  rmSync(old, { recursive: true, force: true })
}

import { spawn } from 'node:child_process'
import {
  closeSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'

/**
 * Replaces the folder `target` by `next` (both on one filesystem): the old folder is renamed aside into `aside`,
 * `next` is renamed in, then the old one is removed. A reader sees the old folder or the new one, never a
 * half-written one; between the two renames `target` is briefly absent. When `next` cannot be moved in, the old
 * folder is put back. With `later`, the old folder is removed by a process of its own once this one has moved on
 * (a large site's thousands of files would keep the build waiting on its garbage); with `keep`, it is moved there
 * instead (on the same filesystem).
 */
export function swapDir(
  next: string,
  target: string,
  aside: string,
  { later = false, keep }: { later?: boolean; keep?: string } = {},
): void {
  const old = join(aside, `old-${process.pid}-${Date.now()}`)
  let moved: boolean
  for (let attempt = 0; ; attempt++) {
    moved = false
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
  if (!moved) return
  if (keep) renameSync(old, keep)
  else if (later) removeLater(old)
  else rmSync(old, { recursive: true, force: true })
}

/**
 * Removes `dir` in a detached process that outlives this one: for folders nobody reads any more (an old dist/ set
 * aside, a killed build's work). Two removers of one folder at once do no harm.
 */
export function removeLater(dir: string): void {
  const remover = spawn(
    process.execPath,
    ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true, maxRetries: 3 })', dir],
    { detached: true, stdio: 'ignore' },
  )
  remover.on('error', () => rmSync(dir, { recursive: true, force: true }))
  remover.unref()
}

/**
 * A folder that files and folders are moved into instead of being removed, for removeLater to remove once the build
 * has moved on: a rename is much cheaper than a removal, which waits for the file's blocks to be freed (on ext4 with
 * online discard, for one). Each thread moving things in names them by a prefix of its own.
 */
export class Trash {
  private count = 0
  private made = false

  constructor(
    private readonly dir: string,
    private readonly prefix: string,
  ) {}

  /** Moves `path` (a file or a folder) into the trash; false when nothing was there. */
  put(path: string): boolean {
    if (!this.made) {
      mkdirSync(this.dir, { recursive: true })
      this.made = true
    }
    try {
      renameSync(path, join(this.dir, `${this.prefix}-${this.count++}`))
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
      throw error
    }
  }
}

/**
 * Writes a file of an output folder a build is writing (a page's, by a renderer). A file already there (a changed
 * page's old version in the reused output folder) is written over in place when the folder is all that holds it (one
 * link): its blocks are reused, and no file is created or removed. One with other links (a hard link to the previous
 * build's dist/) is never written through: it goes to `trash` (removed, it would hold the writer up while its blocks
 * are freed) and a new file is created.
 */
export function writeInTree(target: string, data: Buffer, trash: Trash): void {
  try {
    writeFileSync(target, data, { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    if (writeOver(target, data)) return
    trash.put(target)
    writeFileSync(target, data, { flag: 'wx' })
  }
}

/** Writes `data` over the file at `target` when nothing else links to it (false, and nothing written, when it does). */
function writeOver(target: string, data: Buffer): boolean {
  const fd = openSync(target, 'r+')
  try {
    if (fstatSync(fd).nlink !== 1) return false
    for (let at = 0; at < data.length;) at += writeSync(fd, data, at, data.length - at, at)
    ftruncateSync(fd, data.length)
    return true
  } finally {
    closeSync(fd)
  }
}

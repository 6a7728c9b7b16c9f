import { hash as digestOf, type Hash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
  type Stats,
} from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileStamp } from './file-stamp.ts'

/** How long after a change a file's digest may be kept (see fileStamp). */
const SETTLE_MS = 2000

/**
 * The digests of a project's files by path, each with the stat it was made at (`.cache/file-digests.json`): a file
 * whose stat is the same has the same bytes, and is not read again. A build hashes its code twice (the bundles' key,
 * the parsed files' key): hundreds of files of `src/` read and hashed each time, against a stat of each. A file
 * changed less than two seconds before its stat is read is never cached.
 */
export class FileDigests {
  private static readonly open = new Map<string, FileDigests>()
  private changed = false

  private constructor(
    private readonly file: string,
    private readonly known: Map<string, [stamp: string, digest: string]>,
  ) {}

  /** The digests kept under `root`'s `.cache/`, shared by everything in this process that hashes its files. */
  static of(root: string): FileDigests {
    let digests = FileDigests.open.get(root)
    if (!digests) FileDigests.open.set(root, (digests = FileDigests.read(root)))
    return digests
  }

  /** The digests kept under `root`'s `.cache/`, read now (none when there are none, or they cannot be read). */
  static read(root: string): FileDigests {
    const file = join(root, '.cache', 'file-digests.json')
    let known = new Map<string, [string, string]>()
    try {
      const kept: unknown = JSON.parse(readFileSync(file, 'utf8'))
      if (kept && typeof kept === 'object') known = new Map(Object.entries(kept as Record<string, [string, string]>))
    } catch {
      // none kept yet, or not readable: every file is read
    }
    return new FileDigests(file, known)
  }

  /** The digest of the file at `path`, whose stat is `stat`: kept, or made from its bytes. */
  digest(path: string, stat: Stats): string {
    const stamp = fileStamp(stat, SETTLE_MS)
    const kept = this.known.get(path)
    if (stamp !== undefined && kept?.[0] === stamp) return kept[1]
    const digest = digestOf('sha256', readFileSync(path), 'hex')
    if (stamp !== undefined) {
      this.known.set(path, [stamp, digest])
      this.changed = true
    }
    return digest
  }

  /** Writes the digests made since they were read (aside, then renamed in: another process reads a whole file). */
  save(): void {
    if (!this.changed) return
    this.changed = false
    try {
      mkdirSync(join(this.file, '..'), { recursive: true })
      const temp = `${this.file}.${process.pid}`
      writeFileSync(temp, JSON.stringify(Object.fromEntries(this.known)))
      renameSync(temp, this.file)
    } catch {
      // Not writable: the next process reads the files again.
    }
  }
}

/**
 * Adds a file, or every file of a folder in name order, with its path under `root`, to a hash: each file's path and
 * the digest of its bytes (`digests`: see FileDigests). Nothing when absent.
 */
export function hashTree(h: Hash, root: string, entry: string, digests = FileDigests.of(root)): void {
  const path = join(root, entry)
  if (!existsSync(path)) return
  const stat = statSync(path)
  if (!stat.isDirectory()) {
    h.update(`${entry}\0${digests.digest(path, stat)}\0`)
    return
  }
  const files = (readdirSync(path, { recursive: true }) as string[]).sort()
  for (const file of files) {
    const full = join(path, file)
    const fileStat = statSync(full)
    if (!fileStat.isFile()) continue
    h.update(`${relative(root, full).split(sep).join('/')}\0${digests.digest(full, fileStat)}\0`)
  }
}

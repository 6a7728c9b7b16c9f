import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { open, readdir, rm, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { StoredFile } from './types.ts'

/** The only names the store gives its files: 32 lower-case hex digits (128 random bits). */
const ID = /^[0-9a-f]{32}$/

/** Flushes a file's or a folder's entry to disk. */
async function sync(path: string): Promise<void> {
  const handle = await open(path, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Uploaded files (résumés) in one private folder, under random names; never served, read only through `path`. */
export class FileStore {
  readonly dir: string

  constructor(dir: string) {
    this.dir = resolve(dir)
    mkdirSync(this.dir, { recursive: true, mode: 0o700 })
  }

  /** Stores `bytes` under a new random name; resolves once the file and its name in the folder are on disk. */
  async save(bytes: Uint8Array, name: string, type: string): Promise<StoredFile> {
    const id = randomBytes(16).toString('hex')
    const path = join(this.dir, id)
    const handle = await open(path, 'wx', 0o600)
    try {
      await handle.writeFile(bytes)
      await handle.sync()
    } catch (error) {
      await handle.close().catch(() => undefined)
      await rm(path, { force: true })
      throw error
    }
    await handle.close()
    await sync(this.dir)
    return { id, name, type, size: bytes.byteLength }
  }

  /** The file's absolute path, or undefined when `id` is not a name this store makes (so never a path of the caller's). */
  path(id: string): string | undefined {
    return ID.test(id) ? join(this.dir, id) : undefined
  }

  /** The files stored here (names of another shape are not this store's and are left out), with when each was written. */
  async stored(): Promise<{ id: string; modifiedAt: number }[]> {
    const found: { id: string; modifiedAt: number }[] = []
    for (const item of await readdir(this.dir, { withFileTypes: true })) {
      if (!item.isFile() || !ID.test(item.name)) continue
      // Gone meanwhile (deleted with its submission): nothing to list.
      const stats = await stat(join(this.dir, item.name)).catch(() => undefined)
      if (stats) found.push({ id: item.name, modifiedAt: stats.mtimeMs })
    }
    return found
  }

  /** Deletes the file (one already gone is fine) and makes the deletion durable. */
  async remove(id: string): Promise<void> {
    const path = this.path(id)
    if (!path) return
    await rm(path, { force: true })
    await sync(this.dir)
  }
}

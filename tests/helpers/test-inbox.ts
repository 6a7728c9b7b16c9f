import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { FileStore } from '../../src/inbox/file-store.ts'
import { openStore } from '../../src/inbox/open-store.ts'
import { expiresAt } from '../../src/inbox/retention.ts'
import type { Entry, InboxAccess, InboxStore, NewEntry } from '../../src/inbox/types.ts'

/** A submission to add: any field of NewEntry, the rest filled in; `pdf` stored as its résumé. */
export type TestEntry = Partial<NewEntry> & { pdf?: { bytes: Uint8Array; name: string } }

/**
 * The inbox as the studio sees it, over the real store: a SQLite file and a FileStore in a temporary folder, the
 * default retention. `add` stores a submission as the receiving side would (what it is not given made up);
 * `close` closes the database and removes the folder.
 */
export async function testInbox(): Promise<{
  access: InboxAccess
  store: InboxStore
  files: FileStore
  add: (entry?: TestEntry) => Promise<Entry>
  close: () => Promise<void>
}> {
  const dir = mkdtempSync(join(tmpdir(), 'test-inbox-'))
  const store = await openStore(pathToFileURL(join(dir, 'inbox.db')).href)
  const files = new FileStore(join(dir, 'files'))
  const deleteFile = async (entry: Entry | undefined) => {
    if (entry?.file) await files.remove(entry.file.id)
    return entry
  }
  const access: InboxAccess = {
    store,
    defaultLanguage: () => 'en',
    filePath: (file) => files.path(file.id),
    expiresAt: (entry, at) => expiresAt(entry, at, {}),
    remove: async (id) => deleteFile(await store.remove(id)),
    removeByEmail: async (email) => {
      const removed = await store.removeByEmail(email)
      for (const entry of removed) await deleteFile(entry)
      return removed
    },
    release: async (id, at) => {
      const entry = await store.get(id)
      if (!entry || entry.folder !== 'held') return undefined
      return store.release(id, at, expiresAt({ ...entry, folder: 'inbox' }, at, {}), [])
    },
  }
  let count = 0
  const add = async ({ pdf, ...given }: TestEntry = {}) => {
    const at = given.at ?? Date.now() - 60_000 + count++
    const entry: NewEntry = {
      form: 'application',
      email: `person${count}@example.com`,
      name: `Person ${count}`,
      fields: {},
      folder: 'inbox',
      talentPool: false,
      expiresAt: null,
      ...given,
      at,
    }
    if (pdf) entry.file = await files.save(pdf.bytes, pdf.name, 'application/pdf')
    if (given.expiresAt === undefined) entry.expiresAt = expiresAt(entry, at, {})
    return store.add(entry, [])
  }
  return {
    access,
    store,
    files,
    add,
    close: async () => {
      await store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

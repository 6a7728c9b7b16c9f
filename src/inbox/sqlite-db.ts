import { closeSync, openSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { createClient } from '@libsql/client'
import type { Db, Query, Row } from './db.ts'

/**
 * How long a statement waits for another process's write lock (a backup, the sqlite3 shell) before it fails. libsql
 * runs statements synchronously, so the wait holds up the whole server: kept short.
 */
const BUSY_MS = 5_000

/** Opens (or creates) the SQLite file at the absolute `path`. */
export async function sqliteDb(path: string): Promise<Db> {
  // Personal data: the file is made readable by this account only before SQLite creates it (its -wal and -shm files
  // take the database file's mode).
  closeSync(openSync(path, 'a', 0o600))
  // One connection: libsql runs statements synchronously anyway, and the pragmas below hold per connection. Its
  // pool rejects (not queues) a call made while a transaction holds that connection, so calls queue here instead.
  const client = createClient({ url: pathToFileURL(path).href, concurrency: 1, timeout: BUSY_MS })
  // WAL: readers never wait for the writer. synchronous FULL: in WAL mode NORMAL syncs the log only at checkpoints,
  // so the last commits before a power loss can vanish though their submitters were told "thank you"; FULL syncs
  // the log at every commit. (kill -9 alone loses nothing once a commit returned: the kernel holds the write.)
  for (const pragma of ['journal_mode = WAL', 'synchronous = FULL', `busy_timeout = ${BUSY_MS}`, 'foreign_keys = ON']) {
    await client.execute(`PRAGMA ${pragma}`)
  }

  let queue: Promise<unknown> = Promise.resolve()
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work)
    queue = run.catch(() => undefined)
    return run
  }
  const rows = (result: { rows: unknown[] }) => result.rows as Row[]

  return {
    dialect: 'sqlite',
    query: (sql, args = []) => serially(async () => rows(await client.execute({ sql, args: [...args] }))),
    transaction: (work) =>
      serially(async () => {
        const tx = await client.transaction('write')
        const query: Query = async (sql, args = []) => rows(await tx.execute({ sql, args: [...args] }))
        try {
          const result = await work(query)
          await tx.commit()
          return result
        } catch (error) {
          tx.close()
          throw error
        }
      }),
    close: () => serially(async () => client.close()),
  }
}

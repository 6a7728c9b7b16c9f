import { fileURLToPath } from 'node:url'
import type { Db } from './db.ts'
import { migrate } from './migrate.ts'
import { postgresDb } from './postgres-db.ts'
import { sqlStore } from './sql-store.ts'
import { sqliteDb } from './sqlite-db.ts'
import type { InboxStore } from './types.ts'

const attempt = <T>(work: () => T): T | undefined => {
  try {
    return work()
  } catch {
    return undefined
  }
}

function openDb(url: string): Promise<Db> {
  if (/^postgres(ql)?:\/\//i.test(url)) return postgresDb(url)
  // A URL's scheme is the same in any case (FILE: is file:), as INBOX_DATABASE_URL's check takes it.
  if (/^file:/i.test(url)) {
    const file = url.replace(/^file:/i, 'file:')
    // fileURLToPath reads `file:inbox.db` as /inbox.db: a relative path is refused before it gets there.
    const path = file.startsWith('file:/') ? attempt(() => fileURLToPath(file)) : undefined
    if (!path)
      throw new Error('A file: database URL names an absolute path, like file:/srv/site/.studio/inbox/inbox.db.')
    return sqliteDb(path)
  }
  // Not the URL itself in the message: it may hold a password.
  throw new Error('The inbox database URL starts with file: (SQLite) or postgres:// (PostgreSQL).')
}

/**
 * Opens the inbox's database: `file:/abs/path.db` is a SQLite file (created when missing), `postgres://...` a
 * PostgreSQL database. Brings its tables to the newest version before it resolves.
 */
export async function openStore(url: string): Promise<InboxStore> {
  const db = await openDb(url)
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return sqlStore(db)
}

import type { Db, Dialect } from './db.ts'

/**
 * The inbox's schema, one step per version: step n brings a database at version n-1 to n. Append only: a step that
 * shipped is never edited, a change is a new step. Times are ms since 1970 (BIGINT), `fields` is JSON text, and
 * `search` is the lower-cased text the list's search looks in.
 */
export const MIGRATIONS: readonly ((dialect: Dialect) => string[])[] = [
  (dialect) => [
    `CREATE TABLE entries (
      id TEXT PRIMARY KEY,
      form TEXT NOT NULL,
      job TEXT,
      job_title TEXT,
      email TEXT NOT NULL,
      name TEXT NOT NULL,
      fields TEXT NOT NULL,
      search TEXT NOT NULL,
      file_id TEXT,
      file_name TEXT,
      file_type TEXT,
      file_size BIGINT,
      status TEXT NOT NULL,
      folder TEXT NOT NULL,
      held_reason TEXT,
      assignee TEXT,
      talent_pool INTEGER NOT NULL,
      created_at BIGINT NOT NULL,
      updated_at BIGINT NOT NULL,
      expires_at BIGINT
    )`,
    'CREATE INDEX entries_by_folder ON entries (folder, created_at)',
    'CREATE INDEX entries_by_email ON entries (email)',
    'CREATE INDEX entries_by_expiry ON entries (expires_at)',
    `CREATE TABLE notes (
      id TEXT PRIMARY KEY,
      entry TEXT NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
      author TEXT NOT NULL,
      text TEXT NOT NULL,
      at BIGINT NOT NULL
    )`,
    'CREATE INDEX notes_by_entry ON notes (entry)',
    `CREATE TABLE outbox (
      seq ${serial(dialect)} PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      entry TEXT REFERENCES entries (id) ON DELETE CASCADE,
      recipient TEXT NOT NULL,
      reply_to TEXT,
      subject TEXT NOT NULL,
      body TEXT NOT NULL,
      attempts INTEGER NOT NULL,
      next_at BIGINT NOT NULL,
      last_error TEXT,
      created_at BIGINT NOT NULL
    )`,
    'CREATE INDEX outbox_by_entry ON outbox (entry)',
    'CREATE INDEX outbox_due ON outbox (next_at)',
    `CREATE TABLE audit (
      seq ${serial(dialect)} PRIMARY KEY,
      at BIGINT NOT NULL,
      actor TEXT NOT NULL,
      action TEXT NOT NULL,
      entry TEXT,
      detail TEXT NOT NULL
    )`,
    'CREATE INDEX audit_by_time ON audit (at)',
    ...appendOnly(dialect, 'audit', 'The audit log is append-only.'),
  ],
  () => ['ALTER TABLE entries ADD COLUMN lang TEXT'],
]

/** An integer key the database counts up (insertion order). */
const serial = (dialect: Dialect) => (dialect === 'postgres' ? 'BIGINT GENERATED ALWAYS AS IDENTITY' : 'INTEGER')

/** Triggers that refuse to change or delete a row of `table`, whoever connects. */
function appendOnly(dialect: Dialect, table: string, message: string): string[] {
  if (dialect === 'sqlite') {
    return ['UPDATE', 'DELETE'].map(
      (op) =>
        `CREATE TRIGGER ${table}_no_${op.toLowerCase()} BEFORE ${op} ON ${table} BEGIN SELECT RAISE(ABORT, '${message}'); END`,
    )
  }
  return [
    `CREATE FUNCTION ${table}_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${message}'; END $$`,
    `CREATE TRIGGER ${table}_no_change BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_append_only()`,
    `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${table}_append_only()`,
  ]
}

/** Any fixed number: the advisory lock PostgreSQL servers take so that only one of them migrates at a time. */
const MIGRATION_LOCK = 4_702_047

/**
 * Brings the database to the newest version in one transaction (all steps or none), recording each step in
 * `inbox_migrations`; a database already there is left alone. Two servers opening one PostgreSQL database at once
 * take turns (an advisory lock); SQLite's write lock does the same for two processes on one file.
 */
export async function migrate(db: Db, now = Date.now()): Promise<void> {
  await db.transaction(async (query) => {
    if (db.dialect === 'postgres') await query('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK])
    await query('CREATE TABLE IF NOT EXISTS inbox_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)')
    const [row] = await query('SELECT MAX(version) AS version FROM inbox_migrations')
    const version = Number(row?.version ?? 0)
    if (version > MIGRATIONS.length) {
      throw new Error(
        `The inbox database is at version ${version}, made by a newer version of this software (this one knows ${MIGRATIONS.length}): update the software before starting the server.`,
      )
    }
    for (let next = version + 1; next <= MIGRATIONS.length; next++) {
      for (const sql of MIGRATIONS[next - 1]!(db.dialect)) await query(sql)
      await query('INSERT INTO inbox_migrations (version, applied_at) VALUES (?, ?)', [next, now])
    }
  })
}

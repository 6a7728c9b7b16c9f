import pg from 'pg'
import type { Db, Query, Row, SqlValue } from './db.ts'

/** `?` placeholders as PostgreSQL's `$1`, `$2`, ... */
const numbered = (sql: string): string => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

/** Connects to the PostgreSQL database at `url` (a pool, so several requests query at once). */
export async function postgresDb(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection the server dropped (a restart) must not take the process down; the pool opens a new one.
  pool.on('error', (error) => console.error(`Inbox database: a PostgreSQL connection was lost (${error.message}).`))
  try {
    await pool.query('SELECT 1')
  } catch (error) {
    await pool.end()
    throw error
  }
  const args = (values: readonly SqlValue[]) => [...values]

  return {
    dialect: 'postgres',
    query: async (sql, values = []) => (await pool.query(numbered(sql), args(values))).rows as Row[],
    transaction: async (work) => {
      const client = await pool.connect()
      const query: Query = async (sql, values = []) => (await client.query(numbered(sql), args(values))).rows as Row[]
      try {
        await client.query('BEGIN')
        const result = await work(query)
        await client.query('COMMIT')
        client.release()
        return result
      } catch (error) {
        // A connection whose rollback fails is in an unknown state: destroyed, not returned to the pool.
        const broken = await client.query('ROLLBACK').then(
          () => undefined,
          (e: Error) => e,
        )
        client.release(broken)
        throw error
      }
    },
    close: () => pool.end(),
  }
}

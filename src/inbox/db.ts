/** The two databases the inbox runs on; the SQL is the same but for the few lines that name this. */
export type Dialect = 'sqlite' | 'postgres'
export type SqlValue = string | number | null
export type Row = Record<string, unknown>
/** Runs one statement; its placeholders are `?` (no `?` inside string literals: PostgreSQL's become `$1`, `$2`...). */
export type Query = (sql: string, args?: readonly SqlValue[]) => Promise<Row[]>

/** The little of a database the inbox's store needs, so one store works over SQLite and PostgreSQL alike. */
export interface Db {
  dialect: Dialect
  query: Query
  /** Runs `work` in one write transaction: committed durably when it resolves, rolled back when it throws. */
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>
  close(): Promise<void>
}

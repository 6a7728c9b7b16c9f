import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort } from './free-port.ts'

const BIN = '/usr/lib/postgresql/15/bin'
const run = promisify(execFile)

export interface TestPostgres {
  /** The cluster's `postgres` database, as user `postgres` (trust: no password). */
  url: string
  /** A new empty database in the cluster, for a test that wants a clean one. */
  newDatabase(): Promise<string>
  /** Stops the cluster and deletes its folder. */
  stop(): Promise<void>
}

/**
 * Starts a throwaway PostgreSQL 15 cluster (Debian's, which `.ci/run` installs) in a temp folder: on a free port of
 * 127.0.0.1 only, its socket in that folder, trust for local connections. Start one per test file (~1 s). PostgreSQL
 * refuses to run as root, so as root it runs as the `postgres` system user. `durable: false` (the default) turns
 * fsync off: the tests check behaviour, the bench asks for real commits.
 */
export async function startPostgres({ durable = false } = {}): Promise<TestPostgres> {
  if (!existsSync(`${BIN}/initdb`)) {
    throw new Error(
      `PostgreSQL 15 is not installed (${BIN}/initdb is missing): .ci/run installs it, or run apt-get install postgresql-15.`,
    )
  }
  const dir = mkdtempSync(join(tmpdir(), 'inbox-pg-'))
  const data = join(dir, 'data')
  const asRoot = userInfo().uid === 0
  if (asRoot) {
    const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout)
    chownSync(dir, await id('-u'), await id('-g'))
  }
  const pgRun = (bin: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', `${BIN}/${bin}`, ...args]) : run(`${BIN}/${bin}`, args)

  try {
    await pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'])
    const port = await freePort()
    const settings = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', durable ? '' : '-c fsync=off']
    await pgRun('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', settings.join(' '), 'start'])
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`
    let databases = 0
    return {
      url,
      async newDatabase() {
        const name = `test_${++databases}`
        const client = new pg.Client(url)
        await client.connect()
        try {
          await client.query(`CREATE DATABASE ${name}`)
        } finally {
          await client.end()
        }
        return `postgres://postgres@127.0.0.1:${port}/${name}`
      },
      async stop() {
        await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined)
        rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8') : ''
    await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined)
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`, { cause: error })
  }
}

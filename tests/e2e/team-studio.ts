import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { freePort } from '../helpers/free-port.ts'
import { scratchProject } from '../helpers/scratch-project.ts'
import type { SiteBuilds } from '../../src/studio/api/site-builds.ts'
import { createTeamServer } from '../../src/studio/team/team-server.ts'
import { usersCli } from '../../src/studio/team/users-cli.ts'
import { keepInGit, withoutGitIdentity } from './git-scratch.ts'
import { sharedStudio } from './shared-studio.ts'

/** Every person's password in these tests. */
export const PASSWORD = 'correct horse battery'

export interface TeamStudio {
  /** The scratch clone the team studio serves, and its origin (a local bare repository). */
  project: string
  remote: string
  /** Where the team studio listens, e.g. http://127.0.0.1:40123. */
  origin: string
  server: Server
  /** `npm run studio -- users …` in the project, the password piped twice. */
  users: (...args: string[]) => string
  /** A new browser context of `name`'s, signed in, with the file list shown. */
  signIn: (browser: Browser, name: string, options?: BrowserContextOptions) => Promise<Page>
  close: () => Promise<void>
}

/**
 * The team studio (`npm run studio -- --team`) on a scratch clone of the project whose origin is a local bare
 * repository, with `people` as its accounts, listening on a free port under its address as its one host name;
 * `builds`: as inside the server that builds and serves the site.
 */
export async function startTeamStudio(
  name: string,
  people: { name: string; role: 'editor' | 'publisher' | 'admin' }[],
  { trustProxy = false, builds }: { trustProxy?: boolean; builds?: SiteBuilds } = {},
): Promise<TeamStudio> {
  const scratch = mkdtempSync(join(tmpdir(), `${name}-`))
  const restoreEnv = withoutGitIdentity(scratch)
  const project = scratchProject(process.cwd(), join(scratch, 'site'))
  const remote = keepInGit(scratch, project)
  const users = (...args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/studio.ts', 'users', ...args], {
      cwd: project,
      input: `${PASSWORD}\n${PASSWORD}\n`,
      encoding: 'utf8',
    })
  for (const person of people) await addUser(project, person.name, person.role, `${person.name}@cedarridge.example`)
  const built = await sharedStudio()
  const port = await freePort()
  const server = createTeamServer({
    root: project,
    built,
    trustProxy,
    hostNames: [`127.0.0.1:${port}`],
    ...(builds ? { builds } : {}),
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${port}`
  return {
    project,
    remote,
    origin,
    server,
    users,
    signIn: async (browser, person, options = {}) => {
      const context = await browser.newContext({ baseURL: origin, viewport: { width: 1400, height: 900 }, ...options })
      const page = await context.newPage()
      await page.goto('/_studio/login')
      await page.getByLabel('Your name').fill(person)
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).click()
      const files = page.getByRole('navigation', { name: 'Content files' })
      await files.getByRole('button').first().waitFor({ timeout: 60_000 })
      return page
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
      restoreEnv()
      rmSync(scratch, { recursive: true, force: true })
    },
  }
}

/**
 * `npm run studio -- users add NAME --role ROLE --email EMAIL` with the password piped twice, run in this process: the
 * same command on the same files, without a Node and its TypeScript loader started for it (2.4 core-s each). The
 * command line itself is `users` above and tests/studio/team/users-cli.test.ts's.
 */
export async function addUser(project: string, name: string, role: string, email: string): Promise<void> {
  const output = new PassThrough()
  let said = ''
  output.on('data', (chunk: Buffer) => (said += chunk))
  const code = await usersCli(['add', name, '--role', role, '--email', email], project, {
    stdin: Readable.from([`${PASSWORD}\n${PASSWORD}\n`]),
    stdout: output,
    stderr: output,
    isTTY: false,
  })
  if (code !== 0) throw new Error(`users add ${name} failed (${code}): ${said}`)
}

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AuditLog } from '../../../src/studio/team/audit-log.ts'
import { teamFiles } from '../../../src/studio/team/team-files.ts'
import { usersCli } from '../../../src/studio/team/users-cli.ts'
import { Users } from '../../../src/studio/team/users.ts'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'studio-users-cli-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** Runs the command with `input` piped to it; answers its exit code and what it printed. */
async function run(args: string[], input = '', stdin: NodeJS.ReadableStream = Readable.from([input]), isTTY = false) {
  const stdout = collect()
  const stderr = collect()
  const code = await usersCli(args, root, { stdin, stdout: stdout.stream, stderr: stderr.stream, isTTY })
  return { code, out: stdout.text(), err: stderr.text() }
}

function collect() {
  const stream = new PassThrough()
  const chunks: string[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')))
  return { stream, text: () => chunks.join('') }
}

const users = () => new Users(teamFiles(root).users)
const events = () =>
  new AuditLog(teamFiles(root).audit).recent().map(({ event, user, detail }) => ({ event, user, detail }))

describe('users add', () => {
  it('adds a user with the password piped in twice, and records it', async () => {
    const result = await run(
      ['add', 'erin', '--role', 'editor', '--email=erin@example.com'],
      'a long password\na long password\n',
    )
    expect(result).toEqual({
      code: 0,
      out: 'Password for erin: \nAgain: \nAdded erin (editor, erin@example.com). They can sign in to the studio now.\n',
      err: '',
    })
    expect(await users().verify('erin', 'a long password')).toEqual({
      name: 'erin',
      email: 'erin@example.com',
      role: 'editor',
    })
    expect(events()).toEqual([{ event: 'user-added', user: 'erin', detail: 'editor, erin@example.com' }])
  })

  it('refuses two different passwords and changes nothing', async () => {
    const result = await run(
      ['add', 'erin', '--role', 'editor', '--email', 'erin@example.com'],
      'a long password\nanother password\n',
    )
    expect(result.code).toBe(1)
    expect(result.err).toBe('The two passwords are not the same: nothing was changed. Run the command again.\n')
    expect(existsSync(teamFiles(root).users)).toBe(false)
    expect(events()).toEqual([])
  })

  it('refuses a short password before asking for it again', async () => {
    const result = await run(
      ['add', 'erin', '--role', 'editor', '--email', 'erin@example.com'],
      'too short\ntoo short\n',
    )
    expect(result).toEqual({
      code: 1,
      out: 'Password for erin: \n',
      err: 'The password is too short: use at least 12 characters (a few words make a good one).\n',
    })
  })

  it('refuses a taken name before asking for a password', async () => {
    await run(['add', 'erin', '--role', 'editor', '--email', 'erin@example.com'], 'a long password\na long password\n')
    const result = await run(['add', 'Erin', '--role', 'publisher', '--email', 'e2@example.com'], '')
    expect(result).toEqual({ code: 1, out: '', err: 'There is already a user called erin: choose another name.\n' })
  })

  it('never takes a password from the command line, and says what is missing', async () => {
    const withPassword = await run(['add', 'erin', '--role', 'editor', '--email', 'e@example.com', '--password', 'x'])
    expect(withPassword.code).toBe(2)
    expect(withPassword.err).toMatch(
      /^A password is never given on the command line, where others could see it: the command asks for it\.\n\nWho can sign in/,
    )
    const noRole = await run(['add', 'erin', '--email', 'e@example.com'])
    expect(noRole.err.split('\n')[0]).toBe('Give erin a role: --role editor, publisher, recruiter, sales or admin.')
    const noInput = await run(['add', 'erin', '--role', 'editor', '--email', 'e@example.com'], '')
    expect(noInput).toMatchObject({ code: 1, err: 'No password was given: nothing was changed.\n' })
  })

  it('reads the password at a terminal without showing it', async () => {
    const stdin = Object.assign(new PassThrough(), { isRaw: false, setRawMode: (raw: boolean) => (stdin.isRaw = raw) })
    // Typed ahead, with a slip corrected by Backspace and an arrow key that is no part of the password.
    stdin.write('a long passwore\u007fd\ra long\u001b[D password\r')
    const result = await run(['add', 'erin', '--role', 'editor', '--email', 'erin@example.com'], '', stdin, true)
    expect(result.code).toBe(0)
    expect(result.out).not.toContain('long')
    expect(stdin.isRaw).toBe(false)
    expect(await users().verify('erin', 'a long password')).toBeDefined()
  })
})

describe('users list, remove and passwd', () => {
  beforeEach(() => {
    // Added directly with a cheap hash: the command itself is tested above, and full-cost hashes take a while.
    const cheap = new Users(teamFiles(root).users, { cost: { N: 2 ** 10, r: 8, p: 1 } })
    cheap.add({ name: 'pat', role: 'publisher', email: 'pat@example.com' }, 'a long password')
    cheap.add({ name: 'Alexandra', role: 'editor', email: 'alex@example.com' }, 'a long password')
  })

  it('lists users in columns, sorted by name', async () => {
    expect(await run(['list'])).toEqual({
      code: 0,
      out:
        'Name       Role       E-mail            Inbox\n' +
        'Alexandra  editor     alex@example.com  none\n' +
        'pat        publisher  pat@example.com   none\n',
      err: '',
    })
  })

  it('changes a role and a publisher’s forms of the inbox, and records it', async () => {
    expect(await run(['set', 'pat', '--inbox', 'application,Contact'])).toEqual({
      code: 0,
      out: 'pat is now publisher, inbox: contact, application. This applies at their next request.\n',
      err: '',
    })
    expect(users().get('pat')?.inbox).toEqual(['contact', 'application'])
    expect(await run(['set', 'Alexandra', '--role=sales'])).toMatchObject({ code: 0 })
    expect((await run(['list'])).out).toBe(
      'Name       Role       E-mail            Inbox\n' +
        'Alexandra  sales      alex@example.com  consultation, contact, newsletter\n' +
        'pat        publisher  pat@example.com   contact, application\n',
    )
    expect(events().slice(0, 2)).toEqual([
      { event: 'user-changed', user: 'Alexandra', detail: 'editor → sales' },
      { event: 'user-changed', user: 'pat', detail: 'publisher → publisher, inbox: contact, application' },
    ])
    const refused = await run(['set', 'Alexandra', '--inbox', 'application'])
    expect(refused).toMatchObject({ code: 1, out: '' })
    expect(refused.err).toMatch(/^Only a publisher is given forms of the inbox: a recruiter sees the applications/)
    expect((await run(['set', 'pat', '--inbox', 'jobs'])).err).toBe(
      '“jobs” is not a form: choose from consultation, contact, newsletter, application.\n',
    )
    expect((await run(['set', 'pat'])).code).toBe(2)
    expect(await run(['set', 'pat', '--inbox', 'none'])).toMatchObject({
      code: 0,
      out: 'pat is now publisher. This applies at their next request.\n',
    })
    expect(users().get('pat')?.inbox).toBeUndefined()
  })

  it('removes a user and records it', async () => {
    expect(await run(['remove', 'PAT'])).toEqual({
      code: 0,
      out: 'Removed pat: they can no longer sign in.\n',
      err: '',
    })
    expect(
      users()
        .list()
        .map((u) => u.name),
    ).toEqual(['Alexandra'])
    expect(events()[0]).toEqual({ event: 'user-removed', user: 'pat', detail: undefined })
    expect(await run(['remove', 'pat'])).toEqual({
      code: 1,
      out: '',
      err: 'There is no user called pat. See who there is with: npm run studio -- users list\n',
    })
  })

  it('changes a password and records it', async () => {
    const result = await run(['passwd', 'pat'], 'a new long password\na new long password\n')
    expect(result).toEqual({ code: 0, out: 'Password for pat: \nAgain: \npat has a new password.\n', err: '' })
    expect(await users().verify('pat', 'a new long password')).toBeDefined()
    expect(await users().verify('pat', 'a long password')).toBeUndefined()
    expect(events()[0]).toEqual({ event: 'password-changed', user: 'pat', detail: undefined })
  })

  it('explains itself for an unknown command', async () => {
    const result = await run(['delete', 'pat'])
    expect(result.code).toBe(2)
    expect(result.err).toContain('“delete” is not a users command.\n\nWho can sign in to the team studio:\n')
    const help = (await run(['help'])).out
    expect(help).toContain('npm run studio -- users passwd NAME\n')
    expect(help).toContain('npm run studio -- users set NAME [--role ROLE] [--inbox FORMS|none]\n')
    expect(help).toContain('  recruiter  saves and proposes changes, and sees the applications\n')
  })
})

it('prints nothing secret into the user file', async () => {
  await run(['add', 'erin', '--role', 'editor', '--email', 'erin@example.com'], 'a long password\na long password\n')
  expect(readFileSync(teamFiles(root).users, 'utf8')).not.toContain('a long password')
})

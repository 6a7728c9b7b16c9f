import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HashQueue } from '../../../src/studio/team/hash-queue.ts'
import { hashPasswordSync } from '../../../src/studio/team/password.ts'
import { Users } from '../../../src/studio/team/users.ts'

const CHEAP = { N: 2 ** 10, r: 8, p: 1 }

/** A queue that counts the password checks (and upgrades) it runs. */
class CountingQueue extends HashQueue {
  runs = 0
  override run<T>(job: () => Promise<T>): Promise<T> {
    this.runs++
    return super.run(job)
  }
}
const ERIN = { name: 'erin', email: 'erin@example.com', role: 'editor' } as const
const PAT = { name: 'Pat.Publisher', email: 'pat@example.com', role: 'publisher' } as const

let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'studio-users-'))
  file = join(dir, '.studio', 'users.json')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('Users', () => {
  it('keeps accounts in a file only this account can read, in a folder git ignores', () => {
    new Users(file, { cost: CHEAP }).add(ERIN, 'a long password')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(statSync(join(dir, '.studio')).mode & 0o777).toBe(0o700)
    expect(readFileSync(join(dir, '.studio', '.gitignore'), 'utf8')).toMatch(/^\*$/m)
    const saved = JSON.parse(readFileSync(file, 'utf8'))
    expect(saved.users).toEqual([
      { ...ERIN, password: expect.stringMatching(/^scrypt\$1024\$8\$1\$/), passwordSet: expect.any(Number) },
    ])
    expect(readFileSync(file, 'utf8')).not.toContain('a long password')
  })

  it('replaces the file in one step: a new file renamed over the old, no temporary file left', () => {
    const users = new Users(file, { cost: CHEAP })
    users.add(ERIN, 'a long password')
    const before = statSync(file).ino
    users.add(PAT, 'another long one')
    expect(statSync(file).ino).not.toBe(before)
    expect(readdirSync(join(dir, '.studio')).sort()).toEqual(['.gitignore', 'users.json'])
  })

  it('lists users sorted by name and finds them whatever the capitals', () => {
    const users = new Users(file, { cost: CHEAP })
    users.add(PAT, 'a long password')
    users.add(ERIN, 'a long password')
    expect(users.list()).toEqual([ERIN, PAT])
    expect(users.get('ERIN')).toEqual(ERIN)
    expect(users.get('pat.publisher')).toEqual(PAT)
    expect(users.byEmail('Pat@Example.com')).toEqual(PAT)
    expect(users.get('nobody')).toBeUndefined()
  })

  it('sees a user added by another process (the users command while the studio runs)', () => {
    const server = new Users(file, { cost: CHEAP })
    expect(server.list()).toEqual([])
    new Users(file, { cost: CHEAP }).add(ERIN, 'a long password')
    expect(server.get('erin')).toEqual(ERIN)
  })

  it('refuses a taken name, a bad name, e-mail, role or a short password, saying what to change', () => {
    const users = new Users(file, { cost: CHEAP })
    users.add(ERIN, 'a long password')
    const refusal = (user: object, password = 'a long password') => {
      try {
        users.add(user as typeof ERIN, password)
        return 'added'
      } catch (error) {
        return (error as Error).message
      }
    }
    expect(refusal({ ...ERIN, name: 'Erin', email: 'other@example.com' })).toBe(
      'There is already a user called erin: choose another name.',
    )
    expect(refusal({ ...PAT, name: 'pat smith' })).toBe(
      '“pat smith” cannot be a user name: use 1 to 40 letters, digits, dots, dashes or underscores, without spaces.',
    )
    expect(refusal({ ...PAT, name: 'x'.repeat(41) })).toMatch(/cannot be a user name/)
    expect(refusal({ ...PAT, email: 'pat at example' })).toBe(
      '“pat at example” is not an e-mail address: write it as name@example.com.',
    )
    expect(refusal({ ...PAT, email: 'ERIN@example.com' })).toBe(
      'erin already has the e-mail address ERIN@example.com: give each user their own.',
    )
    expect(refusal({ ...PAT, role: 'owner' })).toMatch(
      /^“owner” is not a role: choose editor \(saves and proposes changes\), publisher \(.*\), recruiter \(.*\), sales \(.*\), admin \(.*\)\.$/,
    )
    expect(refusal({ ...ERIN, name: 'eve', email: 'eve@example.com', inbox: ['application'] })).toMatch(
      /^Only a publisher is given forms of the inbox/,
    )
    expect(refusal({ ...PAT, inbox: ['applications'] })).toBe(
      '“applications” is not a form: choose from consultation, contact, newsletter, application.',
    )
    expect(refusal(PAT, 'eleven char')).toBe(
      'The password is too short: use at least 12 characters (a few words make a good one).',
    )
    expect(users.list()).toEqual([ERIN])
  })

  it('verifies the right password and answers undefined for a wrong one and an unknown name alike', async () => {
    const hashes = new CountingQueue()
    const users = new Users(file, { cost: CHEAP, hashes })
    users.add(ERIN, 'a long password')
    expect(await users.verify('Erin', 'a long password')).toEqual(ERIN)
    expect(await users.verify('erin', 'a wrong password')).toBeUndefined()
    expect(await users.verify('erin', '')).toBeUndefined()
    expect(hashes.runs).toBe(3)
    // An unknown name still costs a scrypt (against a dummy hash of the same cost), so timing does not tell…
    expect(await users.verify('nobody', 'a long password')).toBeUndefined()
    expect(hashes.runs).toBe(4)
    // …but a name no account can have (users add refuses it) is refused without one.
    expect(await users.verify('x'.repeat(4000), 'a long password')).toBeUndefined()
    expect(await users.verify('pat smith', 'a long password')).toBeUndefined()
    expect(hashes.runs).toBe(4)
  })

  it('finds a name whatever its capitals and white space: PAT, " Pat ", pat with a no-break space', async () => {
    const users = new Users(file, { cost: CHEAP })
    users.add({ ...PAT, name: 'pat' }, 'a long password')
    const pat = { ...PAT, name: 'pat' }
    for (const name of ['PAT', ' Pat ', 'pat\u00a0', '\u2007pat\t'])
      expect([users.get(name), await users.verify(name, 'a long password')]).toEqual([pat, pat])
    expect(users.get('p at')).toBeUndefined()
  })

  it('stores a password made at a lower cost again at its own once it is typed right, keeping when it was set', async () => {
    new Users(file, { cost: CHEAP }).add(ERIN, 'a long password')
    const before = JSON.parse(readFileSync(file, 'utf8')).users[0]
    const stronger = new Users(file, { cost: { N: 2 ** 11, r: 8, p: 1 } })
    expect(await stronger.verify('erin', 'a wrong password')).toBeUndefined()
    expect(JSON.parse(readFileSync(file, 'utf8')).users[0].password).toBe(before.password)
    expect(await stronger.verify('erin', 'a long password')).toEqual(ERIN)
    const after = JSON.parse(readFileSync(file, 'utf8')).users[0]
    expect(after.password).toMatch(/^scrypt\$2048\$8\$1\$/)
    expect(after.passwordSet).toBe(before.passwordSet)
    expect(await stronger.verify('erin', 'a long password')).toEqual(ERIN)
    // A file's cheaper users stay as they are for a cheaper reader: the cost only goes up.
    expect(await new Users(file, { cost: CHEAP }).verify('erin', 'a long password')).toEqual(ERIN)
    expect(JSON.parse(readFileSync(file, 'utf8')).users[0].password).toBe(after.password)
  })

  it('upgrades a password stored at the old N=2^15 to N=2^17 at the next sign-in', async () => {
    mkdirSync(join(dir, '.studio'))
    const old = hashPasswordSync('a long password', { N: 2 ** 15, r: 8, p: 1 })
    writeFileSync(file, JSON.stringify({ users: [{ ...ERIN, password: old, passwordSet: 1 }] }))
    expect(await new Users(file).verify('erin', 'a long password')).toEqual(ERIN)
    const saved = JSON.parse(readFileSync(file, 'utf8')).users[0]
    expect(saved).toEqual({ ...ERIN, password: expect.stringMatching(/^scrypt\$131072\$8\$1\$/), passwordSet: 1 })
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('removes a user and changes a password', async () => {
    const users = new Users(file, { cost: CHEAP })
    users.add(ERIN, 'a long password')
    users.add(PAT, 'a long password')
    const added = users.passwordSetAt('erin')!
    expect(added).toBeGreaterThan(Date.now() - 60_000)
    await new Promise((resolve) => setTimeout(resolve, 5))
    users.setPassword('ERIN', 'a brand new password')
    // The server ends the sessions opened before this (the users command runs in another process).
    expect(users.passwordSetAt('erin')).toBeGreaterThan(added)
    expect(users.passwordSetAt('nobody')).toBeUndefined()
    expect(await users.verify('erin', 'a long password')).toBeUndefined()
    expect(await users.verify('erin', 'a brand new password')).toEqual(ERIN)
    users.remove('pat.publisher')
    expect(users.list()).toEqual([ERIN])
    expect(() => users.remove('pat.publisher')).toThrow(
      'There is no user called pat.publisher. See who there is with: users list',
    )
    expect(() => users.setPassword('erin', 'short')).toThrow(/too short/)
  })

  it('changes a role and a publisher’s forms of the inbox, and drops them when they stop being a publisher', () => {
    const users = new Users(file, { cost: CHEAP })
    users.add({ ...PAT, inbox: ['application', 'contact'] }, 'a long password')
    users.add(ERIN, 'a long password')
    expect(users.get('pat.publisher')).toEqual({ ...PAT, inbox: ['contact', 'application'] })
    expect(users.change('erin', { role: 'recruiter' })).toEqual({ ...ERIN, role: 'recruiter' })
    expect(() => users.change('erin', { inbox: ['contact'] })).toThrow(/^Only a publisher is given forms/)
    expect(() => users.change('erin', { role: 'owner' as 'admin' })).toThrow(/^“owner” is not a role/)
    expect(users.change('pat.publisher', { inbox: [] })).toEqual(PAT)
    users.change('pat.publisher', { inbox: ['newsletter'] })
    expect(users.change('pat.publisher', { role: 'admin' })).toEqual({ ...PAT, role: 'admin' })
    expect(users.change('pat.publisher', { role: 'publisher' })).toEqual(PAT)
    expect(() => users.change('nobody', { role: 'editor' })).toThrow(/^There is no user called nobody/)
    expect(JSON.parse(readFileSync(file, 'utf8')).users.map((u: { role: string }) => u.role)).toEqual([
      'publisher',
      'recruiter',
    ])
  })

  it('keeps an account whose forms were edited by hand, with only the forms that exist', () => {
    mkdirSync(join(dir, '.studio'))
    const password = hashPasswordSync('a long password', CHEAP)
    const inbox = ['newsletter', 'spam', 42]
    writeFileSync(
      file,
      JSON.stringify({
        users: [
          { ...PAT, inbox, password },
          { ...ERIN, role: 'sales', password },
        ],
      }),
    )
    const users = new Users(file, { cost: CHEAP })
    expect(users.list()).toEqual([
      { ...ERIN, role: 'sales' },
      { ...PAT, inbox: ['newsletter'] },
    ])
  })

  it('says in plain words that a damaged file cannot be read', () => {
    mkdirSync(join(dir, '.studio'))
    writeFileSync(file, '{ "users": [')
    expect(() => new Users(file).list()).toThrow(
      `The user file ${file} cannot be read: it may have been edited by hand. Ask a developer to repair it from a backup.`,
    )
  })
})

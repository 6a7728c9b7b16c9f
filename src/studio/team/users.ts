import { chmodSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { dirname } from 'node:path'
import { checkPassword, hashPasswordSync, SCRYPT_COST, type ScryptCost } from './password.ts'
import { privateFolder } from './private-folder.ts'

/** An editor saves and proposes changes; a publisher also publishes them and those proposed by others. */
export type Role = 'editor' | 'publisher'

export const ROLES: readonly Role[] = ['editor', 'publisher']

/** A person who signs in to the team studio. */
export interface User {
  name: string
  email: string
  role: Role
}

/** A user as the file keeps them: with the stored form of their password (see hashPassword). */
interface Account extends User {
  password: string
  /** When the password was set, in ms since 1970 (0 in a file written before this was kept). */
  passwordSet?: number
}

export const MIN_PASSWORD = 12
/** Longer than any password manager makes; stops a megabyte "password" from keeping scrypt busy. */
export const MAX_PASSWORD = 1024

const NAME = /^[A-Za-z0-9._-]{1,40}$/
const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/

/**
 * Compared against when a name is unknown, so that a wrong name takes as long as a wrong password and the time of
 * an answer does not tell which names exist. Made from a random password nobody kept.
 */
const DUMMY = 'scrypt$32768$8$1$Obm76G4xP2A6X8Ly/Wg68Q==$L+MZdHaOTzEBSj6fh3XK1pge+3PG5ky2V9aFDvd4JP8='

/**
 * The studio's accounts, kept in a JSON file readable by this account only (0600) and replaced in one step (a
 * temporary file renamed over it), so a reader never sees half a file. The file is read again whenever it changed
 * on disk: `users add` run while the studio is running takes effect at once.
 */
export class Users {
  private cache: { stamp: string; accounts: Account[] } | undefined
  private readonly cost: ScryptCost

  /** `opts.cost` is for tests only (a cheaper hash). */
  constructor(
    private readonly file: string,
    opts: { cost?: ScryptCost } = {},
  ) {
    this.cost = opts.cost ?? SCRYPT_COST
  }

  /** Every user, sorted by name. */
  list(): User[] {
    return this.accounts()
      .map(publicUser)
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
  }

  /** The user with this name, whatever its capitals. */
  get(name: string): User | undefined {
    const account = this.find(name)
    return account && publicUser(account)
  }

  /** The user with this e-mail address, whatever its capitals. */
  byEmail(email: string): User | undefined {
    if (typeof email !== 'string') return undefined
    const wanted = email.trim().toLowerCase()
    const account = this.accounts().find((a) => a.email.toLowerCase() === wanted)
    return account && publicUser(account)
  }

  /** Adds a user; throws a plain Error, saying what to change, for a taken or bad name, e-mail, role or password. */
  add(user: User, password: string): void {
    const account = this.checkNew(user)
    checkNewPassword(password)
    this.save([
      ...this.accounts(),
      { ...account, password: hashPasswordSync(password, this.cost), passwordSet: Date.now() },
    ])
  }

  /** Throws the Error add() would for this user, before anyone types a password; answers the user as add() keeps it. */
  checkNew(user: User): User {
    const name = typeof user?.name === 'string' ? user.name.trim() : ''
    const email = typeof user?.email === 'string' ? user.email.trim() : ''
    if (!NAME.test(name))
      throw new Error(
        `“${name}” cannot be a user name: use 1 to 40 letters, digits, dots, dashes or underscores, without spaces.`,
      )
    const taken = this.find(name)
    if (taken) throw new Error(`There is already a user called ${taken.name}: choose another name.`)
    if (!EMAIL.test(email)) throw new Error(`“${email}” is not an e-mail address: write it as name@example.com.`)
    const sameEmail = this.accounts().find((a) => a.email.toLowerCase() === email.toLowerCase())
    if (sameEmail)
      throw new Error(`${sameEmail.name} already has the e-mail address ${email}: give each user their own.`)
    if (!ROLES.includes(user.role))
      throw new Error(
        `“${String(user.role)}” is not a role: choose editor (saves and proposes) or publisher (also publishes).`,
      )
    return { name, email, role: user.role }
  }

  /** Removes a user; throws a plain Error when there is none of that name. */
  remove(name: string): void {
    const account = this.mustFind(name)
    this.save(this.accounts().filter((a) => a !== account))
  }

  /** Gives a user a new password; throws a plain Error for an unknown name or a password too short. */
  setPassword(name: string, password: string): void {
    const account = this.mustFind(name)
    checkNewPassword(password)
    const changed = { ...account, password: hashPasswordSync(password, this.cost), passwordSet: Date.now() }
    this.save(this.accounts().map((a) => (a === account ? changed : a)))
  }

  /**
   * When the user's password was last set (ms since 1970), or undefined for an unknown name. The `users` command runs
   * in a process of its own, out of reach of the server's sessions: a server that compares this with a session's
   * `created` at each request can end a session opened before the password changed, or whose user is gone.
   */
  passwordSetAt(name: string): number | undefined {
    const account = this.find(name)
    return account && (account.passwordSet ?? 0)
  }

  /**
   * The user when the password is right; undefined for a wrong password and for an unknown name alike, after the
   * same work for both (an unknown name is checked against a dummy hash).
   */
  async verify(name: string, password: string): Promise<User | undefined> {
    const account = this.find(name)
    const typed = typeof password === 'string' && password.length <= MAX_PASSWORD ? password : ''
    const right = await checkPassword(typed, account?.password ?? DUMMY)
    return account && right && typed ? publicUser(account) : undefined
  }

  private find(name: string): Account | undefined {
    if (typeof name !== 'string') return undefined
    const wanted = name.trim().toLowerCase()
    return this.accounts().find((a) => a.name.toLowerCase() === wanted)
  }

  private mustFind(name: string): Account {
    const account = this.find(name)
    if (!account) throw new Error(`There is no user called ${name}. See who there is with: users list`)
    return account
  }

  /** The accounts on disk, read again only when the file changed (another inode, size or time). */
  private accounts(): Account[] {
    const stamp = this.stamp()
    if (this.cache?.stamp === stamp) return this.cache.accounts
    const accounts = stamp === 'missing' ? [] : this.read()
    this.cache = { stamp, accounts }
    return accounts
  }

  private stamp(): string {
    try {
      const s = statSync(this.file, { bigint: true })
      return `${s.ino}:${s.size}:${s.mtimeNs}`
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing'
      throw unreadable(this.file)
    }
  }

  private read(): Account[] {
    let data: unknown
    try {
      data = JSON.parse(readFileSync(this.file, 'utf8'))
    } catch {
      throw unreadable(this.file)
    }
    const list = (data as { users?: unknown })?.users
    if (!Array.isArray(list)) throw unreadable(this.file)
    return list.filter(isAccount)
  }

  private save(accounts: Account[]): void {
    privateFolder(dirname(this.file))
    const temp = `${this.file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
    const text = JSON.stringify({ users: accounts }, null, 2) + '\n'
    try {
      writeFileSync(temp, text, { mode: 0o600, flag: 'wx' })
      chmodSync(temp, 0o600) // whatever the umask
      renameSync(temp, this.file)
    } catch (error) {
      rmSync(temp, { force: true })
      throw new Error(
        `The user file ${this.file} could not be written (${(error as Error).message}). Nothing was changed.`,
        { cause: error },
      )
    }
    this.cache = { stamp: this.stamp(), accounts }
  }
}

/** Throws a plain Error for a password too short or too long to keep. */
export function checkNewPassword(password: string): void {
  if (typeof password !== 'string' || [...password].length < MIN_PASSWORD)
    throw new Error(`The password is too short: use at least ${MIN_PASSWORD} characters (a few words make a good one).`)
  if (password.length > MAX_PASSWORD)
    throw new Error(`The password is too long: use at most ${MAX_PASSWORD} characters.`)
}

function unreadable(file: string): Error {
  return new Error(
    `The user file ${file} cannot be read: it may have been edited by hand. Ask a developer to repair it from a backup.`,
  )
}

function isAccount(value: unknown): value is Account {
  const a = value as Partial<Account> | null
  return (
    typeof a?.name === 'string' &&
    NAME.test(a.name) &&
    typeof a.email === 'string' &&
    ROLES.includes(a.role as Role) &&
    typeof a.password === 'string'
  )
}

function publicUser(account: Account): User {
  return { name: account.name, email: account.email, role: account.role }
}

import { chmodSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { dirname } from 'node:path'
import { HashQueue, PASSWORD_HASHES } from './hash-queue.ts'
import { loginName } from './login-name.ts'
import {
  checkPassword,
  dummyHash,
  hashPassword,
  hashPasswordSync,
  SCRYPT_COST,
  weakerThan,
  type ScryptCost,
} from './password.ts'
import { privateFolder } from './private-folder.ts'
import { ROLE_WORDS, ROLES, type Role } from './roles.ts'
import { FORM_NAMES, type FormName } from '../../content/schema/site.ts'

export { ROLES, type Role } from './roles.ts'

/** A person who signs in to the team studio. */
export interface User {
  name: string
  email: string
  role: Role
  /** A publisher's forms of the inbox (see inboxFormsOf); any other role's is fixed by the role. */
  inbox?: FormName[]
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
 * The studio's accounts, kept in a JSON file readable by this account only (0600) and replaced in one step (a
 * temporary file renamed over it), so a reader never sees half a file. The file is read again whenever it changed
 * on disk: `users add` run while the studio is running takes effect at once.
 */
export class Users {
  private cache: { stamp: string; accounts: Account[] } | undefined
  private readonly cost: ScryptCost
  /** Where every password check and upgrade of this file's accounts waits its turn. */
  readonly hashes: HashQueue

  /** `opts.cost` is for tests only (a cheaper hash); `opts.hashes` defaults to the process's PASSWORD_HASHES. */
  constructor(
    private readonly file: string,
    opts: { cost?: ScryptCost; hashes?: HashQueue } = {},
  ) {
    this.cost = opts.cost ?? SCRYPT_COST
    this.hashes = opts.hashes ?? PASSWORD_HASHES
  }

  /** Every user, sorted by name. */
  list(): User[] {
    return this.accounts()
      .map(publicUser)
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
  }

  /** The user with this name, whatever its capitals and white space (see loginName). */
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
    checkRole(user.role)
    const inbox = checkInbox(user.role, user.inbox)
    return { name, email, role: user.role, ...(inbox?.length ? { inbox } : {}) }
  }

  /**
   * Changes a user's role or a publisher's forms of the inbox (`inbox: []` takes them all away); throws a plain
   * Error for an unknown name, a role or form that does not exist, or forms given to another role than a publisher.
   * A user who stops being a publisher loses the list. Answers the user as changed.
   */
  change(name: string, change: { role?: Role; inbox?: FormName[] }): User {
    const account = this.mustFind(name)
    const role = change.role ?? account.role
    checkRole(role)
    const inbox = checkInbox(role, change.inbox ?? (role === 'publisher' ? account.inbox : undefined))
    const { inbox: _old, ...rest } = account
    const changed: Account = { ...rest, role, ...(inbox?.length ? { inbox } : {}) }
    this.save(this.accounts().map((a) => (a === account ? changed : a)))
    return publicUser(changed)
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
   * same work for both (an unknown name is checked against a dummy hash of the same cost). A name no account could
   * have (see `users add`) is refused without a hash. Checks wait their turn in `hashes`. A password stored with a
   * lower cost than this file's is stored again with this one once it was typed right (its `passwordSet` kept).
   * `known`: the browser has signed in as the name before (a device cookie), and goes to the front of the queue.
   */
  async verify(name: string, password: string, { known = false } = {}): Promise<User | undefined> {
    const wanted = loginName(name)
    if (!NAME.test(wanted)) return undefined
    const typed = typeof password === 'string' && password.length <= MAX_PASSWORD ? password : ''
    return this.hashes.run(
      async () => {
        const account = this.find(wanted)
        const right = await checkPassword(typed, account?.password ?? (await dummyHash(this.cost)))
        if (!account || !right || !typed) return undefined
        if (weakerThan(account.password, this.cost)) await this.upgrade(account, typed)
        return publicUser(account)
      },
      { known },
    )
  }

  /** Stores the account's password again at this file's cost, unless it changed meanwhile; a failure is only logged. */
  private async upgrade(account: Account, typed: string): Promise<void> {
    try {
      const stronger = await hashPassword(typed, this.cost)
      const now = this.find(account.name)
      if (now?.password !== account.password) return
      this.save(this.accounts().map((a) => (a === now ? { ...now, password: stronger } : a)))
    } catch (error) {
      console.error(`The password of ${account.name} could not be stored at the new cost: ${(error as Error).message}`)
    }
  }

  private find(name: string): Account | undefined {
    const wanted = loginName(name)
    if (!wanted) return undefined
    return this.accounts().find((a) => loginName(a.name) === wanted)
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

function checkRole(role: unknown): asserts role is Role {
  if (!ROLES.includes(role as Role))
    throw new Error(
      `“${String(role)}” is not a role: choose ${ROLES.map((r) => `${r} (${ROLE_WORDS[r]})`).join(', ')}.`,
    )
}

/** The forms, in the site's order, when given to a publisher; a plain Error for a form that does not exist or another role. */
function checkInbox(role: Role, inbox: unknown): FormName[] | undefined {
  if (inbox === undefined) return undefined
  if (!Array.isArray(inbox)) throw new Error('The forms of the inbox are a list, such as application,contact.')
  const unknown = inbox.find((form) => !FORM_NAMES.includes(form as FormName))
  if (unknown !== undefined)
    throw new Error(`“${String(unknown)}” is not a form: choose from ${FORM_NAMES.join(', ')}.`)
  if (role !== 'publisher' && inbox.length)
    throw new Error(
      `Only a publisher is given forms of the inbox: a recruiter sees the applications, sales the consultation and contact requests and the newsletter, an admin every form, and an editor none.`,
    )
  return FORM_NAMES.filter((form) => inbox.includes(form))
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

/** The user without their password; of an `inbox` list edited by hand, only the forms that exist. */
function publicUser(account: Account): User {
  const { name, email, role } = account
  const inbox = Array.isArray(account.inbox) ? FORM_NAMES.filter((f) => account.inbox!.includes(f)) : []
  return { name, email, role, ...(inbox.length ? { inbox } : {}) }
}

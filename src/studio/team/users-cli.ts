import { AuditLog } from './audit-log.ts'
import { passwordPrompt, type PasswordPrompt } from './password-prompt.ts'
import { teamFiles } from './team-files.ts'
import { inboxFormsOf } from './inbox-forms-of.ts'
import { ROLE_WORDS } from './roles.ts'
import { checkNewPassword, ROLES, Users, type Role, type User } from './users.ts'
import type { FormName } from '../../content/schema/site.ts'

/** Where the command reads and writes: process.stdin/stdout/stderr, or streams in a test. */
export interface CliIo {
  stdin: NodeJS.ReadableStream
  stdout: NodeJS.WritableStream
  stderr: NodeJS.WritableStream
  isTTY: boolean
}

/** How people type the command, shown in its help. */
const COMMAND = 'npm run studio -- users'

const USAGE = `Who can sign in to the team studio:
  ${COMMAND} add NAME --role ROLE --email ADDRESS [--inbox FORMS]
  ${COMMAND} set NAME [--role ROLE] [--inbox FORMS|none]
  ${COMMAND} remove NAME
  ${COMMAND} list
  ${COMMAND} passwd NAME
The roles:
${ROLES.map((r) => `  ${r.padEnd(9)}  ${ROLE_WORDS[r]}`).join('\n')}
FORMS, a publisher's forms of the inbox: a comma list of application, consultation, contact, newsletter.
The command asks for the password twice.`

/**
 * The `users` command: `add NAME --role ROLE --email ADDRESS [--inbox FORMS]`, `set NAME [--role ROLE] [--inbox
 * FORMS|none]`, `remove NAME`, `list`, `passwd NAME`.
 * A password is read from standard input twice ("Password for NAME: ", "Again: "; unseen at a terminal, two lines
 * when piped), never from the command line; two different answers change nothing. Every change is written to the
 * audit log. Answers the exit code: 0 done, 1 refused (the message says why), 2 not a command it knows.
 */
export async function usersCli(args: string[], root: string, io: CliIo): Promise<number> {
  const files = teamFiles(root)
  const cli = new UsersCommand(new Users(files.users), new AuditLog(files.audit), io)
  const [command, ...rest] = args
  try {
    switch (command) {
      case 'add':
        return await cli.add(rest)
      case 'set':
        return cli.set(rest)
      case 'remove':
        return cli.remove(rest)
      case 'list':
        return cli.list(rest)
      case 'passwd':
        return await cli.passwd(rest)
      case 'help':
      case '--help':
      case '-h':
        cli.say(USAGE)
        return 0
      default:
        return cli.usage(
          command === undefined ? 'Say what to do with the users.' : `“${command}” is not a users command.`,
        )
    }
  } catch (error) {
    cli.complain((error as Error).message)
    return 1
  }
}

class UsersCommand {
  constructor(
    private readonly users: Users,
    private readonly audit: AuditLog,
    private readonly io: CliIo,
  ) {}

  async add(args: string[]): Promise<number> {
    const parsed = parseArgs(args, ['role', 'email', 'inbox'])
    if (typeof parsed === 'string') return this.usage(parsed)
    const [name, ...extra] = parsed.names
    if (name === undefined || extra.length)
      return this.usage('Give one name: users add NAME --role editor --email ADDRESS')
    const { role, email } = parsed.options
    if (role === undefined)
      return this.usage(`Give ${name} a role: --role ${ROLES.slice(0, -1).join(', ')} or ${ROLES.at(-1)}.`)
    if (email === undefined) return this.usage(`Give ${name}'s e-mail address: --email name@example.com.`)
    const inbox = formsOf(parsed.options.inbox)
    const user = this.users.checkNew({ name, email, role: role as Role, ...(inbox ? { inbox } : {}) })
    const password = await this.newPassword(user.name)
    if (password === undefined) return 1
    this.users.add(user, password)
    this.audit.write({ event: 'user-added', user: user.name, detail: `${user.role}, ${user.email}${inboxWords(user)}` })
    this.say(`Added ${user.name} (${user.role}, ${user.email}${inboxWords(user)}). They can sign in to the studio now.`)
    return 0
  }

  set(args: string[]): number {
    const parsed = parseArgs(args, ['role', 'inbox'])
    if (typeof parsed === 'string') return this.usage(parsed)
    const [name, ...extra] = parsed.names
    if (name === undefined || extra.length) return this.usage('Give one name: users set NAME --role ROLE')
    const { role } = parsed.options
    const inbox = formsOf(parsed.options.inbox)
    if (role === undefined && inbox === undefined)
      return this.usage(`Say what to change for ${name}: --role ROLE, --inbox FORMS or --inbox none.`)
    const before = this.known(name)
    const user = this.users.change(before.name, {
      ...(role !== undefined ? { role: role as Role } : {}),
      ...(inbox !== undefined ? { inbox } : {}),
    })
    const detail = `${before.role}${inboxWords(before)} → ${user.role}${inboxWords(user)}`
    this.audit.write({ event: 'user-changed', user: user.name, detail })
    this.say(`${user.name} is now ${user.role}${inboxWords(user)}. This applies at their next request.`)
    return 0
  }

  remove(args: string[]): number {
    const name = this.oneName(args, 'remove')
    if (name === undefined) return 2
    const user = this.known(name)
    this.users.remove(user.name)
    this.audit.write({ event: 'user-removed', user: user.name })
    this.say(`Removed ${user.name}: they can no longer sign in.`)
    return 0
  }

  list(args: string[]): number {
    if (args.length) return this.usage('users list takes nothing more.')
    const users = this.users.list()
    if (!users.length) {
      this.say(
        `Nobody can sign in yet. Add the first person with: ${COMMAND} add NAME --role publisher --email ADDRESS`,
      )
      return 0
    }
    const rows = [
      ['Name', 'Role', 'E-mail', 'Inbox'],
      ...users.map((u) => [u.name, u.role, u.email, inboxFormsOf(u).join(', ') || 'none']),
    ]
    const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length)))
    for (const [name, role, email, inbox] of rows)
      this.say(`${name!.padEnd(widths[0]!)}  ${role!.padEnd(widths[1]!)}  ${email!.padEnd(widths[2]!)}  ${inbox}`)
    return 0
  }

  async passwd(args: string[]): Promise<number> {
    const name = this.oneName(args, 'passwd')
    if (name === undefined) return 2
    const user = this.known(name)
    const password = await this.newPassword(user.name)
    if (password === undefined) return 1
    this.users.setPassword(user.name, password)
    this.audit.write({ event: 'password-changed', user: user.name })
    this.say(`${user.name} has a new password.`)
    return 0
  }

  say(text: string): void {
    this.io.stdout.write(text + '\n')
  }

  complain(text: string): void {
    this.io.stderr.write(text + '\n')
  }

  usage(problem: string): number {
    this.complain(`${problem}\n\n${USAGE}`)
    return 2
  }

  private oneName(args: string[], command: string): string | undefined {
    const parsed = parseArgs(args, [])
    if (typeof parsed === 'string') this.usage(parsed)
    else if (parsed.names.length !== 1) this.usage(`Give one name: users ${command} NAME`)
    else return parsed.names[0]
    return undefined
  }

  private known(name: string): User {
    const user = this.users.get(name)
    if (!user) throw new Error(`There is no user called ${name}. See who there is with: ${COMMAND} list`)
    return user
  }

  /** The password typed twice, or undefined (and the reason said) when the two differ, are too short or missing. */
  private async newPassword(name: string): Promise<string | undefined> {
    const prompt: PasswordPrompt = passwordPrompt(this.io.stdin, this.io.stdout, this.io.isTTY)
    try {
      const first = await prompt.ask(`Password for ${name}: `)
      if (first === undefined) return this.refuse('No password was given: nothing was changed.')
      checkNewPassword(first)
      const again = await prompt.ask('Again: ')
      if (again === undefined) return this.refuse('The password was not typed a second time: nothing was changed.')
      if (again !== first)
        return this.refuse('The two passwords are not the same: nothing was changed. Run the command again.')
      return first
    } finally {
      prompt.close()
    }
  }

  private refuse(message: string): undefined {
    this.complain(message)
    return undefined
  }
}

/** `--inbox application,contact` as a list; `none` as none; undefined when not given. */
function formsOf(value: string | undefined): FormName[] | undefined {
  if (value === undefined) return undefined
  if (value.trim().toLowerCase() === 'none') return []
  return value
    .split(',')
    .map((form) => form.trim().toLowerCase())
    .filter(Boolean) as FormName[]
}

/** ", inbox: application, contact" for a publisher given forms; nothing for anyone else. */
function inboxWords(user: User): string {
  return user.role === 'publisher' && user.inbox?.length ? `, inbox: ${user.inbox.join(', ')}` : ''
}

/** Names and `--option value` (or `--option=value`) pairs; a string says what is wrong. */
function parseArgs(
  args: string[],
  allowed: string[],
): { names: string[]; options: Record<string, string | undefined> } | string {
  const names: string[] = []
  const options: Record<string, string | undefined> = {}
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (!arg.startsWith('--')) {
      names.push(arg)
      continue
    }
    const eq = arg.indexOf('=')
    const key = arg.slice(2, eq === -1 ? undefined : eq)
    if (key === 'password')
      return 'A password is never given on the command line, where others could see it: the command asks for it.'
    if (!allowed.includes(key)) return `${arg} is not an option here.`
    const value = eq === -1 ? args[++i] : arg.slice(eq + 1)
    if (value === undefined || value === '') return `--${key} needs a value.`
    options[key] = value
  }
  return { names, options }
}

import type { DeployOptions } from './deploy.ts'

/** The live server's own options (the studio's, such as --host-name, are read by the studio's parsers). */
export interface LiveArgs {
  publicUrl?: string
  /** The team studio's address as people open it (links into the inbox in the notifications). */
  studioUrl?: string
  pullEveryMs: number
  deploy?: DeployOptions
  /** The applications inbox's server settings (never site content: editors do not choose where personal data goes). */
  inbox: InboxArgs
}

export interface InboxArgs {
  /** INBOX_DATABASE_URL: postgres://… for PostgreSQL; default the SQLite file in .studio/inbox/. */
  databaseUrl?: string
  /** INBOX_SMTP_URL: smtp://[user:pass@]host:port (or smtps://); none: mails wait queued. */
  smtpUrl?: string
  /** INBOX_MAIL_FROM: the sender of the inbox's mails, such as `Cedar Ridge <no-reply@cedarridge.example>`. */
  mailFrom?: string
}

/**
 * `--public-url URL`, `--pull-every SECONDS` (0: never), `--deploy COMMAND` (words split at spaces, or a JSON array
 * of them: run without a shell), `--deploy-hook URL` (or LIVE_DEPLOY_HOOK: a hook's URL is a secret),
 * `--deploy-timeout SECONDS`, `--studio-url URL` (or STUDIO_URL); the inbox's INBOX_DATABASE_URL, INBOX_SMTP_URL and
 * INBOX_MAIL_FROM from the environment only (they hold passwords). Throws a plain Error for a value it cannot use.
 */
export function liveArgs(args: readonly string[], env: NodeJS.ProcessEnv = {}): LiveArgs {
  const value = (name: string): string | undefined => {
    const at = args.findIndex((a) => a === name || a.startsWith(`${name}=`))
    if (at === -1) return undefined
    const given = args[at]!.includes('=') ? args[at]!.slice(name.length + 1) : args[at + 1]
    if (given === undefined || given.startsWith('--')) throw new Error(`${name} needs a value.`)
    return given
  }
  const publicUrl = value('--public-url') ?? env.PUBLIC_URL
  if (publicUrl !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(publicUrl))
    throw new Error(`--public-url ${publicUrl}: give the site's address, such as https://www.example.com.`)
  const studioUrl = value('--studio-url') ?? env.STUDIO_URL
  if (studioUrl !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(studioUrl))
    throw new Error(`--studio-url ${studioUrl}: give the team studio's address, such as https://studio.example.com.`)
  const pull = Number(value('--pull-every') ?? 60)
  if (!Number.isFinite(pull) || pull < 0) throw new Error('--pull-every: give a number of seconds (0: never).')
  const command = value('--deploy')
  const hook = value('--deploy-hook') ?? env.LIVE_DEPLOY_HOOK
  if (hook !== undefined && !/^https?:\/\//.test(hook))
    throw new Error('--deploy-hook: give the build hook’s URL, starting with https://.')
  const timeout = value('--deploy-timeout')
  if (timeout !== undefined && !(Number(timeout) > 0)) throw new Error('--deploy-timeout: give a number of seconds.')
  const argv = command === undefined ? undefined : commandWords(command)
  return {
    ...(publicUrl ? { publicUrl: publicUrl.replace(/\/+$/, '') } : {}),
    ...(studioUrl ? { studioUrl: studioUrl.replace(/\/+$/, '') } : {}),
    pullEveryMs: pull * 1000,
    inbox: inboxArgs(env),
    ...(argv || hook
      ? {
          deploy: {
            ...(argv ? { command: argv } : {}),
            ...(hook ? { hook } : {}),
            ...(timeout ? { timeoutMs: Number(timeout) * 1000 } : {}),
          },
        }
      : {}),
  }
}

function commandWords(command: string): string[] {
  if (command.trim().startsWith('[')) {
    let words: unknown
    try {
      words = JSON.parse(command)
    } catch {
      words = undefined
    }
    if (!Array.isArray(words) || !words.length || !words.every((w) => typeof w === 'string' && w))
      throw new Error(
        '--deploy: give the command as words, or as a JSON array of words such as ["rsync", "-a", "dist/", "web:/srv/www/"].',
      )
    return words as string[]
  }
  const words = command.trim().split(/\s+/).filter(Boolean)
  if (!words.length) throw new Error('--deploy: give the command to run after each good build.')
  return words
}

/** The inbox's settings from the environment; the URLs' passwords are never repeated in a message. */
function inboxArgs(env: NodeJS.ProcessEnv): InboxArgs {
  const { INBOX_DATABASE_URL: databaseUrl, INBOX_SMTP_URL: smtpUrl, INBOX_MAIL_FROM: mailFrom } = env
  if (databaseUrl && !/^(postgres(ql)?:\/\/|file:)/i.test(databaseUrl))
    throw new Error(
      'INBOX_DATABASE_URL: give postgres://user:password@host/database, or leave it unset for the SQLite file in .studio/inbox/.',
    )
  if (smtpUrl && !/^smtps?:\/\/[^/\s]+/i.test(smtpUrl))
    throw new Error('INBOX_SMTP_URL: give smtp://user:password@host:587 (or smtps:// for port 465).')
  if (mailFrom !== undefined && !/^[^\r\n]*@[^\r\n]+$/.test(mailFrom.trim()))
    throw new Error('INBOX_MAIL_FROM: give a sender such as "Cedar Ridge <no-reply@cedarridge.example>".')
  return {
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(smtpUrl ? { smtpUrl } : {}),
    ...(mailFrom?.trim() ? { mailFrom: mailFrom.trim() } : {}),
  }
}

/**
 * The team studio's address in the inbox's mails when `--studio-url` is not given: the first `--host-name`, reached
 * the way the public site is (https when its address is), since both stand behind the same proxy.
 */
export function defaultStudioUrl(publicUrl: string | undefined, hostNames: readonly string[]): string | undefined {
  if (!hostNames.length) return undefined
  return `${publicUrl?.startsWith('https://') ? 'https' : 'http'}://${hostNames[0]}`
}

import type { DeployOptions } from './deploy.ts'

/** The live server's own options (the studio's, such as --host-name, are read by the studio's parsers). */
export interface LiveArgs {
  publicUrl?: string
  pullEveryMs: number
  deploy?: DeployOptions
}

/**
 * `--public-url URL`, `--pull-every SECONDS` (0: never), `--deploy COMMAND` (words split at spaces, or a JSON array
 * of them: run without a shell), `--deploy-hook URL` (or LIVE_DEPLOY_HOOK: a hook's URL is a secret),
 * `--deploy-timeout SECONDS`. Throws a plain Error for a value it cannot use.
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
    pullEveryMs: pull * 1000,
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

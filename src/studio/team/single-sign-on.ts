import type { IncomingMessage } from 'node:http'
import { plainAddress } from './client-address.ts'

/** A single-sign-on proxy the team studio trusts: the header naming the signed-in e-mail, and the proxy's addresses. */
export interface SingleSignOn {
  /** For example X-Forwarded-Email (oauth2-proxy) or X-Auth-Request-Email. */
  header: string
  /** The proxy's own addresses: a request from anywhere else never has its header believed. */
  from: string[]
}

/**
 * The e-mail address the proxy vouches for, when the request came straight from the proxy and carries its header;
 * undefined otherwise (then the studio's own sign-in applies). One address only: a header repeated or holding a list
 * is not believed.
 */
export function vouchedEmail(req: IncomingMessage, sso: SingleSignOn | undefined): string | undefined {
  if (!sso) return undefined
  const from = plainAddress(req.socket.remoteAddress ?? '')
  if (!sso.from.map(plainAddress).includes(from)) return undefined
  const value = req.headers[sso.header.toLowerCase()]
  if (typeof value !== 'string') return undefined
  const email = value.trim()
  return /^[^\s@,]+@[^\s@,]+$/.test(email) ? email : undefined
}

/**
 * `--trust-header X-Forwarded-Email --trust-from 127.0.0.1,::1 --proxy-strips-header` from the command line; undefined
 * without --trust-header. The proxy's addresses are never guessed, and the header is believed only when whoever starts
 * the studio says the proxy removes it from what clients send (else a client behind it could name anyone): without
 * either, a plain Error saying what to add.
 */
export function singleSignOnArgs(args: string[]): SingleSignOn | undefined {
  const value = (flag: string) => {
    const i = args.indexOf(flag)
    return i === -1 ? undefined : args[i + 1]
  }
  if (!args.includes('--trust-header')) return undefined
  const header = value('--trust-header') ?? ''
  if (!/^[A-Za-z0-9-]+$/.test(header))
    throw new Error(`--trust-header ${header}: give a header name such as X-Forwarded-Email.`)
  const from = (value('--trust-from') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  if (!from.length)
    throw new Error(
      `--trust-header ${header} needs --trust-from with the sign-on proxy's own addresses (for example --trust-from 127.0.0.1): the header is believed on requests from those addresses only.`,
    )
  if (!args.includes('--proxy-strips-header'))
    throw new Error(
      `--trust-header ${header}: make the proxy remove ${header} from every request a client sends (the nginx and Caddy examples of docs/team-studio.md do), then start with --proxy-strips-header as well.`,
    )
  return { header, from }
}

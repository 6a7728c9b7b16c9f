import type { IncomingMessage } from 'node:http'

/** A single-sign-on proxy the team studio trusts: the header naming the signed-in e-mail, and the proxy's addresses. */
export interface SingleSignOn {
  /** For example X-Forwarded-Email (oauth2-proxy) or X-Auth-Request-Email. */
  header: string
  /** The proxy's own addresses: a request from anywhere else never has its header believed. */
  from: string[]
}

/** 127.0.0.1 and ::ffff:127.0.0.1 are one address. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')

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

/** `--trust-header X-Forwarded-Email [--trust-from 127.0.0.1,::1]` from the command line; undefined without it. */
export function singleSignOnArgs(args: string[]): SingleSignOn | undefined {
  const value = (flag: string) => {
    const i = args.indexOf(flag)
    return i === -1 ? undefined : args[i + 1]
  }
  const header = value('--trust-header')
  if (!header) return undefined
  if (!/^[A-Za-z0-9-]+$/.test(header))
    throw new Error(`--trust-header ${header}: give a header name such as X-Forwarded-Email.`)
  const from = (value('--trust-from') ?? '127.0.0.1,::1')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  return { header, from }
}

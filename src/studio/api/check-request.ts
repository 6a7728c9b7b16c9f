import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

export const TOKEN_HEADER = 'x-studio-token'

/**
 * Why a request is refused (undefined: allowed): it needs a Host of this machine (a DNS-rebound name is refused),
 * an Origin equal to the Host when the browser sends one, and the session's token.
 */
export function checkRequest(req: IncomingMessage, token: string): string | undefined {
  const host = req.headers.host ?? ''
  if (!/^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host)) return 'The studio answers only on 127.0.0.1.'
  const origin = req.headers.origin
  if (origin !== undefined && origin !== `http://${host}`) return 'Requests from other pages are refused.'
  const sent = req.headers[TOKEN_HEADER]
  if (typeof sent !== 'string' || !sameToken(sent, token))
    return 'This request lacks the studio session token: reload the studio page.'
  return undefined
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { TOKEN_HEADER } from '../api/check-request.ts'
import type { Session } from './sessions.ts'

/** A change refused for its token alone: the page's token is an earlier session's (signed out and in again). */
export const TOKEN_REFUSAL = 'This change lacks the studio session token: reload the studio page.'

/**
 * Why a change is refused (undefined: allowed). It must come from the studio's own page: an Origin header equal to
 * `origin` (e.g. "https://studio.example.com"), or, from a browser that sends none, `Sec-Fetch-Site: same-origin`; a
 * request with neither is refused. And it must carry the session's token in `x-studio-token`, which another site's
 * page cannot know.
 */
export function checkWrite(req: IncomingMessage, session: Session, origin: string): string | undefined {
  const sent = req.headers.origin
  if (sent !== undefined) {
    if (sent.toLowerCase() !== origin.replace(/\/+$/, '').toLowerCase())
      return 'Changes sent from another page are refused: make them in the studio itself.'
  } else if (req.headers['sec-fetch-site'] !== 'same-origin') {
    return 'This browser did not say which page sent the change, so it was refused: use an up-to-date browser.'
  }
  const token = req.headers[TOKEN_HEADER]
  if (typeof token !== 'string' || !sameSecret(token, session.csrf)) return TOKEN_REFUSAL
  return undefined
}

/** Compared as digests, so neither the time taken nor a length mismatch tells how much of the token was right. */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest()
  return timingSafeEqual(digest(a), digest(b))
}

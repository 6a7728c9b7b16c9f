import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { loginName } from './login-name.ts'

export const DEVICE_COOKIE = 'studio_device'

/** A year: the browser keeps it across sessions; the server's key (in memory) ends them all at a restart. */
const MAX_AGE_S = 365 * 24 * 60 * 60

/**
 * Browsers that have signed in as a name before (OWASP's "device cookies"): after a right password the browser gets
 * a cookie naming that name, signed with a key of this server. A sign-in for that name carrying it is counted by
 * itself in the LoginLimiter, so someone guessing the name's password, or failing from the same address (an office,
 * a proxy without TRUST_PROXY), never holds back its owner. The cookie opens nothing by itself: the password is
 * still asked.
 */
export class DeviceCookies {
  private readonly key = randomBytes(32)

  /** The Set-Cookie value for a browser that has just signed in as `name`: sent back to the sign-in form only. */
  issue(name: string, secure: boolean): string {
    const nonce = randomBytes(16).toString('base64url')
    const who = Buffer.from(loginName(name)).toString('base64url')
    const value = `${who}.${nonce}.${this.sign(who, nonce)}`
    return `${DEVICE_COOKIE}=${value}; Path=/_studio/login; HttpOnly; SameSite=Strict; Max-Age=${MAX_AGE_S}${secure ? '; Secure' : ''}`
  }

  /** The browser's device id when its cookie was issued here for this name (whatever its spelling), or undefined. */
  deviceOf(cookieHeader: string | undefined, name: string): string | undefined {
    if (typeof cookieHeader !== 'string') return undefined
    const wanted = Buffer.from(loginName(name)).toString('base64url')
    for (const pair of cookieHeader.split(';')) {
      const eq = pair.indexOf('=')
      if (eq === -1 || pair.slice(0, eq).trim() !== DEVICE_COOKIE) continue
      const match = /^([\w-]{1,100})\.([\w-]{22})\.([\w-]{43})$/.exec(pair.slice(eq + 1).trim())
      if (!match || match[1] !== wanted) continue
      const [, who, nonce, mac] = match as unknown as [string, string, string, string]
      if (timingSafeEqual(Buffer.from(mac), Buffer.from(this.sign(who, nonce)))) return nonce
    }
    return undefined
  }

  private sign(who: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${who}.${nonce}`).digest('base64url')
  }
}

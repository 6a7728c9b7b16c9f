import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'

/**
 * The key that signs withdraw links, from `file` (32 random bytes, hex). Made at first start, readable by this
 * account only; `wx` makes two servers starting at once agree on the first one written.
 */
export function withdrawSecret(file: string): Buffer {
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex')
  if (secret.length < 16) throw new Error(`${file} does not hold a key: delete it and start the server again.`)
  return secret
}

/** The token of a withdraw link: HMAC-SHA256 of the submission's id, base64url. */
export function withdrawToken(secret: Buffer, id: string): string {
  return createHmac('sha256', secret).update(id).digest('base64url')
}

/** Whether `token` is the one of `id` (compared in constant time). */
export function validToken(secret: Buffer, id: string, token: string): boolean {
  const expected = Buffer.from(withdrawToken(secret, id))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

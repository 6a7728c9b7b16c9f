import { createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** The path the git host's push webhook is sent to, on the public site's port. */
export const WEBHOOK_PATH = '/_live/push'
/** GitHub's push payloads stay far below this. */
const LIMIT = 1024 * 1024

/** Whether `header` (`sha256=<hex>`, GitHub's X-Hub-Signature-256) is the HMAC-SHA256 of `body` under `secret`. */
export function signatureValid(secret: string, body: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false
  const expected = createHmac('sha256', secret).update(body).digest()
  // Both 32 bytes: the comparison takes the same time whatever matches.
  return timingSafeEqual(expected, Buffer.from(header.slice(7), 'hex'))
}

/**
 * Answers a push webhook (POST, signed as GitHub signs: X-Hub-Signature-256, the HMAC-SHA256 of the body with the
 * shared secret): 202 and `onPush()` for a signed one; 401 for a missing or wrong signature, 413 past 1 MB, 405 for
 * another method, each in plain words. GitHub's `ping` gets 200.
 */
export async function answerWebhook(
  req: IncomingMessage,
  res: ServerResponse,
  secret: string,
  onPush: () => void,
): Promise<void> {
  const reply = (status: number, text: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
    res.end(`${text}\n`)
  }
  if (req.method !== 'POST') return reply(405, 'Send the push webhook as a POST.', { Allow: 'POST' })
  const body = await readRaw(req, LIMIT)
  if (!body) {
    // The rest is not read: the connection ends with the answer.
    res.once('finish', () => req.destroy())
    return reply(413, 'The webhook’s body is larger than 1 MB: send only push events here.', { Connection: 'close' })
  }
  if (!signatureValid(secret, body, req.headers['x-hub-signature-256']))
    return reply(
      401,
      'The webhook’s signature (X-Hub-Signature-256) is missing or wrong: give the git host the same secret as LIVE_WEBHOOK_SECRET.',
    )
  if (req.headers['x-github-event'] === 'ping') return reply(200, 'The webhook works.')
  onPush()
  reply(202, 'Fetching the published branch; the site is built if it moved.')
}

/** The body's bytes, or undefined once it is (or says it will be) larger than `limit` (the rest is read and dropped). */
function readRaw(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      req.resume()
      return resolve(undefined)
    }
    const chunks: Buffer[] = []
    let size = 0
    let over = false
    req.on('data', (chunk: Buffer) => {
      if (over) return
      size += chunk.length
      if (size <= limit) return chunks.push(chunk)
      over = true
      resolve(undefined)
    })
    req.on('end', () => resolve(over ? undefined : Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

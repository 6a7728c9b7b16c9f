import type { IncomingMessage } from 'node:http'
import { Refusal } from './refusal.ts'

/** The request's body as text, or a 413 refusal once it is (or says it will be) larger than `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > limit) {
      req.resume()
      return reject(new Refusal(413, `The request is larger than ${Math.round(limit / 1024)} kB.`))
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        // Read the rest without keeping it, so the answer can still be sent.
        req.removeAllListeners('data')
        req.resume()
        reject(new Refusal(413, `The request is larger than ${Math.round(limit / 1024)} kB.`))
      } else chunks.push(chunk)
    })
    req.on('end', () => resolvePromise(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

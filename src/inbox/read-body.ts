import type { IncomingMessage } from 'node:http'

/** A request body larger than its limit: refused before it is read whole. */
export class TooLarge extends Error {}

/**
 * The body of `req`, at most `limit` bytes. A declared Content-Length over the limit is refused at once, before any
 * byte is read; a body that goes over while it streams (chunked, or a length that lied) is refused as soon as it does.
 * Rejects with TooLarge, or with the stream's error (the client went away).
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new TooLarge())
  return new Promise((done, fail) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.off('data', onData)
        req.pause()
        fail(new TooLarge())
        return
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.once('end', () => done(Buffer.concat(chunks, size)))
    req.once('error', fail)
    req.once('close', () => {
      if (!req.complete) fail(new Error('The client went away before it sent the whole form.'))
    })
  })
}

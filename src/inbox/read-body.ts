import type { IncomingMessage } from 'node:http'

/** A request body larger than its limit: refused before it is read whole. */
export class TooLarge extends Error {}

/**
 * The body of `req`, at most `limit` bytes. A declared Content-Length over the limit is refused at once, before any
 * byte is read; a body that goes over while it streams (chunked, or a length that lied) is refused as soon as it does.
 * With `idleMs`, a body that sends nothing for that long is given up (a client that stalled, or one holding the
 * server's memory on purpose). Rejects with TooLarge, or with an Error (the client went away or stalled).
 */
export function readBody(
  req: IncomingMessage,
  limit: number,
  { idleMs }: { idleMs?: number } = {},
): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new TooLarge())
  return new Promise((done, fail) => {
    const chunks: Buffer[] = []
    let size = 0
    let idle: NodeJS.Timeout | undefined
    const wait = () => {
      if (idleMs === undefined) return
      clearTimeout(idle)
      idle = setTimeout(() => {
        req.off('data', onData)
        req.pause()
        fail(new Error('The client sent nothing for too long.'))
      }, idleMs)
    }
    const onData = (chunk: Buffer) => {
      wait()
      size += chunk.length
      if (size > limit) {
        clearTimeout(idle)
        req.off('data', onData)
        req.pause()
        fail(new TooLarge())
        return
      }
      chunks.push(chunk)
    }
    wait()
    req.on('data', onData)
    req.once('end', () => {
      clearTimeout(idle)
      done(Buffer.concat(chunks, size))
    })
    req.once('error', (error) => {
      clearTimeout(idle)
      fail(error)
    })
    req.once('close', () => {
      clearTimeout(idle)
      if (!req.complete) fail(new Error('The client went away before it sent the whole form.'))
    })
  })
}

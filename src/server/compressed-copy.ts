import { COMPRESS } from '../build/precompress.ts'

/** The encodings the server answers with. */
export type Encoding = 'br' | 'gzip'

/** Compressed answers kept, by file version and encoding, up to this many bytes (oldest dropped first). */
const CACHE_BYTES = 64 * 1024 * 1024

const compressed = new Map<string, Buffer>()
const pending = new Map<string, Promise<Buffer>>()
let cachedBytes = 0

/** `version`'s bytes in `encoding` (brotli quality 5, as the build writes them), made once while they are cached. */
export function compressedCopy(version: string, encoding: Encoding, read: () => Promise<Buffer>): Promise<Buffer> {
  const key = `${encoding}\0${version}`
  const hit = compressed.get(key)
  if (hit) {
    // Most recently used last: the oldest are dropped first.
    compressed.delete(key)
    compressed.set(key, hit)
    return Promise.resolve(hit)
  }
  let made = pending.get(key)
  if (!made) {
    made = read()
      .then((plain) => COMPRESS[encoding === 'br' ? '.br' : '.gz'](plain))
      .then((body) => {
        compressed.set(key, body)
        cachedBytes += body.length
        for (const [old, bytes] of compressed) {
          if (cachedBytes <= CACHE_BYTES) break
          compressed.delete(old)
          cachedBytes -= bytes.length
        }
        return body
      })
      .finally(() => pending.delete(key))
    pending.set(key, made)
  }
  return made
}

import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

// HTML is left to the pre-render, which writes each page's copies as it writes the page, or none (scripts/prerender.ts).
const TEXT = /\.(js|css|svg|xml|txt|json)$/

// Brotli quality 5 writes pages 1 to 2 % larger than quality 9 in a fifteenth of its time (quality 9 spent 30 ms
// on a 60 kB page: most of a build of thousands of pages); gzip stays at 9, its cost is small.
export const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }

/** The .br and .gz copies of `data`, as a CDN would send them: each file's suffix and bytes. */
export function compressedCopies(data: string | Buffer): [string, Buffer][] {
  return [
    ['.br', brotliCompressSync(data, BROTLI)],
    ['.gz', gzipSync(data, { level: 9 })],
  ]
}

/** Writes the .br and .gz copies of `data` beside `path`. */
export function writeCompressed(path: string, data: string | Buffer): void {
  for (const [suffix, bytes] of compressedCopies(data)) writeFileSync(`${path}${suffix}`, bytes)
}

/**
 * Writes .br and .gz beside every text file but HTML that has none yet, so the static server sends compressed bytes
 * like a CDN: in `dir`, or in those of its files and folders `only` names (a build's own, not its thousands of pages).
 * Returns the copies it wrote, from `dir`.
 */
export function precompress(dir: string, only?: string[]): string[] {
  const written: string[] = []
  const entries = (only ?? ['.']).flatMap((entry) => {
    const path = join(dir, entry)
    if (!existsSync(path)) return []
    if (!statSync(path).isDirectory()) return [path]
    return readdirSync(path, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
  })
  const done = new Set(entries.filter((path) => path.endsWith('.br')))
  for (const path of entries) {
    if (!TEXT.test(path) || done.has(`${path}.br`)) continue
    writeCompressed(path, readFileSync(path))
    written.push(relative(dir, `${path}.br`), relative(dir, `${path}.gz`))
  }
  return written
}

import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { link, readFile, rename, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip as gzipCallback, gzipSync } from 'node:zlib'

// HTML is left to the pre-render, which writes each page's copies as it writes the page, or none
// (src/build/prerender.ts).
const TEXT = /\.(js|css|svg|xml|txt|json)$/

// Brotli quality 5 writes pages slightly larger than quality 9 in a fraction of its time (quality 9 would be most of
// a build of thousands of pages); gzip stays at 9, its cost is small.
export const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }
const GZIP = { level: 9 }

// The browser bundle's scripts and stylesheets, which every visitor downloads: brotli at its highest quality (the
// entry 9% smaller than at quality 5). They change only with the code, and their copies are cached by their bytes.
const BUNDLE_FILE = /^assets\/[^/]+\.(?:js|css)$/
const BUNDLE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }

/** The .br and .gz copies of `data`, as a CDN would send them: each file's suffix and bytes. */
export function compressedCopies(data: string | Buffer): [string, Buffer][] {
  return [
    ['.br', brotliCompressSync(data, BROTLI)],
    ['.gz', gzipSync(data, GZIP)],
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
 *
 * `cache`: a folder of the copies an earlier build wrote, each named by the hash of the bytes it was compressed from:
 * when `reuse`, a file whose bytes are there gets their copies (linked) instead of being compressed again (an
 * incremental build changes the sitemap and the search index's recent part, not the bundle's files). The others are
 * compressed on libuv's threads, side by side, and the folder then holds this build's copies only.
 */
export async function precompress(
  dir: string,
  only?: string[],
  cache?: { dir: string; reuse: boolean },
): Promise<string[]> {
  const copies = cache?.dir
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
  const used = new Set<string>()
  if (copies) mkdirSync(copies, { recursive: true })
  await Promise.all(
    entries.map(async (path) => {
      if (!TEXT.test(path) || done.has(`${path}.br`)) return
      const data = await readFile(path)
      const bundled = BUNDLE_FILE.test(relative(dir, path).split(sep).join('/'))
      const hash = copies === undefined ? undefined : createHash('sha256').update(data).digest('hex')
      // A bundle file's copies are named apart: the same bytes compressed at another quality.
      const name = hash && (bundled ? `${hash}-bundle` : hash)
      for (const [suffix, make] of Object.entries(bundled ? COMPRESS_BUNDLE : COMPRESS)) {
        const target = `${path}${suffix}`
        written.push(relative(dir, target))
        if (copies === undefined || name === undefined) {
          await writeFile(target, await make(data))
          continue
        }
        const copy = join(copies, `${name}${suffix}`)
        used.add(`${name}${suffix}`)
        // Not compressed before (or removed meanwhile by another build): compressed now, and cached for the next build.
        const linked =
          cache?.reuse === true &&
          (await link(copy, target).then(
            () => true,
            () => false,
          ))
        if (linked) continue
        const bytes = await make(data)
        await writeFile(target, bytes)
        await cacheCopy(copy, bytes)
      }
    }),
  )
  if (copies) for (const file of readdirSync(copies)) if (!used.has(file)) rmSync(join(copies, file), { force: true })
  return written.sort()
}

/** Caches a copy for the next build, whole or not at all (it is written aside, then renamed into place). */
async function cacheCopy(copy: string, bytes: Buffer): Promise<void> {
  const temporary = `${copy}.${process.pid}.${++cachedCount}`
  try {
    await writeFile(temporary, bytes)
    await rename(temporary, copy)
  } catch {
    // Another build pruned the folder meanwhile: the next build compresses it again.
    rmSync(temporary, { force: true })
  }
}
/** Copies cached by this process, to name each one's temporary file apart. */
let cachedCount = 0

const brotli = promisify(brotliCompress)
const gzip = promisify(gzipCallback)

/** Each compressed copy's suffix, and how it is made on libuv's threads (as compressedCopies makes it). */
export const COMPRESS: Record<'.br' | '.gz', (data: Buffer) => Promise<Buffer>> = {
  '.br': (data) => brotli(data, BROTLI),
  '.gz': (data) => gzip(data, GZIP),
}

/** The same for the browser bundle's scripts and stylesheets (BUNDLE_FILE). */
const COMPRESS_BUNDLE: typeof COMPRESS = {
  '.br': (data) => brotli(data, BUNDLE_BROTLI),
  '.gz': COMPRESS['.gz'],
}

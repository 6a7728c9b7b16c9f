import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const TEXT = /\.(html|js|css|svg|xml|txt|json)$/

/** Writes .br and .gz beside every text file, so the static server sends compressed bytes like a CDN. */
export function precompress(dir: string): { files: number } {
  let files = 0
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    const data = readFileSync(path)
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }))
    writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }))
    files++
  }
  return { files }
}

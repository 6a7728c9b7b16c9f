import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Writes the browser bundle's scripts and stylesheets with their .br and .gz copies beside them, brotli at its highest
 * quality: the build's compression step (src/build/precompress.ts) leaves a file that has its copies as it is, and
 * its quality 5, chosen for thousands of pages, left the entry 9 % larger. A bundle is made only when the code
 * changed, and its copies are kept with it.
 */
export function compressBundle(): Plugin {
  return {
    name: 'compress-bundle',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir }, bundle) {
      if (!dir) return
      const files = Object.keys(bundle).filter((name) => /\.(?:js|css)$/.test(name))
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name)
          const data = await readFile(path)
          const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length }
          await Promise.all([
            brotli(data, { params }).then((bytes) => writeFile(`${path}.br`, bytes)),
            gzipped(data, { level: 9 }).then((bytes) => writeFile(`${path}.gz`, bytes)),
          ])
        }),
      )
    },
  }
}

import { existsSync, realpathSync } from 'node:fs'
import { dirname, isAbsolute, relative, resolve } from 'node:path'

/**
 * The absolute path of `file` ("pages/about.yaml") in `root`, once it is known to stay inside pages/ (no "..", no
 * absolute path, no link leading out); throws a plain Error otherwise.
 */
export function pagesFile(root: string, file: string): string {
  const parts = file.split('/')
  const named =
    parts[0] === 'pages' &&
    parts.length > 1 &&
    !file.includes('\\') &&
    !file.includes('\0') &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..')
  if (!named) throw new Error(`"${file}" is not a file of the site's content (pages/), so the studio leaves it alone.`)
  const pages = resolve(root, 'pages')
  const path = resolve(root, file)
  // The nearest folder that exists must really be inside pages/ once links are followed.
  let dir = dirname(path)
  while (!existsSync(dir) && dir !== dirname(dir)) dir = dirname(dir)
  const real = existsSync(pages) ? realpathSync(pages) : pages
  const rel = relative(real, existsSync(dir) ? realpathSync(dir) : dir)
  if (rel.startsWith('..') || isAbsolute(rel))
    throw new Error(`"${file}" leads outside the site's content (pages/), so the studio leaves it alone.`)
  return path
}

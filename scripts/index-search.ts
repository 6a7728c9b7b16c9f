import { execFile } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const UNUSED = /^pagefind-(?:.*ui|highlight)\.(?:js|css)$/

/**
 * Writes the Pagefind index of a built site into `<site>/pagefind/` when `searchPages` > 0 (pages that hold the
 * search). Indexed: every route's page (`…/index.html`, so not 404.html), its `<main>` only: the pre-render marks it
 * `data-pagefind-body` on every page but the search page, and Pagefind skips a page without the mark once any page
 * has it; forms are marked `data-pagefind-ignore`.
 *
 * Pagefind's command line, not its Node API: the API's service took 4.7 s for the 2,369 pages of 2,000 articles
 * (each file sent through a pipe, the index written on one thread), the command 2.0 s.
 */
export async function indexSearch(site: string, { searchPages }: { searchPages: number }): Promise<{ pages: number }> {
  if (searchPages === 0) return { pages: 0 }
  const output = join(site, 'pagefind')
  const bin = join(dirname(fileURLToPath(import.meta.resolve('pagefind'))), 'runner/bin.cjs')
  let stdout: string
  try {
    ;({ stdout } = await promisify(execFile)(
      process.execPath,
      [bin, '--site', site, '--glob', '**/index.html', '--output-path', output],
      { maxBuffer: 16 * 1024 * 1024 },
    ))
  } catch (error) {
    const { stdout: out = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`Pagefind could not index the site:\n${`${stderr}\n${out}`.trim().slice(-2000)}`, {
      cause: error,
    })
  }
  // Pagefind's ready-made interfaces (about 430 KB) are written too; the page has its own.
  for (const name of readdirSync(output)) if (UNUSED.test(name)) rmSync(join(output, name))
  return { pages: Number(/Indexed (\d+) pages?/.exec(stdout)?.[1] ?? 0) }
}

import { execFile } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const UNUSED = /^pagefind-(?:.*ui|highlight)\.(?:js|css)$/

/**
 * Writes the Pagefind index of a built site into `<site>/pagefind/` when `searchIndex` is set (a page searches the
 * site). Indexed: every route's page (`…/index.html`, so not 404.html), its `<main>` only: the app marks it
 * `data-pagefind-body`, the pre-render takes the mark off the pages left out (page data `unsearched`: the search
 * page, the archive's), and Pagefind skips a page without it once any page has it; forms, an article's share row and
 * related cards are marked `data-pagefind-ignore`.
 *
 * Pagefind's command line, not its Node API: the API's service took 4.7 s for the 2,369 pages of 2,000 articles
 * (each file sent through a pipe, the index written on one thread), the command 2.0 s.
 */
export async function indexSearch(
  site: string,
  { searchIndex }: { searchIndex: boolean },
): Promise<{ pages: number; peakBytes?: number }> {
  if (!searchIndex) return { pages: 0 }
  const output = join(site, 'pagefind')
  const bin = join(dirname(fileURLToPath(import.meta.resolve('pagefind'))), 'runner/bin.cjs')
  let peakBytes: number | undefined
  let stdout: string
  try {
    const run = promisify(execFile)(
      process.execPath,
      [bin, '--site', site, '--glob', '**/index.html', '--output-path', output],
      { maxBuffer: 16 * 1024 * 1024 },
    )
    // Pagefind runs in processes of its own (the npm wrapper, then its binary): their memory is not the build
    // process's. Their peak is sampled where the system tells it (Linux), for the benchmark.
    const sample = setInterval(() => {
      const peak = processTreePeak(run.child.pid)
      if (peak !== undefined) peakBytes = Math.max(peakBytes ?? 0, peak)
    }, 100)
    try {
      ;({ stdout } = await run)
    } finally {
      clearInterval(sample)
    }
  } catch (error) {
    const { stdout: out = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`Pagefind could not index the site:\n${`${stderr}\n${out}`.trim().slice(-2000)}`, {
      cause: error,
    })
  }
  // Pagefind's ready-made interfaces (about 430 KB) are written too; the page has its own.
  for (const name of readdirSync(output)) if (UNUSED.test(name)) rmSync(join(output, name))
  return {
    pages: Number(/Indexed (\d+) pages?/.exec(stdout)?.[1] ?? 0),
    ...(peakBytes === undefined ? {} : { peakBytes }),
  }
}

/** The largest peak resident memory (VmHWM) of a process and its children, or undefined where /proc is not there. */
function processTreePeak(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    const own = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean)
    return Math.max(own, ...children.map((child) => processTreePeak(Number(child)) ?? 0))
  } catch {
    return undefined
  }
}

import { readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build, createLogger, type Logger } from 'vite'
import { sharedContent, type SharedContent } from '../src/site/shared-content.ts'
import { BuildFailure } from './build-failure.ts'
import { indexSearch } from './index-search.ts'
import { precompress } from './precompress.ts'
import { prerender } from './prerender.ts'
import { swapDir } from './swap-dir.ts'

/**
 * Builds the site (client bundle, server bundle, every route pre-rendered, compressed copies) into a folder of its
 * own under `.cache/`, and swaps it into `dist/` only when every step succeeded: a failed build leaves the previous
 * `dist/` exactly as it was and throws a {@link BuildFailure}. Concurrent builds never mix their files.
 */
/** Wall time of one step of the build, for the benchmark's "where the time goes". */
export interface StepTime {
  step: string
  ms: number
}

export async function buildSite({ root = process.cwd() }: { root?: string } = {}): Promise<{
  pages: number
  seconds: number
  steps: StepTime[]
}> {
  const started = performance.now()
  // Vite keeps an inherited NODE_ENV: run from vitest (NODE_ENV=test) it would ship React's development build.
  process.env.NODE_ENV = 'production'
  const cache = resolve(root, '.cache')
  removeAbandoned(cache)
  const work = join(cache, `build-${process.pid}`)
  const site = join(work, 'site')
  const ssr = join(work, 'ssr')
  const customLogger = withoutFailureLine(createLogger('warn'))
  // pages/ is loaded once, by the client bundle's run; the server bundle and the pre-render reuse it.
  const content: SharedContent = {}
  const plugins = [sharedContent(content)]
  const steps: StepTime[] = []
  const step = async <T>(name: string, run: () => T | Promise<T>): Promise<T> => {
    const start = performance.now()
    try {
      return await run()
    } catch (error) {
      throw new BuildFailure(name, error)
    } finally {
      steps.push({ step: name, ms: performance.now() - start })
    }
  }
  try {
    await step('client bundle', () =>
      build({ root, logLevel: 'warn', customLogger, plugins, build: { outDir: site, emptyOutDir: true } }),
    )
    await step('server bundle', () =>
      build({
        root,
        logLevel: 'warn',
        customLogger,
        plugins,
        build: { ssr: 'src/app/entry-server.tsx', outDir: ssr, emptyOutDir: true, copyPublicDir: false },
      }),
    )
    const { pages, search } = await step('pre-render', () =>
      prerender({
        root,
        outDir: site,
        serverEntry: join(ssr, 'entry-server.js'),
        built: content.built!,
        searchDir: join(work, 'search'),
      }),
    )
    await step('search index', () => indexSearch(site, search))
    await step('compression', () => precompress(site))
    await step('swap into dist/', () => swapDir(site, resolve(root, 'dist'), cache))
    return { pages, seconds: (performance.now() - started) / 1000, steps }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/** Our failure message replaces Vite's "✗ Build failed in 1.2s" line, printed before the error is thrown. */
function withoutFailureLine(logger: Logger): Logger {
  const error = logger.error.bind(logger)
  logger.error = (message, options) => {
    if (!message.includes('Build failed in')) error(message, options)
  }
  return logger
}

/** Work folders of builds that were killed (their process is gone) would otherwise pile up in .cache/. */
function removeAbandoned(cache: string): void {
  let names: string[]
  try {
    names = readdirSync(cache)
  } catch {
    return
  }
  for (const name of names) {
    const pid = /^(?:build|old)-(\d+)/.exec(name)?.[1]
    if (pid && !alive(Number(pid))) rmSync(join(cache, name), { recursive: true, force: true })
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

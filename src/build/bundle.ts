/**
 * The build's two bundles, built in a process of its own (src/build/build-site.ts starts it with startBundling): the
 * client bundle, and the server bundle with the pre-render's worker, from the content modules it is given (it reads
 * no content). Vite's bundler holds memory it does not give back; in a process of its own, that memory goes when it
 * ends, and the search index's parts get it (see the memory budget in src/build/README.md).
 *
 * Reads a line of JSON on standard input ({@link BundleJob}) and starts at once; the content modules come as a second
 * line, when the build has loaded the content (a module that imports them waits for them meanwhile, the others are
 * bundled). Writes one line of JSON on standard output: `{ steps }`, or `{ error }` with the bundler's messages
 * (Vite's warnings go to standard error).
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import type { Logger } from 'vite'
import { sharedContent } from '../site/shared-content.ts'
import type { StepTime } from './step-time.ts'
import { bundleScript } from './bundle-script.mjs'

/** Where the bundles of which project go. */
export interface BundleJob {
  root: string
  /** Where the client bundle goes (its index.html is the pages' template). */
  client: string
  /** Where the server bundle and the pre-render's worker go. */
  ssr: string
}

/** The bundles under way in a process of their own (startBundling). */
export interface Bundling {
  /** What the bundles import from the content (contentModules), once it is loaded. */
  give(modules: Record<string, string>): void
  /** Each bundle's time, once both are written; the bundler's error. */
  done: Promise<StepTime[]>
  /** Ends the bundler, if it still runs (the build failed before the modules were given), and waits until it has. */
  stop(): Promise<void>
}

/** A bundler's error as BuildFailure shows it: its messages with their places and frames. */
type BundleError = Error & { errors?: { message: string; frame?: string; loc?: object }[] }

/** The argument the bundler's process is started with: it runs `bundle` below and answers (see the end of this file). */
export const SERVE_BUNDLES = '--serve-bundles'

/**
 * Starts the bundles in a process of their own. Its start (Vite, the config) and everything it bundles that does not
 * import the content go on while the build loads the content, when the build knows it will bundle (the code changed
 * since the cached bundles, or `--full`); `give` hands it the content modules.
 *
 * The process runs this file bundled into one (src/build/bundle-script.mjs, cached in `.cache/run/` as the build's
 * own script is), so Node does not load Vite's and the bundler's hundreds of modules through tsx's loader. If this
 * file cannot be bundled, tsx runs it and says what is wrong.
 */
export function startBundling(job: BundleJob): Bundling {
  const script = fileURLToPath(import.meta.url)
  let stopped = false
  const started = bundleScript(script, job.root).then(
    (file) => [file, SERVE_BUNDLES],
    () => ['--import', 'tsx', script, SERVE_BUNDLES],
  )
  const child = started.then((args) => {
    const child = spawn(process.execPath, args, {
      cwd: job.root,
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    })
    // A bundler that ended early (its error) no longer reads: what is written to it then is dropped.
    child.stdin.on('error', () => undefined)
    child.stdin.write(`${JSON.stringify(job)}\n`)
    return child
  })
  const done = child.then(
    (child) =>
      new Promise<StepTime[]>((resolve, reject) => {
        let out = ''
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
        child.on('error', reject)
        child.on('close', (code) => {
          const line = out.trim().split('\n').at(-1) ?? ''
          let answer: { steps?: StepTime[]; error?: { message: string; errors?: BundleError['errors'] } } = {}
          try {
            answer = JSON.parse(line) as typeof answer
          } catch {
            // Nothing said: the code below says how it ended.
          }
          if (answer.steps && code === 0) return resolve(answer.steps)
          const error: BundleError = new Error(
            answer.error?.message ?? (stopped ? 'the bundler was stopped' : `the bundler stopped (exit code ${code})`),
          )
          if (answer.error?.errors) error.errors = answer.error.errors
          reject(error)
        })
      }),
  )
  // Its error is the build's once it waits for it; until then (the content still loading) it is not unhandled.
  done.catch(() => undefined)
  return {
    give: (modules) => void child.then((child) => child.stdin.end(`${JSON.stringify(modules)}\n`)),
    done,
    async stop() {
      stopped = true
      const running = await child
      if (running.exitCode === null && running.signalCode === null) running.kill()
      // Until it has ended, it may still write in the build's folder.
      await done.catch(() => undefined)
    },
  }
}

/** The bundles, in this process: what the child started by startBundling runs. */
async function bundle({ root, client, ssr }: BundleJob, modules: Promise<Record<string, string>>): Promise<StepTime[]> {
  const { build, createLogger } = await import('vite')
  const customLogger = withoutFailureLine(createLogger('warn'))
  const plugins = [sharedContent({ modules })]
  // The bundler's timings warning: the content modules' load waits for the build on purpose (see startBundling).
  const checks = { bundlerTimings: false }
  const steps: StepTime[] = []
  let start = performance.now()
  await build({
    root,
    logLevel: 'warn',
    customLogger,
    plugins,
    build: { outDir: client, emptyOutDir: true, rollupOptions: { checks } },
  })
  steps.push({ step: 'client bundle', ms: performance.now() - start })
  start = performance.now()
  await build({
    root,
    logLevel: 'warn',
    customLogger,
    plugins,
    build: {
      // The pre-render's worker is built with the entry it renders with: it runs as plain JavaScript.
      ssr: true,
      rollupOptions: {
        input: { 'entry-server': 'src/app/entry-server.tsx', 'prerender-worker': 'src/build/prerender-worker.ts' },
        checks,
      },
      outDir: ssr,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  })
  steps.push({ step: 'server bundle', ms: performance.now() - start })
  return steps
}

/** Our failure message replaces Vite's "✗ Build failed in …" line, printed before the error is thrown. */
function withoutFailureLine(logger: Logger): Logger {
  const error = logger.error.bind(logger)
  logger.error = (message, options) => {
    if (!message.includes('Build failed in')) error(message, options)
  }
  return logger
}

// The bundler's process (startBundling): this file, or the build script's bundle of it, started with SERVE_BUNDLES.
if (process.argv.includes(SERVE_BUNDLES)) {
  // The build that started it is gone (killed): nobody reads the answer, and there is nothing to say.
  process.stdout.on('error', () => process.exit(1))
  const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]()
  try {
    const first = await lines.next()
    if (first.done) throw new Error('the build stopped before the bundler was told what to bundle')
    const modules = lines.next().then(({ value, done }) => {
      if (done) throw new Error('the build stopped before its content was loaded')
      return JSON.parse(value) as Record<string, string>
    })
    // Not awaited when the bundling fails first.
    modules.catch(() => undefined)
    process.stdout.write(
      `\n${JSON.stringify({ steps: await bundle(JSON.parse(first.value) as BundleJob, modules) })}\n`,
    )
  } catch (e) {
    const error = e as BundleError
    const errors = error.errors?.map(({ message, frame, loc }) => ({ message, frame, loc }))
    process.stdout.write(`\n${JSON.stringify({ error: { message: error.message, errors } })}\n`)
    process.exitCode = 1
  }
}

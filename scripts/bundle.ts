/**
 * The build's two bundles, made in a process of its own (scripts/build-site.ts starts it with bundleApart): the
 * client bundle, and the server bundle with the pre-render's worker, from the content modules it is given (it reads
 * no content). Vite's bundler keeps about 0.4 GB it does not give back; in a process of its own, that memory goes
 * when it ends, and the search index's parts get it.
 *
 * Reads one line of JSON on standard input ({@link BundleRequest}); writes one line of JSON on standard output:
 * `{ steps }`, or `{ error }` with the bundler's messages (Vite's warnings go to standard error).
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Logger } from 'vite'
import { sharedContent } from '../src/site/shared-content.ts'
import type { StepTime } from './build-site.ts'

export interface BundleRequest {
  root: string
  /** Where the client bundle goes (its index.html is the pages' template). */
  client: string
  /** Where the server bundle and the pre-render's worker go. */
  ssr: string
  /** What the bundles import from the content (contentModules). */
  modules: Record<string, string>
}

/** A bundler's error as BuildFailure shows it: its messages with their places and frames. */
type BundleError = Error & { errors?: { message: string; frame?: string; loc?: object }[] }

/** Makes the bundles in a process of its own; resolves with each one's time, rejects with the bundler's error. */
export function bundleApart(request: BundleRequest): Promise<StepTime[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      cwd: request.root,
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    })
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
      const error: BundleError = new Error(answer.error?.message ?? `the bundler stopped (exit code ${code})`)
      if (answer.error?.errors) error.errors = answer.error.errors
      reject(error)
    })
    child.stdin.end(`${JSON.stringify(request)}\n`)
  })
}

/** The bundles, in this process: what the child started by bundleApart runs. */
async function bundle({ root, client, ssr, modules }: BundleRequest): Promise<StepTime[]> {
  const { build, createLogger } = await import('vite')
  const customLogger = withoutFailureLine(createLogger('warn'))
  const plugins = [sharedContent({ modules })]
  const steps: StepTime[] = []
  let start = performance.now()
  await build({ root, logLevel: 'warn', customLogger, plugins, build: { outDir: client, emptyOutDir: true } })
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
        input: { 'entry-server': 'src/app/entry-server.tsx', 'prerender-worker': 'scripts/prerender-worker.ts' },
      },
      outDir: ssr,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  })
  steps.push({ step: 'server bundle', ms: performance.now() - start })
  return steps
}

/** Our failure message replaces Vite's "✗ Build failed in 1.2s" line, printed before the error is thrown. */
function withoutFailureLine(logger: Logger): Logger {
  const error = logger.error.bind(logger)
  logger.error = (message, options) => {
    if (!message.includes('Build failed in')) error(message, options)
  }
  return logger
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let input = ''
  for await (const chunk of process.stdin) input += String(chunk)
  try {
    process.stdout.write(`\n${JSON.stringify({ steps: await bundle(JSON.parse(input) as BundleRequest) })}\n`)
  } catch (e) {
    const error = e as BundleError
    const errors = error.errors?.map(({ message, frame, loc }) => ({ message, frame, loc }))
    process.stdout.write(`\n${JSON.stringify({ error: { message: error.message, errors } })}\n`)
    process.exitCode = 1
  }
}

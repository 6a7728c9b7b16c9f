import { isAbsolute, relative } from 'node:path'
import type { Diagnostic } from '../content/diagnostic.ts'
import { BuildFailure } from './build-failure.ts'

/** A problem that stopped a build, at its place when it has one (what the studio shows of a failed build). */
export interface BuildProblem {
  /** Path from the site's root, such as pages/careers/jobs/devops-engineer.yaml; absent for a problem of no file. */
  file?: string
  line?: number
  column?: number
  /** In a content file: where in its data, such as sections[2].heading (the studio opens the file at that field). */
  path?: string
  /** Plain words that name the fix. */
  message: string
}

/** At most this many problems are reported; the lint lists them all. */
const MOST = 50

interface BundlerError {
  message?: string
  loc?: { file?: string; line: number; column: number }
}

/**
 * What stopped a build, as data (`npm run build -- --json`): each content problem at its file, line and column in the
 * studio's words with its hint; each bundler error at its place; anything else in one sentence naming the step.
 */
export function buildProblems(error: unknown, root: string): BuildProblem[] {
  const cause = error instanceof BuildFailure ? error.cause : error
  const diagnostics = (cause as { diagnostics?: Diagnostic[] } | undefined)?.diagnostics
  // The problems that stopped it (its errors), each in the studio's words: its fields by their label.
  const errors = Array.isArray(diagnostics) ? diagnostics.filter((d) => d.severity === 'error') : []
  if (errors.length)
    return errors.slice(0, MOST).map((d) => ({
      file: d.file,
      line: d.line,
      column: d.col,
      ...(d.path ? { path: d.path } : {}),
      message: d.hint ? `${d.message}. ${d.hint.charAt(0).toUpperCase()}${d.hint.slice(1)}` : d.message,
    }))
  const bundler = (cause as { errors?: BundlerError[] } | undefined)?.errors
  if (Array.isArray(bundler) && bundler.length)
    return bundler.slice(0, MOST).map((e) => {
      const firstLine =
        String(e.message ?? '')
          .trim()
          .split('\n')[0] ?? ''
      const message = firstLine.replace(/^\S+:\d+:\d+:?\s+/, '') || 'The code of the site does not compile here.'
      const file = e.loc?.file ? (isAbsolute(e.loc.file) ? relative(root, e.loc.file) : e.loc.file) : undefined
      return file ? { file, line: e.loc!.line, column: e.loc!.column, message } : { message }
    })
  const step = error instanceof BuildFailure ? error.step : undefined
  const text = (cause instanceof Error ? cause.message : String(cause)).trim().split('\n')[0]
  return [
    {
      message: step
        ? `The site could not be built (in the ${step} step): ${text}. A developer should look at the server's log.`
        : `The site could not be built: ${text}. A developer should look at the server's log.`,
    },
  ]
}

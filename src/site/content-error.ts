import { resolve } from 'node:path'
import { counted } from '../lib/counted.ts'
import { firstPerFile } from '../content/first-per-file.ts'
import { formatDiagnostic } from '../content/format-diagnostic.ts'
import type { LoadResult } from '../content/load-content.ts'

/** An error Vite shows with its place: the overlay and the build's message point at the file, line and column. */
export type LocatedError = Error & { loc?: { file: string; line: number; column: number }; id?: string }

/**
 * The content's errors as one Error (file:line:col, code frame and hint for each, the first few of each file and how
 * many more: see firstPerFile), placed at the first. `npm run lint:content` lists them all.
 */
export function contentError(result: LoadResult, root: string): LocatedError {
  const errors = result.diagnostics.filter((d) => d.severity === 'error')
  const message = firstPerFile(errors)
    .map((d) => {
      const text = formatDiagnostic(d, result.sources.get(d.file))
      return d.more ? `${text}\n\nand ${d.more.toLocaleString('en-US')} more in ${d.file}` : text
    })
    .join('\n\n')
  const error: LocatedError = new Error(`Content has ${counted(errors.length, 'error')}:\n\n${message}`)
  const first = errors[0]
  if (first) {
    error.loc = { file: resolve(root, first.file), line: first.line, column: first.col }
    error.id = resolve(root, first.file)
  }
  return error
}

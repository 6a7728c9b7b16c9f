import type { Diagnostic } from './diagnostic.ts'
import { formatDiagnostic, formatGithub } from './format-diagnostic.ts'
import { loadContent, type LoadResult } from './load-content.ts'
import { readContentDir } from './read-content-dir.ts'

/** Formats a load result for people (`pretty`) or CI annotations (`github`). */
export function formatReport(result: LoadResult, fileCount: number, format: 'pretty' | 'github' = 'pretty'): string {
  const { diagnostics, sources } = result
  if (!diagnostics.length) {
    const routes = result.content ? result.content.pages.length : 0
    return `✔ content ok: ${fileCount} files, ${routes} pages, no problems`
  }
  const body = diagnostics.map((d: Diagnostic) =>
    format === 'github' ? formatGithub(d) : formatDiagnostic(d, sources.get(d.file)),
  )
  const files = new Set(diagnostics.map((d) => d.file)).size
  const summary = `✖ ${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`
  return [...body, summary].join(format === 'github' ? '\n' : '\n\n')
}

/** Reads pages/ under `root`, validates it, and formats the report. */
export function lintContent(
  root: string,
  format: 'pretty' | 'github' = 'pretty',
): { output: string; errors: number; result: LoadResult } {
  const files = readContentDir(root)
  const result = loadContent(files)
  return { output: formatReport(result, files.length, format), errors: result.diagnostics.length, result }
}

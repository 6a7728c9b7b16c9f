import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Diagnostic } from './diagnostic.ts'
import { formatDiagnostic, formatGithub } from './format-diagnostic.ts'
import type { ContentModel } from './content-model.ts'
import type { Content, LoadResult } from './load-content.ts'
import { loadContentDir } from './load-content-dir.ts'

export type ReportFormat = 'pretty' | 'github' | 'json'

/** Routes the content defines: pages, plus one per entry of every collection that has a template page. */
export function routeCount(content: Content): { pages: number; entries: Record<string, number>; total: number } {
  const entries: Record<string, number> = {}
  for (const t of content.templates)
    entries[t.template.collection] = content.collections[t.template.collection]?.length ?? 0
  const fromEntries = Object.values(entries).reduce((a, b) => a + b, 0)
  return { pages: content.pages.length, entries, total: content.pages.length + fromEntries }
}

/** Formats a load result for people (`pretty`), CI annotations (`github`) or tools (`json`). */
export function formatReport(result: LoadResult, fileCount: number, format: ReportFormat = 'pretty'): string {
  const { diagnostics, sources } = result
  const errors = diagnostics.filter((d) => d.severity === 'error').length
  const warnings = diagnostics.length - errors
  if (format === 'json') {
    const routes = result.content ? routeCount(result.content) : undefined
    return JSON.stringify({ files: fileCount, routes, errors, warnings, diagnostics }, null, 2)
  }
  const counts = result.content ? routeSummary(result.content) : ''
  if (!diagnostics.length) return `✔ content ok: ${fileCount} files, ${counts}, no problems`
  const body = diagnostics.map((d: Diagnostic) =>
    format === 'github' ? formatGithub(d) : formatDiagnostic(d, sources.get(d.file)),
  )
  const files = new Set(diagnostics.map((d) => d.file)).size
  const parts = [
    errors ? `${errors} error${errors === 1 ? '' : 's'}` : '',
    warnings ? `${warnings} warning${warnings === 1 ? '' : 's'}` : '',
  ].filter(Boolean)
  const mark = errors ? '✖' : '⚠'
  const summary = `${mark} ${parts.join(' and ')} in ${files} file${files === 1 ? '' : 's'}`
  return [...body, summary].join(format === 'github' ? '\n' : '\n\n')
}

function routeSummary(content: Content): string {
  const { pages, entries, total } = routeCount(content)
  const parts = [`${pages} pages`, ...Object.entries(entries).map(([name, n]) => `${n} ${name}`)]
  // Each other language's routes, by its name: "12 in Español".
  const translated = Object.entries(content.translations ?? {}).map(
    ([code, t]) => `${routeCount(t).total} in ${content.languages?.find((l) => l.code === code)?.name ?? code}`,
  )
  return `${total} routes (${parts.join(', ')})${translated.map((t) => `, ${t}`).join('')}`
}

/**
 * What the last build made, for the lint's warning about a page gone live since: whether dist/ holds a route's page
 * (its index.html). Nothing when there is no dist/ (no build yet: nothing to warn about).
 */
function lastBuild(root: string): { built?: (route: string) => boolean } {
  const dist = join(root, 'dist')
  if (!existsSync(join(dist, 'index.html'))) return {}
  return { built: (route) => existsSync(join(dist, route === '/' ? '' : route.slice(1), 'index.html')) }
}

/** Reads pages/ under `root`, validates it, and formats the report; `failed` says whether the lint fails. */
export function lintContent(
  root: string,
  model: ContentModel,
  format: ReportFormat = 'pretty',
  { strict = false }: { strict?: boolean } = {},
): { output: string; failed: boolean; errors: number; warnings: number; result: LoadResult } {
  const result = loadContentDir(root, { model, ...lastBuild(root) })
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length
  const warnings = result.diagnostics.length - errors
  return {
    output: formatReport(result, result.fileCount, format),
    failed: errors > 0 || (strict && warnings > 0),
    errors,
    warnings,
    result,
  }
}

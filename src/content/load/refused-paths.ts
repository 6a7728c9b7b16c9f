import type { Reporter } from './parsed-file.ts'

/** The paths of the values a file's schema refused (its Markdown's problems are about the text, not its place). */
export function errorPaths(report: Reporter, file: string): string[] {
  // A missing property is said at the mapping that lacks it: its own path is what it touches.
  return report.diagnostics
    .filter((d) => d.file === file && d.severity === 'error' && !d.code.startsWith('markdown-'))
    .flatMap((d) => d.missing ?? [d.path ?? ''])
}

/** Whether `path` is one of `paths`, inside one, or holds one ('' is the whole file: it touches everything). */
export function touches(paths: string[], path: string): boolean {
  const within = (inner: string, outer: string) =>
    outer === '' || inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`)
  return paths.some((p) => within(path, p) || within(p, path))
}

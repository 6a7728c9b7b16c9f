import type { Diagnostic } from '../content/diagnostic.ts'

/**
 * A diagnostic of another file than the one edited, and whether the edit brings it (else it is on disk already);
 * `more`: how many more that file has on disk that are not listed (see lint-cache.ts).
 */
export type OtherDiagnostic = Diagnostic & { introduced: boolean; more?: number }

export interface LintScope {
  /** The edited file's own diagnostics: its errors always stop a save. */
  own: Diagnostic[]
  /**
   * Other files' diagnostics: each one the edit introduces (a removed id another page refers to, a duplicate), and
   * the errors those files had on disk before, which the edit did not cause and which do not stop its save.
   */
  others: OtherDiagnostic[]
  /** The errors a save would write: the file's own and those it introduces elsewhere. */
  blocking: Diagnostic[]
}

// Other files are not edited, so their positions stay; messages may not (a suggestion names the ids there are).
const keyOf = (d: Diagnostic) => `${d.file}:${d.line}:${d.col}:${d.code}:${d.path}`

/**
 * Warnings about how hand-written YAML may read differently from what was meant (a value in curly quotes, text
 * after ` #`). The studio writes every value with the quoting it needs and checks that it reads back as typed, so
 * for the file it writes they would only tell the editor to change what they typed.
 */
const HAND_WRITTEN_ONLY = new Set(['value-in-curly-quotes', 'value-cut-by-comment'])

/** Splits the lint of the content with `file` edited (`after`) against the lint of the disk as it is (`before`). */
export function lintScope(file: string, before: Diagnostic[], after: Diagnostic[]): LintScope {
  const existing = new Set(before.map(keyOf))
  const own = after.filter((d) => d.file === file && !HAND_WRITTEN_ONLY.has(d.code))
  const others = after
    .filter((d) => d.file !== file)
    .map((d) => ({ ...d, introduced: !existing.has(keyOf(d)) }))
    .filter((d) => d.introduced || d.severity === 'error')
  const blocking = [...own, ...others.filter((d) => d.introduced)].filter((d) => d.severity === 'error')
  return { own, others, blocking }
}

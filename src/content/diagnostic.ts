/** One problem found in content: data, formatted only at the edge (CLI, Vite overlay, CI annotations). */
export interface Diagnostic {
  /** Permanent name of the kind of problem, e.g. "missing-property". */
  code: DiagnosticCode
  /** Path relative to the project root, with forward slashes: pages/services/sap-basis.yaml */
  file: string
  /** 1-based line and column. */
  line: number
  col: number
  /** Where in the data, e.g. sections[2].items[0]; empty for the whole file. */
  path: string
  /** What is wrong, without position or "Error:" prefix. */
  message: string
  /** What to do about it. */
  hint?: string
}

export type DiagnosticCode =
  | 'yaml-syntax'
  | 'missing-property'
  | 'unknown-property'
  | 'wrong-type'
  | 'unknown-section-type'
  | 'invalid-value'
  | 'bad-url'
  | 'broken-link'
  | 'duplicate-route'
  | 'duplicate-id'
  | 'unknown-reference'
  | 'misplaced-section'
  | 'unknown-file'

/** One problem found while reading a file's bytes or YAML syntax; the loader adds the file to make a Diagnostic. */
export interface ParseProblem {
  /** Permanent kebab-case name, a key of `yamlMessages`. */
  code: string
  severity: 'error' | 'warning'
  /** 1-based line and column in the file as the editor sees it. */
  line: number
  col: number
  /** What happened, in plain words, without position or "Error:" prefix. */
  message: string
  /** What to do about it. */
  hint?: string
}

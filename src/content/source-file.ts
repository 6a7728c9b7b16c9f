import type { ParseProblem } from './yaml/parse-problem.ts'

/** A content file as read from disk. */
export interface SourceFile {
  /** Relative to the project root, forward slashes: pages/about.yaml */
  file: string
  text: string
  /** Set when the file's bytes are not UTF-8 text (decodeSource): the file is not parsed, `text` only feeds the code frame. */
  problem?: ParseProblem
}

import type { ParseProblem } from './yaml/parse-problem.ts'

/** A content file as read from disk. */
export interface SourceFile {
  /** Relative to the project root, forward slashes: pages/about.yaml */
  file: string
  text: string
  /** Set when the file's bytes are not UTF-8 text (decodeSource): the file is not parsed, `text` only feeds the code frame. */
  problem?: ParseProblem
  /**
   * A hash of `text` (sha256, hex), when it is known without reading the file: a build takes it from what it noted of
   * the file last time, and `text` is read only if something asks for it (see readKnownContentDir).
   */
  digest?: string
  /** What the file's stat said as it was listed (size, times, inode), when the file may be noted by it (ParsedFileCache). */
  stamp?: string
}

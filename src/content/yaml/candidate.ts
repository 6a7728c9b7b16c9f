import type { LineEdit } from './draft.ts'
import type { ParseProblem } from './parse-problem.ts'

/** A likely slip near a syntax error: the fix it names and the edits that make it, to be tried by parsing. */
export interface Candidate {
  /** Lower is more likely when two fixes work equally well. */
  rank: number
  /** 1-based line of the slip. */
  line: number
  /** How far the fix moves text, to prefer the smallest change. */
  distance: number
  edits: LineEdit[]
  problem: ParseProblem
}

/** A fix of line `n` by `edits`, of the given rank. */
export const candidate = (
  rank: number,
  n: number,
  edits: Omit<LineEdit, 'line'>[],
  problem: ParseProblem,
): Candidate => ({
  rank,
  line: n,
  distance: 0,
  edits: edits.map((e) => ({ ...e, line: n })),
  problem,
})

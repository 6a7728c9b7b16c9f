/** One mistake that keeps a file from being read, as the lint says it: the studio shows these instead of a form. */
export interface UnreadableProblem {
  line: number
  col: number
  message: string
  hint?: string
}

/** Wall time of one step of the build, for the benchmark's "where the time goes". */
export interface StepTime {
  step: string
  ms: number
}

/** Wall time of one step of the build, for the benchmark's "where the time goes". */
export interface StepTime {
  step: string
  ms: number
}

/** The step name a build announces once its site is in dist/ (buildSite's onStep): what follows is its tidying up. */
export const SERVED = 'served'

/**
 * The seed of every fast-check property in `npm test`: each run draws the same cases, so a failure is the code's and
 * comes back on the next run. A new random sample every time is `npm run fuzz`'s job (it prints the seed it drew).
 */
export const TEST_SEED = 20_261_125

import { describe, expect, it } from 'vitest'
import { lintScaling } from '../../scripts/bench/lint-scaling.ts'

// npm run bench prints the figures at 50,000 / 100,000 / 200,000 names; this keeps the shape of the curve.
describe('the content lint grows linearly with the names in one file', () => {
  it('takes well under four times as long for twice the names (it was the square)', () => {
    const rows = lintScaling(process.cwd(), [5_000, 10_000, 20_000])
    for (const row of rows.slice(1)) expect(row.growth!).toBeLessThan(3)
    expect(rows.at(-1)!.ms).toBeLessThan(10_000)
  })
})

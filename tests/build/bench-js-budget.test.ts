// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { budgets } from '../../scripts/bench/budgets.ts'
import type { Measurement } from '../../scripts/bench/lighthouse.ts'
import { budgetMisses, routeTable } from '../../scripts/bench/report.ts'

/** A Lighthouse measurement inside every budget but the JavaScript one under test. */
function measured(jsTransferred: number): Measurement {
  return {
    scores: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
    fcpMs: 900,
    lcpMs: 900,
    tbtMs: 20,
    cls: 0,
    speedIndexMs: 1000,
    lcpParts: {},
    js: { bytes: 80_000, files: 4 },
    jsLoaded: { bytes: 80_000, files: 4 },
    jsTransferred: { bytes: jsTransferred, files: 4 },
    deferred: [],
    notLoaded: [],
    css: { bytes: 7_000, files: 1 },
    unblocked: [],
    failing: [],
    warnings: [],
  }
}

describe('the bench’s JavaScript budget', () => {
  it('reports the JavaScript each route transferred, as Lighthouse counts it', () => {
    const table = routeTable([{ route: '/', real: measured(90_012) }])
    expect(table).toMatch(/JS sent kB/)
    expect(table).toMatch(/90\.0 \(4\)/)
  })

  it('fails a route that transfers more than 100 kB of JavaScript', () => {
    expect(budgets.jsTransferredBytes).toBe(100_000)
    expect(budgetMisses([{ route: '/', real: measured(100_000) }], budgets)).toEqual([])
    expect(budgetMisses([{ route: '/', real: measured(100_001) }], budgets).map((m) => m.text)).toEqual([
      '/: JS transferred 100.0 kB > 100.0 kB',
    ])
  })
})

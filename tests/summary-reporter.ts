import { mkdirSync, writeFileSync } from 'node:fs'
import type { Reporter, TestModule } from 'vitest/node'

/**
 * Prints one plain closing line, "<suite>: N passed, N failed", and records the counts in .cache/test-summary/
 * so .ci/run can print the total of all suites.
 */
export default class SummaryReporter implements Reporter {
  private suite: string

  constructor(options: { suite?: string } = {}) {
    this.suite = options.suite ?? 'unit'
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0
    let failed = 0
    let skipped = 0
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const state = t.result().state
        if (state === 'passed') passed++
        else if (state === 'failed') failed++
        else skipped++
      }
      // A file that failed outside its tests (an import, a beforeAll: its tests then count as skipped) fails once.
      if (m.state() === 'failed' && ![...m.children.allTests()].some((t) => t.result().state === 'failed')) failed++
    }
    mkdirSync('.cache/test-summary', { recursive: true })
    writeFileSync(`.cache/test-summary/${this.suite}.json`, JSON.stringify({ passed, failed, skipped }))
    console.log(`\n${this.suite}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
  }
}

// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { describeLoadTest, loadTest } from '../helpers/load-test.ts'
import { scratchProject } from '../helpers/scratch-project.ts'

const scratch = mkdtempSync(join(tmpdir(), 'load-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

it('answers 10,000 requests at concurrency 50 while a rebuild swaps dist/, without one failure', async () => {
  // A project of its own: npm start builds its dist/ first, then the loop runs while a second build replaces it.
  const project = scratchProject(process.cwd(), join(scratch, 'site'))
  const result = await loadTest({ root: project, requests: 10_000, concurrency: 50 })
  console.log(`load test: ${describeLoadTest(result, 50)}`)
  expect(result.failures).toEqual([])
  expect(result.failed).toBe(0)
  expect(result.requests).toBeGreaterThanOrEqual(10_000)
  expect(result.swapped).toBe(true)
  expect(result.duringRebuild).toBeGreaterThan(0)
}, 400_000)

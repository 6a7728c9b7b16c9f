import { expect, it } from 'vitest'
import { describeTeamLoadTest, teamLoadTest } from '../../helpers/team-load-test.ts'

// The load of issue 22 in small (npm run loadtest -- --team runs the full minute): 20 people saving three times, a
// second apart, while a publisher publishes to a bare repository.
it('20 people saving every second while a publish happens: no save lost, nothing 5xx, the publish takes its own file', async () => {
  const r = await teamLoadTest({ sessions: 20, rounds: 3 })
  console.log(`team load test: ${describeTeamLoadTest(r, 20)}`)
  expect(r.serverErrors).toBe(0)
  expect(r.refused).toEqual({})
  expect(r.lost).toEqual([])
  expect(r.saves).toBe(60)
  expect(r.publish).toMatchObject({ kind: 'published', files: ['pages/about.yaml'], author: 'publisher' })
}, 120_000)

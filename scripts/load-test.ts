/**
 * npm run loadtest: serves dist/ with `npm start`'s server on 127.0.0.1 and sends it a bounded mix of requests while
 * `npm run build` rebuilds dist/ and swaps it in, checking every answer (tests/helpers/load-test.ts). Exits 1 when any
 * request failed.
 *
 *   npm run loadtest                         10,000 requests at concurrency 50 while a rebuild runs
 *   npm run loadtest -- --requests 2000 --concurrency 20 --no-rebuild
 *   npm run loadtest -- --url http://127.0.0.1:4173 --no-rebuild    against a running `npm start`
 *   npm run loadtest -- --team [--sessions 20] [--seconds 60]       the team studio (tests/helpers/team-load-test.ts)
 *   npm run loadtest -- --stall     a colleague's wait beside heavy drafts in the team studio (tests/helpers/stall-test.ts)
 */
import { parseArgs } from 'node:util'
import { describeLoadTest, loadTest } from '../tests/helpers/load-test.ts'
import { describeStallTest, STALL_BOUND_MS, stallTest } from '../tests/helpers/stall-test.ts'
import { describeTeamLoadTest, teamLoadTest } from '../tests/helpers/team-load-test.ts'

const { values } = parseArgs({
  options: {
    requests: { type: 'string' },
    concurrency: { type: 'string' },
    'no-rebuild': { type: 'boolean' },
    url: { type: 'string' },
    team: { type: 'boolean' },
    stall: { type: 'boolean' },
    sessions: { type: 'string' },
    seconds: { type: 'string' },
  },
})
const log = (line: string) => console.log(`[loadtest] ${line}`)

if (values.team) {
  const sessions = Number(values.sessions ?? 20)
  const r = await teamLoadTest({ sessions, seconds: Number(values.seconds ?? 60), log })
  console.log(describeTeamLoadTest(r, sessions))
  const failed = r.serverErrors || r.lost.length || Object.keys(r.refused).length || r.publish.kind !== 'published'
  process.exit(failed ? 1 : 0)
}
if (values.stall) {
  const figures = await stallTest(log)
  console.log(describeStallTest(figures))
  process.exit(figures.some((f) => f.worst >= STALL_BOUND_MS) ? 1 : 0)
}
const concurrency = Number(values.concurrency ?? 50)
const result = await loadTest({
  requests: Number(values.requests ?? 10_000),
  concurrency,
  rebuild: !values['no-rebuild'],
  ...(values.url ? { url: values.url } : {}),
  log,
})
console.log(describeLoadTest(result, concurrency))
for (const failure of result.failures) console.log(`  ${failure}`)
if (result.failed) process.exit(1)

/**
 * The live server as `npm run live` starts it, with a stand-in studio page (no studio build): for the tests that kill
 * it. Prints `Site: ORIGIN` once it listens. Options from the environment: PULL_EVERY (ms), LIVE_WEBHOOK_SECRET.
 */
import { startLive } from '../../src/live/live-server.ts'
import { TOKEN_PLACEHOLDER } from '../../src/studio/team/studio-build.ts'
import { createTeamServer } from '../../src/studio/team/team-server.ts'

const root = process.cwd()
const page = `<!doctype html><html><head><meta name="studio-token" content="${TOKEN_PLACEHOLDER}" /><title>Studio</title></head></html>`
const live = await startLive({
  root,
  host: '127.0.0.1',
  port: 0,
  studioPort: 0,
  pullEveryMs: Number(process.env.PULL_EVERY ?? 0),
  ...(process.env.LIVE_WEBHOOK_SECRET ? { webhookSecret: process.env.LIVE_WEBHOOK_SECRET } : {}),
  teamServer: (builds) => {
    const options = { root, built: { dir: root, studio: page, preview: page }, builds }
    return createTeamServer(options)
  },
})
console.log(`Site: ${live.siteOrigin}`)

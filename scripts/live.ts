/**
 * `npm run live`: the production process of a self-hosted site (src/live/live-server.ts). The public site on PORT
 * (4173) and the team studio on STUDIO_PORT (4174), both on HOST (127.0.0.1), from this clone: the site is built from
 * the published commit after every publish, pull (`--pull-every 60` seconds), signed push webhook
 * (LIVE_WEBHOOK_SECRET) and scheduled moment, then deployed when `--deploy COMMAND` or `--deploy-hook URL` says so.
 * The studio takes the options of `npm run studio -- --team` (--host-name, TRUST_PROXY, --trust-header…).
 * The forms that deliver to the server post to /_forms/… on the site's port; their inbox keeps its data in
 * .studio/inbox/ (or INBOX_DATABASE_URL) and mails through INBOX_SMTP_URL from INBOX_MAIL_FROM.
 */
import { defaultStudioUrl, liveArgs } from '../src/live/live-args.ts'
import { startLive } from '../src/live/live-server.ts'
import { hostNameArgs } from '../src/studio/team/host-names.ts'
import { singleSignOnArgs } from '../src/studio/team/single-sign-on.ts'
import { buildStudio } from '../src/studio/team/studio-build.ts'
import { createTeamServer } from '../src/studio/team/team-server.ts'

const args = process.argv.slice(2)
const host = process.env.HOST || '127.0.0.1'
let options
try {
  const hostNames = hostNameArgs(args, process.env)
  const singleSignOn = singleSignOnArgs(args)
  if (!hostNames.length && (host === '0.0.0.0' || host === '::'))
    throw new Error(`HOST=${host} listens on every address: say which name people open the studio at with --host-name.`)
  options = { hostNames, singleSignOn, ...liveArgs(args, process.env) }
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const root = process.cwd()
const studioUrl = options.studioUrl ?? defaultStudioUrl(options.publicUrl, options.hostNames)
const trustProxy = process.env.TRUST_PROXY === '1'
console.log('Building the studio…')
const built = await buildStudio(root)
const live = await startLive({
  root,
  host,
  port: Number(process.env.PORT ?? 4173),
  studioPort: Number(process.env.STUDIO_PORT ?? 4174),
  ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
  ...(studioUrl ? { studioUrl } : {}),
  inbox: options.inbox,
  trustProxy,
  pullEveryMs: options.pullEveryMs,
  ...(process.env.LIVE_WEBHOOK_SECRET ? { webhookSecret: process.env.LIVE_WEBHOOK_SECRET } : {}),
  ...(options.deploy ? { deploy: options.deploy } : {}),
  // `builds`: what the studio shows of each publish's build; `inbox`: the forms' submissions (the team server's options).
  teamServer: (builds, inbox) => {
    const team = {
      root,
      built,
      builds,
      inbox,
      trustProxy,
      ...(options.hostNames.length ? { hostNames: options.hostNames } : {}),
      ...(options.singleSignOn ? { singleSignOn: options.singleSignOn } : {}),
    }
    return createTeamServer(team)
  },
})
console.log(
  `Site: ${live.siteOrigin}${live.builds.publicUrl !== live.siteOrigin ? ` (public address ${live.builds.publicUrl})` : ''}`,
)
console.log(
  `Team studio: ${studioUrl ? `${studioUrl}/_studio (listening on ${live.studioOrigin})` : `${live.studioOrigin}/_studio`}`,
)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    // A build stopped here is built again at the next start.
    void live.close().finally(() => process.exit(0))
  })

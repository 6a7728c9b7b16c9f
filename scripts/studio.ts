/**
 * `npm run studio`: the dev server with the studio at /_studio, on 127.0.0.1 only (port 4174 unless PORT says
 * otherwise). The studio plugin is added here, never in vite.config.ts, so no build can contain it.
 * `npm run studio -- --review`: changes are proposed for review (a content/… branch), never published directly.
 * `npm run studio -- --team`: the team studio, built once and served by plain Node to everyone who signs in
 * (HOST and PORT as for npm start; `--host-name studio.example.com` the names it answers to, by default its listen
 * address; TRUST_PROXY=1 behind an HTTPS reverse proxy; `--trust-header X-Forwarded-Email --trust-from 127.0.0.1
 * --proxy-strips-header` to take who is signed in from a single-sign-on proxy at those addresses).
 * `npm run studio -- users add|remove|list|passwd …`: who may sign in to the team studio.
 */
import { createServer } from 'vite'
import { studioPlugin } from '../src/studio/studio-plugin.ts'
import { hostNameArgs } from '../src/studio/team/host-names.ts'
import { buildStudio } from '../src/studio/team/studio-build.ts'
import { singleSignOnArgs } from '../src/studio/team/single-sign-on.ts'
import { createTeamServer } from '../src/studio/team/team-server.ts'
import { usersCli } from '../src/studio/team/users-cli.ts'

const args = process.argv.slice(2)
const port = Number(process.env.PORT ?? 4174)

if (args[0] === 'users') {
  process.exitCode = await usersCli(args.slice(1), process.cwd(), {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    isTTY: process.stdin.isTTY === true,
  })
} else if (args.includes('--team')) {
  const host = process.env.HOST || '127.0.0.1'
  let hostNames: string[]
  let singleSignOn: ReturnType<typeof singleSignOnArgs>
  try {
    hostNames = hostNameArgs(args, process.env)
    singleSignOn = singleSignOnArgs(args)
    if (!hostNames.length && (host === '0.0.0.0' || host === '::'))
      throw new Error(
        `HOST=${host} listens on every address: say which name people open the studio at with --host-name studio.example.com (the studio answers to that name only).`,
      )
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  console.log('Building the studio…')
  const built = await buildStudio(process.cwd())
  const server = createTeamServer({
    root: process.cwd(),
    built,
    trustProxy: process.env.TRUST_PROXY === '1',
    ...(hostNames.length ? { hostNames } : {}),
    ...(singleSignOn ? { singleSignOn } : {}),
  })
  if (singleSignOn)
    console.log(`Signing in whoever ${singleSignOn.header} names, on requests from ${singleSignOn.from.join(', ')}`)
  server.listen(port, host, () => {
    const listening = `${host.includes(':') ? `[${host}]` : host}:${port}`
    if (hostNames.length)
      console.log(
        `Team studio: http://${hostNames[0]}/_studio (listening on ${listening}; it answers to ${hostNames.join(', ')} only)`,
      )
    else console.log(`Team studio: http://${listening}/_studio`)
    console.log('Add people with: npm run studio -- users add NAME --role editor|publisher --email ADDRESS')
  })
} else {
  const server = await createServer({
    configFile: 'vite.config.ts',
    plugins: [studioPlugin({ review: args.includes('--review') })],
    server: { host: '127.0.0.1', port, strictPort: true },
  })
  await server.listen()
  const address = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`
  console.log(`Studio: ${new URL('/_studio', address).href}  (the site itself: ${address})`)
  console.log('Press Ctrl+C to stop.')
}

/**
 * `npm run studio`: the dev server with the studio at /_studio, on 127.0.0.1 only (port 4174 unless PORT says
 * otherwise). The studio plugin is added here, never in vite.config.ts, so no build can contain it.
 * `npm run studio -- --review`: changes are proposed for review (a content/… branch), never published directly.
 * `npm run studio -- --team`: the team studio, built once and served by plain Node to everyone who signs in
 * (HOST and PORT as for npm start; TRUST_PROXY=1 behind an HTTPS reverse proxy; `--trust-header X-Forwarded-Email
 * [--trust-from 127.0.0.1,::1]` to take who is signed in from a single-sign-on proxy at those addresses).
 * `npm run studio -- users add|remove|list|passwd …`: who may sign in to the team studio.
 */
import { createServer } from 'vite'
import { studioPlugin } from '../src/studio/studio-plugin.ts'
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
  const singleSignOn = singleSignOnArgs(args)
  console.log('Building the studio…')
  const built = await buildStudio(process.cwd())
  const server = createTeamServer({
    root: process.cwd(),
    built,
    trustProxy: process.env.TRUST_PROXY === '1',
    ...(singleSignOn ? { singleSignOn } : {}),
  })
  if (singleSignOn)
    console.log(`Signing in whoever ${singleSignOn.header} names, on requests from ${singleSignOn.from.join(', ')}`)
  server.listen(port, host, () => {
    console.log(`Team studio: http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/_studio`)
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

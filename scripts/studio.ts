/**
 * `npm run studio`: the dev server with the studio at /_studio, on 127.0.0.1 only (port 4174 unless PORT says
 * otherwise). The studio plugin is added here, never in vite.config.ts, so no build can contain it.
 * `npm run studio -- --review`: changes are proposed for review (a content/… branch), never published directly.
 */
import { createServer } from 'vite'
import { studioPlugin } from '../src/studio/studio-plugin.ts'

const port = Number(process.env.PORT ?? 4174)
const server = await createServer({
  configFile: 'vite.config.ts',
  plugins: [studioPlugin({ review: process.argv.includes('--review') })],
  server: { host: '127.0.0.1', port, strictPort: true },
})
await server.listen()
const address = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`
console.log(`Studio: ${new URL('/_studio', address).href}  (the site itself: ${address})`)
console.log('Press Ctrl+C to stop.')

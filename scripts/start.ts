/**
 * npm start: builds when dist/ is missing, incomplete (no index.html or _headers) or older than the sources, then
 * serves it on http://127.0.0.1:4173 (PORT and HOST override;
 * HOST=0.0.0.0 in a container). A dist/ that could not be built is never served.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createStaticServer } from '../src/server/static-server.ts'

const root = process.cwd()
const port = Number(process.env.PORT ?? 4173)
const dist = join(root, 'dist')
const REQUIRED = ['index.html', '_headers']

function newest(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

function whyBuild(): string {
  const missing = REQUIRED.filter((f) => !existsSync(join(dist, f)))
  if (missing.length) return `dist/ has no ${missing.join(' and ')}`
  const sources = Math.max(
    ...['src', 'pages', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) =>
      newest(join(root, p)),
    ),
  )
  return statSync(join(dist, 'index.html')).mtimeMs < sources ? 'dist/ is older than the sources' : ''
}

const reason = whyBuild()
if (reason) {
  console.log(`${reason}: building…`)
  const build = spawnSync(process.execPath, ['scripts/run-bundled.mjs', 'scripts/build.ts'], {
    stdio: 'inherit',
    cwd: root,
  })
  const missing = REQUIRED.filter((f) => !existsSync(join(dist, f)))
  if (build.status !== 0 || missing.length) {
    console.error(
      build.status !== 0
        ? '\nnpm start: the build failed, so nothing is served; fix the problem above and run npm start again.'
        : `\nnpm start: the build left no ${missing.join(' or ')} in dist/, so nothing is served.`,
    )
    process.exit(1)
  }
}

const server = createStaticServer(dist)
// 127.0.0.1 unless HOST says otherwise (HOST=0.0.0.0 in a container, where the port is published to the host).
const host = process.env.HOST || '127.0.0.1'
server.listen(port, host, () => {
  const { port: actual } = server.address() as AddressInfo
  const shown = host.includes(':') ? `[${host}]` : host
  console.log(`serving dist/ on http://${shown}:${actual}`)
  if (host === '0.0.0.0' || host === '::') console.log('listening on every network interface (HOST)')
})

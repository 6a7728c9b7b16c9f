import { execFile } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createStaticServer } from '../../src/server/static-server.ts'

/** `npm run build` in a scratch project, with `env` added to the environment: what it printed. */
export async function buildProject(root: string, env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/run-bundled.mjs', 'scripts/build.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
  })
  return stdout
}

/** Serves a project's dist/ like a CDN (`_headers`, `_redirects`) on 127.0.0.1. */
export async function serveDist(root: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createStaticServer(join(root, 'dist'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Builds a scratch project (`npm run build`) and serves its dist/ like a CDN (`_headers`, `_redirects`) on 127.0.0.1. */
export async function servedBuild(root: string): Promise<{ origin: string; close: () => Promise<void> }> {
  await buildProject(root)
  return serveDist(root)
}

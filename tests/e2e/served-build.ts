import { execFile } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createStaticServer } from '../../scripts/static-server.ts'

/** Builds a scratch project (`npm run build`) and serves its dist/ like a CDN (`_headers`, `_redirects`) on 127.0.0.1. */
export async function servedBuild(root: string): Promise<{ origin: string; close: () => Promise<void> }> {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
  })
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

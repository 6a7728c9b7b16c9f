import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createServer, type PluginOption, type ViteDevServer } from 'vite'
import { scratchProject } from '../helpers/scratch-project.ts'
import { studioPlugin } from '../../src/studio/studio-plugin.ts'

export interface ScratchDevServer {
  /** The scratch copy of the project; tests may edit its files. */
  project: string
  server: ViteDevServer
  origin: string
  /** Stops the server and deletes the copy. */
  close(): Promise<void>
}

/**
 * Where a scratch project's dev server keeps its bundled dependencies: its own folder beside the copy. The default
 * (node_modules/.vite) is the project's, shared through the node_modules link, and Vite bundles anew for every root:
 * two servers at once would replace the files the other is serving.
 */
export function depsCacheOf(project: string): string {
  return join(project, '..', 'vite-deps')
}

/** `npm run dev` on a scratch copy of the project, on 127.0.0.1 and a free port, so tests never touch pages/. */
export async function scratchDevServer(
  name: string,
  { plugins = [], prepare }: { plugins?: PluginOption[]; prepare?: (project: string) => void } = {},
): Promise<ScratchDevServer> {
  const project = scratchProject(process.cwd(), join(mkdtempSync(join(tmpdir(), `${name}-`)), 'site'))
  prepare?.(project)
  const server = await createServer({
    root: project,
    configFile: join(project, 'vite.config.ts'),
    plugins,
    cacheDir: depsCacheOf(project),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  await server.listen()
  return {
    project,
    server,
    origin: `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`,
    async close() {
      await server.close()
      rmSync(join(project, '..'), { recursive: true, force: true })
    },
  }
}

/** The studio (`npm run studio`) on a scratch dev server, the schemas its forms read linked in; then `prepare`. */
export function studioDevServer(name: string, prepare?: (project: string) => void): Promise<ScratchDevServer> {
  return scratchDevServer(name, {
    plugins: [studioPlugin()],
    prepare(copy) {
      symlinkSync(resolve('schema'), join(copy, 'schema'), 'dir')
      prepare?.(copy)
    },
  })
}

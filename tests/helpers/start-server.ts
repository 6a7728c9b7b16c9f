import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const SCRIPTS = fileURLToPath(new URL('../../scripts/', import.meta.url))

/** `npm start` (scripts/start.ts) on a free port of 127.0.0.1; it builds first when dist/ needs it. */
export async function startServer(
  root: string,
  log: (line: string) => void,
): Promise<{ origin: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(SCRIPTS, 'start.ts')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const origin = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`npm start did not serve within 180 s:\n${output}`)), 180_000)
    const onData = (chunk: Buffer) => {
      output += chunk
      const port = /serving dist\/ on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]
      if (port) {
        clearTimeout(timer)
        ok(`http://127.0.0.1:${port}`)
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`npm start exited (${code}) before serving:\n${output}`))
    })
  })
  log(`server (npm start) on ${origin}`)
  return {
    origin,
    stop: async () => {
      if (child.exitCode !== null) throw new Error(`the server died during the load test:\n${output.slice(-2000)}`)
      await new Promise<void>((ok) => {
        child.once('exit', () => ok())
        child.kill('SIGTERM')
      })
    },
  }
}

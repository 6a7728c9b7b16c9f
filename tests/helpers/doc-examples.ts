/**
 * The deployment examples of docs/ (a fenced block after `<!-- example: NAME -->`), and Debian's nginx run with some
 * of them: the examples the docs show are the ones the tests run.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '../..')

/** The fenced block right after `<!-- example: NAME -->` in `doc` (a path from the project, e.g. docs/deploying.md). */
export function docExample(doc: string, name: string): string {
  const text = readFileSync(join(ROOT, doc), 'utf8')
  const marker = `<!-- example: ${name} -->`
  const at = text.indexOf(marker)
  if (at === -1) throw new Error(`${doc} has no ${marker}`)
  const block = /^\s*```[\w-]*\n([\s\S]*?)\n```/.exec(text.slice(at + marker.length))
  if (!block) throw new Error(`${doc} has no fenced block after ${marker}`)
  return block[1]!
}

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/**
 * An nginx example's `server` block as a test runs it: plain HTTP on 127.0.0.1:`listen` (no certificate), its
 * upstream ports replaced (`ports`: the doc's port → the test's).
 */
export function nginxForTest(block: string, listen: number, ports: Record<number, number>): string {
  let changed = block
    .replace('listen 443 ssl;', `listen 127.0.0.1:${listen};`)
    .replace(/^ *ssl_certificate(_key)? .*\n/gm, '')
  for (const [from, to] of Object.entries(ports))
    changed = changed.replace(new RegExp(`127\\.0\\.0\\.1:${from}(?!\\d)`, 'g'), `127.0.0.1:${to}`)
  if (!changed.includes(`listen 127.0.0.1:${listen};`)) throw new Error(`no "listen 443 ssl;" in:\n${block}`)
  return changed
}

/** nginx in the foreground with `servers` (server blocks) in `prefix`, once it listens on every port of `ports`. */
export async function startNginx(
  prefix: string,
  servers: string[],
  ports: number[],
): Promise<{ log: () => string; stop: () => Promise<void> }> {
  if (!existsSync(NGINX))
    throw new Error(
      `nginx is not at ${NGINX}: install Debian's (apt-get install -y nginx; .ci/run does) or set NGINX_PATH.`,
    )
  mkdirSync(prefix, { recursive: true })
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/${t};`),
      ...servers,
      '}',
      '',
    ].join('\n'),
  )
  const nginx = spawn(NGINX, ['-p', prefix, '-e', `${prefix}/error.log`, '-c', join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  nginx.stdout.on('data', (d: Buffer) => (log += d))
  nginx.stderr.on('data', (d: Buffer) => (log += d))
  const stop = async () => {
    if (nginx.exitCode !== null || nginx.signalCode !== null) return
    const exited = new Promise((r) => nginx.once('exit', r))
    nginx.kill('SIGTERM')
    await exited
  }
  try {
    for (const port of ports) await listening(port, () => log)
  } catch (error) {
    await stop()
    throw error
  }
  return { log: () => log, stop }
}

/** Waits until something accepts connections on `port` (nginx has started), or fails with nginx's own words. */
async function listening(port: number, log: () => string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve(true)))
      socket.on('error', () => resolve(false))
    })
    if (up) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`nginx did not start: ${log()}`)
}

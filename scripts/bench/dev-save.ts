/**
 * `npm run dev` at scale, in a project folder: starts the dev server as an editor does (`vite`, a process of its own),
 * times the first page (from the start to its HTML and its page data), then saves one article three times, each
 * timed from the write until the page data the browser asks for shows the change. The article's page is open as in
 * a browser: connected to the dev server's socket, it asks for its data again when told its content changed (as
 * `src/app/entry-client.tsx` does), not over and over (a request every few milliseconds held the server's own work
 * up by up to half a second). Prints one line of JSON: { firstPageMs, saveMs: [..], peakBytes } (peakBytes: the dev
 * server's peak resident memory, Linux).
 *
 *   node --experimental-websocket --import tsx scripts/bench/dev-save.ts [ARTICLE_FILE]
 */
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer, type AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { CONTENT_UPDATE_EVENT, dataUrl } from '../../src/content/page-keys.ts'

const root = process.cwd()
const file = process.argv[2] ?? 'pages/_collections/articles/generated-article-5.yaml'
const route = `/insights/${file.replace(/^.*\/|\.yaml$/g, '')}`
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

const port = await new Promise<number>((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as AddressInfo
    probe.close(() => done(port))
  })
})
const vite = join(dirname(createRequire(join(root, 'package.json')).resolve('vite/package.json')), 'bin/vite.js')
const started = performance.now()
const server = spawn(process.execPath, [vite, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'pipe'],
})
let stderr = ''
server.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
let peakBytes = 0
const sample = setInterval(() => {
  try {
    const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]
    if (hwm) peakBytes = Math.max(peakBytes, Number(hwm) * 1024)
  } catch {
    // not Linux, or the server has exited
  }
}, 200)

const origin = `http://127.0.0.1:${port}`
const get = async (path: string) => {
  const response = await fetch(origin + path)
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}\n${stderr}`)
  return response.text()
}

const text = readFileSync(join(root, file), 'utf8')
try {
  for (;;) {
    try {
      await get('/')
      break
    } catch (error) {
      if (performance.now() - started > 120_000) throw error
      await sleep(20)
    }
  }
  await get(dataUrl('/'))
  const firstPageMs = performance.now() - started

  // The article's page is open in a browser: the dev server has answered its data once, and it listens on the dev
  // server's socket (with the token Vite's client carries). The watcher finds the files in the background (for a
  // while at 10,000 articles): a save before it has them would go unnoticed, and an editor's first save comes later.
  await get(dataUrl(route))
  const token = /const wsToken = "([^"]*)"/.exec(await get('/@vite/client'))?.[1]
  if (token === undefined) throw new Error("no socket token in Vite's client")
  const socket = new WebSocket(`ws://127.0.0.1:${port}/?token=${token}`, 'vite-hmr')
  let told: (() => void) | undefined
  socket.addEventListener('message', (event: MessageEvent) => {
    const message = JSON.parse(String(event.data)) as { type: string; event?: string }
    if (message.type === 'full-reload' || (message.type === 'custom' && message.event === CONTENT_UPDATE_EVENT))
      told?.()
  })
  await new Promise((open, fail) => {
    socket.addEventListener('open', open)
    socket.addEventListener('error', fail)
  })
  await sleep(5_000)
  const saveMs: number[] = []
  for (let i = 1; i <= 3; i++) {
    const title = `Saved Title ${i} ${Date.now()}`
    const edited = text.replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`)
    if (edited === text) throw new Error(`${file} has no title line`)
    const saved = performance.now()
    writeFileSync(join(root, file), edited)
    // Told of a change, the page asks for its data; a change it was told of before this save's is asked for again.
    for (;;) {
      await new Promise<void>((done) => {
        told = done
        setTimeout(done, 1_000)
      })
      if ((await get(dataUrl(route))).includes(title)) break
      if (performance.now() - saved > 60_000) throw new Error(`the page data of ${route} never showed the save`)
    }
    saveMs.push(performance.now() - saved)
    // Editors do not save ten times a second: the next save comes once this one has settled.
    await sleep(500)
  }
  socket.close()
  console.log(JSON.stringify({ firstPageMs, saveMs, peakBytes }))
} finally {
  clearInterval(sample)
  writeFileSync(join(root, file), text)
  server.kill()
}

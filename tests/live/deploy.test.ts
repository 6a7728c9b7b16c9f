// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deploy } from '../../src/live/deploy.ts'
import { liveArgs } from '../../src/live/live-args.ts'

const dir = mkdtempSync(join(tmpdir(), 'live-deploy-'))
const site = join(dir, 'checkout')
const target = join(dir, 'www')
/** rsync when installed (the documented command), else cp: a local folder stands for the other host. */
const rsync = spawnSync('rsync', ['--version']).status === 0
const copyCommand = rsync ? ['rsync', '-a', '--delete', 'dist/', `${target}/`] : ['cp', '-r', 'dist/.', target]

let hook: Server
let hookUrl = ''
const received: { body: string; type?: string }[] = []
beforeAll(async () => {
  mkdirSync(join(site, 'dist/about'), { recursive: true })
  writeFileSync(join(site, 'dist/index.html'), '<h1>Home</h1>')
  writeFileSync(join(site, 'dist/about/index.html'), '<h1>About</h1>')
  mkdirSync(target)
  hook = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c))
    req.on('end', () => {
      received.push({ body, ...(req.headers['content-type'] ? { type: req.headers['content-type'] } : {}) })
      if (req.url === '/refuse') return res.writeHead(500).end('not today')
      res.writeHead(200).end('{"job":"queued"}')
    })
  })
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r))
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((r) => hook.close(r))
  rmSync(dir, { recursive: true, force: true })
})

describe('the deploy step', () => {
  it('runs the command without a shell in the checkout, then calls the build hook; both outputs kept', async () => {
    const seen: string[] = []
    const status = await deploy(
      { command: copyCommand, hook: `${hookUrl}/hook` },
      site,
      { id: '7', commit: 'abc' },
      (t) => seen.push(t),
    )
    expect(status.state).toBe('done')
    expect(readFileSync(join(target, 'about/index.html'), 'utf8')).toBe('<h1>About</h1>')
    expect(received.at(-1)).toEqual({ body: '{"build":"7","commit":"abc"}', type: 'application/json' })
    expect(status.output).toContain('The build hook answered 200: {"job":"queued"}')
    expect(seen.join('')).toBe(status.output)
  })

  it('fails, in words, for a command that fails, is missing or outlives its time, and a hook that refuses or is down', async () => {
    const failing = await deploy({ command: ['ls', 'no-such-folder'] }, site, { id: '8' })
    expect(failing.state).toBe('failed')
    expect(failing.output).toMatch(/no-such-folder[\s\S]*The deploy command failed \(exit code 2\)/)
    // A shell's words are only words: nothing is expanded or chained.
    const literal = await deploy({ command: ['echo', '$HOME;', 'rm', '-rf', '*'] }, site, { id: '9' })
    expect(literal).toEqual({ state: 'done', output: '$HOME; rm -rf *\n' })
    const missing = await deploy({ command: ['no-such-deployer'] }, site, { id: '10' })
    expect(missing).toEqual({
      state: 'failed',
      output: 'The deploy command no-such-deployer is not installed on this server.\n',
    })
    const slow = await deploy({ command: ['sleep', '5'], timeoutMs: 200 }, site, { id: '11' })
    expect(slow.state).toBe('failed')
    expect(slow.output).toContain('took longer than 1 s and was stopped')
    const refused = await deploy({ hook: `${hookUrl}/refuse` }, site, { id: '12' })
    expect(refused).toEqual({ state: 'failed', output: 'The build hook answered 500: not today\n' })
    const closed = createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
    const closedPort = (closed.address() as AddressInfo).port
    await new Promise((r) => closed.close(r))
    const down = await deploy({ hook: `http://127.0.0.1:${closedPort}/hook` }, site, { id: '13' })
    expect(down.state).toBe('failed')
    expect(down.output).toMatch(/^The build hook could not be called \(.*ECONNREFUSED.*\)\.\n$/)
    // The hook is not called when the command failed.
    const before = received.length
    expect((await deploy({ command: ['false'], hook: `${hookUrl}/hook` }, site, { id: '14' })).state).toBe('failed')
    expect(received.length).toBe(before)
  })

  it('is read from the live server’s options', () => {
    expect(liveArgs(['--deploy', 'rsync -a --delete dist/ web:/srv/www/']).deploy).toEqual({
      command: ['rsync', '-a', '--delete', 'dist/', 'web:/srv/www/'],
    })
    expect(liveArgs(['--deploy', '["netlify","deploy","--dir","my site/dist"]']).deploy!.command).toEqual([
      'netlify',
      'deploy',
      '--dir',
      'my site/dist',
    ])
    expect(liveArgs([], { LIVE_DEPLOY_HOOK: 'https://api.netlify.com/build_hooks/x' }).deploy).toEqual({
      hook: 'https://api.netlify.com/build_hooks/x',
    })
    expect(liveArgs([]).deploy).toBeUndefined()
    expect(liveArgs(['--pull-every', '0']).pullEveryMs).toBe(0)
    expect(() => liveArgs(['--deploy', '["rsync", 3]'])).toThrow(/JSON array of words/)
    expect(() => liveArgs(['--deploy-hook', 'file:///etc/passwd'])).toThrow(/build hook’s URL/)
    expect(() => liveArgs(['--pull-every', 'often'])).toThrow(/seconds/)
    expect(() => liveArgs(['--public-url', 'www.example.com'])).toThrow(/such as https:\/\/www\.example\.com/)
  })
})

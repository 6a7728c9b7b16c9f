// @vitest-environment node
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { scratchProject } from '../helpers/scratch-project.ts'
import { buildLeftovers, previousSite, snapshot } from '../helpers/previous-site.ts'

const scratch = mkdtempSync(join(tmpdir(), 'start-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
// No HOST: npm start binds (and says) 127.0.0.1 by default, not every interface.
const { HOST: _host, ...inherited } = process.env
const env = { ...inherited, PORT: '0' }

describe('npm start', () => {
  it('does not serve a dist/ without _headers when it cannot rebuild it', () => {
    const project = scratchProject(process.cwd(), join(scratch, 'broken'))
    const site = join(project, 'pages/_site.yaml')
    writeFileSync(site, readFileSync(site, 'utf8').replace(/^(\s+mapEmbedUrl:).*$/m, '$1 42'))
    // Newer than every source: only the missing _headers calls for a build.
    previousSite(join(project, 'dist'), { headers: false })
    const before = snapshot(join(project, 'dist'))

    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: project,
      env,
      encoding: 'utf8',
      timeout: 90_000,
    })
    const output = result.stdout + result.stderr
    expect(result.status).toBe(1)
    expect(output).toContain('dist/ has no _headers: building…')
    expect(output).toContain('npm start: the build failed, so nothing is served')
    expect(output).not.toContain('serving dist/')
    expect(snapshot(join(project, 'dist'))).toEqual(before)
  }, 120_000)

  it('rebuilds a dist/ without _headers, replacing it whole, then serves the new site with its headers', async () => {
    const project = scratchProject(process.cwd(), join(scratch, 'fine'))
    previousSite(join(project, 'dist'), { headers: false })
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: project, env })
    try {
      let output = ''
      const origin = await new Promise<string>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk
          const port = /serving dist\/ on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]
          if (port) resolve(`http://127.0.0.1:${port}`)
        }
        child.stdout.on('data', onData)
        child.stderr.on('data', onData)
        child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)))
      })
      expect(output).toContain('dist/ has no _headers: building…')
      const home = await fetch(`${origin}/`)
      expect(home.status).toBe(200)
      expect(home.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(await home.text()).toContain('data-page="/"')
      // The build replaced dist/ whole and left nothing behind.
      expect(output).toMatch(/^built \d+ pages in [\d.]+ s → dist\/$/m)
      const dist = join(project, 'dist')
      expect(existsSync(join(dist, 'previous-build.txt'))).toBe(false)
      for (const file of ['index.html', 'index.html.br', 'index.html.gz', '_headers', '404.html', 'sitemap.xml'])
        expect(existsSync(join(dist, file)), file).toBe(true)
      // The old dist/ is removed by a process of its own, after the build has answered.
      await expect.poll(() => buildLeftovers(project)).toEqual([])

      // HOST says where it listens (a container's 0.0.0.0), and the log says so; the site is up to date: no build.
      const open = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
        cwd: project,
        env: { ...env, HOST: '0.0.0.0' },
      })
      try {
        let said = ''
        const port = await new Promise<string>((resolve, reject) => {
          const onData = (chunk: Buffer) => {
            said += chunk
            const found = /serving dist\/ on http:\/\/0\.0\.0\.0:(\d+)\n.*every network interface/.exec(said)?.[1]
            if (found) resolve(found)
          }
          open.stdout.on('data', onData)
          open.stderr.on('data', onData)
          open.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${said}`)))
        })
        expect(said).not.toContain('building')
        expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200)
      } finally {
        open.kill('SIGTERM')
      }
    } finally {
      child.kill('SIGTERM')
    }
  }, 240_000)
})

// @vitest-environment node
/**
 * The engine is not our firm's site: a second site (tests/fixtures/conference/, a conference with talks and speakers
 * and a `schedule` section type of its own) lints and builds with the same src/, and its pages are its own.
 */
import { spawn, spawnSync } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lintContent } from '../../src/content/lint-content.ts'
import { loadProject } from '../../src/site/load-project.ts'

const FIXTURE = join(process.cwd(), 'tests/fixtures/conference')
const TALKS = ['streams-at-sea', 'tidy-migrations', 'the-long-test']
const scratch = mkdtempSync(join(tmpdir(), 'second-site-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** A copy of the fixture that runs with this repository's engine: its src/, scripts/, packages and config files. */
function copyOfFixture(name: string): string {
  const dir = join(scratch, name)
  cpSync(FIXTURE, dir, { recursive: true })
  for (const file of ['index.html', 'vite.config.ts', 'tsconfig.json']) copyFileSync(file, join(dir, file))
  for (const folder of ['src', 'scripts', 'node_modules']) symlinkSync(join(process.cwd(), folder), join(dir, folder))
  return dir
}

describe('a second site, with its own collections and section type', () => {
  it('lints clean with the model its package.json names', async () => {
    const { model } = await loadProject(FIXTURE)
    expect(Object.keys(model.collections)).toEqual(['speakers', 'talks'])
    expect(model.sections).toHaveProperty('schedule')
    const { output, failed } = lintContent(FIXTURE, model, 'pretty', { strict: true })
    expect(failed, output).toBe(false)
    expect(output).toContain('no problems')
  })

  it('names the file and the fix of a mistake, through the lint command', () => {
    const dir = copyOfFixture('mistake')
    const talk = join(dir, 'pages/_collections/talks/tidy-migrations.yaml')
    writeFileSync(talk, readFileSync(talk, 'utf8').replace('speaker: lars-brekke', 'speaker: grace-hopper'))
    const lint = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lint-content.ts'], {
      cwd: dir,
      encoding: 'utf8',
    })
    expect(lint.status).toBe(1)
    expect(lint.stdout).toContain('pages/_collections/talks/tidy-migrations.yaml:5:10')
    expect(lint.stdout).toContain('no speaker "grace-hopper" in pages/_collections/speakers.yaml')
    expect(lint.stdout).toContain('known: ada-okafor, lars-brekke')
  })
})

describe('the second site built by npm run build in its own folder', () => {
  const dir = join(scratch, 'built')
  const dist = join(dir, 'dist')
  const page = (route: string) => readFileSync(join(dist, route, 'index.html'), 'utf8')
  // The build script as `npm run build` runs it: bundled, in plain Node, in the project's folder.
  const build = () => {
    const run = spawnSync(process.execPath, ['scripts/run-bundled.mjs', 'scripts/build.ts'], {
      cwd: dir,
      encoding: 'utf8',
    })
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0)
    expect(run.stdout).toContain('built 4 pages')
  }

  beforeAll(() => {
    copyOfFixture('built')
    build()
  }, 240_000)

  it('renders its own section type on its pages, from its collections', () => {
    const home = page('')
    expect(home.match(/<section class="schedule">/g)).toHaveLength(2)
    expect(home).toContain('<h2>Wednesday, May 12</h2>')
    expect(home).toMatch(
      /<a href="\/talks\/streams-at-sea">Streams at Sea<\/a><span class="schedule-speaker"> with <!-- -->Ada Okafor/,
    )
    expect(home).toMatch(
      /<a href="\/talks\/tidy-migrations">Tidy Migrations<\/a><span class="schedule-speaker"> with <!-- -->Lars Brekke/,
    )
    // Thursday's talk is in Thursday's schedule only.
    expect(home.indexOf('The Long Test')).toBeGreaterThan(home.indexOf('<h2>Thursday, May 13</h2>'))
  })

  it('makes a page for each entry of its collection, with the entry as its head and its section', () => {
    for (const id of TALKS) expect(existsSync(join(dist, 'talks', id, 'index.html')), id).toBe(true)
    const talk = page('talks/the-long-test')
    expect(talk).toContain('<title>The Long Test | Harbour Dev Days</title>')
    expect(talk).toContain('<h2>This talk</h2>')
    expect(talk).toContain('What a test suite that ran for ten years')
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
    for (const id of TALKS) expect(sitemap).toContain(`https://www.harbourdevdays.example/talks/${id}`)
  })

  it("ships its section's component to the browser in a chunk of its own", () => {
    const chunks = readdirSync(join(dist, 'assets')).filter((f) => /^Schedule-[\w-]+\.js$/.test(f))
    expect(chunks).toHaveLength(1)
    expect(readFileSync(join(dist, 'assets', chunks[0]!), 'utf8')).toContain('schedule-slots')
  })

  it('builds with its definitions as they are now (in plain Node, compiled and kept until they change)', () => {
    const definitions = join(dir, 'definitions/sections/schedule/section.ts')
    writeFileSync(
      definitions,
      readFileSync(definitions, 'utf8').replace('String(s.name)', 'String(s.name).toUpperCase()'),
    )
    build()
    expect(page('')).toContain('with <!-- -->ADA OKAFOR')
  }, 240_000)

  it("bundles its section's component again when it changes", () => {
    const component = join(dir, 'definitions/sections/schedule/Schedule.tsx')
    writeFileSync(component, readFileSync(component, 'utf8').replace('"schedule-slots"', '"programme-slots"'))
    build()
    expect(page('')).toContain('<ol class="programme-slots">')
    const chunk = readdirSync(join(dist, 'assets')).find((f) => /^Schedule-[\w-]+\.js$/.test(f))!
    expect(readFileSync(join(dist, 'assets', chunk), 'utf8')).toContain('programme-slots')
  }, 240_000)

  it('holds none of our firm’s pages or words', () => {
    const routes = readdirSync(dist, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('index.html'))
      .sort()
    expect(routes).toEqual(['index.html', ...TALKS.map((id) => `talks/${id}/index.html`).sort()])
    for (const route of ['careers', 'insights', 'services', 'industries', 'about', 'contact'])
      expect(existsSync(join(dist, route)), route).toBe(false)
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
    expect(sitemap).not.toContain('cedarridge')
    for (const route of ['', 'talks/streams-at-sea']) expect(page(route)).not.toMatch(/Cedar Ridge|cedarridge/)
  })
})

describe('the second site on the dev server, started in its own folder', () => {
  it("serves its section's component, and none of the project's other files", async () => {
    const dir = copyOfFixture('dev')
    const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', '5391'], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1' },
    })
    try {
      const origin = await new Promise<string>((resolve, reject) => {
        let out = ''
        vite.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString()
          const local = /Local:\s+(http:\/\/\S+?)\/?\s/.exec(out)
          if (local) resolve(local[1]!)
        })
        vite.on('exit', (code) => reject(new Error(`the dev server ended (${code}): ${out}`)))
      })
      expect((await fetch(`${origin}/definitions/sections/schedule/Schedule.tsx`)).status).toBe(200)
      for (const path of ['/definitions/site.ts', '/package.json', '/pages/index.yaml'])
        expect((await fetch(origin + path)).status, path).toBe(404)
    } finally {
      // Ended before its folder is removed: it writes there until it has.
      const ended = new Promise((resolve) => vite.once('close', resolve))
      vite.kill()
      await ended
    }
  }, 120_000)
})

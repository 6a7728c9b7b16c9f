import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLogger, createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scratchProject } from '../helpers/scratch-project.ts'
import { contentError } from '../../src/site/content-error.ts'
import { loadSiteDir } from '../../src/site/load-site.ts'
import { contentPlugin } from '../../src/site/vite-plugin.ts'

// Issue 43, finding 5: a 100,000-name file written to pages/ made `npm run studio` (the dev server under it) print
// each of its 100,000 problems, one line each, and answer nothing for minutes. The terminal now gets the first ten of
// a file and one line counting the rest; `npm run lint:content` still lists them all.
let dir: string
let project: string
let vite: ViteDevServer
const warned: string[] = []
let bigErrors: number

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'terminal-cap-'))
  project = scratchProject(process.cwd(), join(dir, 'site'))
  const names = Array.from({ length: 2_000 }, (_, i) => `key${i}: value ${i}`).join('\n')
  writeFileSync(join(project, 'pages/big.yaml'), `title: Big\n${names}\n`)
  bigErrors = loadSiteDir(project).diagnostics.filter(
    (d) => d.file === 'pages/big.yaml' && d.severity === 'error',
  ).length
  const logger = createLogger('info')
  logger.warn = (message) => void warned.push(message)
  vite = await createServer({
    root: project,
    configFile: false,
    customLogger: logger,
    cacheDir: join(dir, 'vite-deps'),
    plugins: [contentPlugin()],
    server: { middlewareMode: true, watch: null },
  })
})
afterAll(async () => {
  await vite.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the content’s problems in the terminal', () => {
  it('the dev server prints ten of a file’s problems, then how many more', () => {
    expect(bigErrors).toBeGreaterThan(1_000)
    const plugin = vite.config.plugins.find((p) => p.name === 'site-content')!
    ;(plugin.api as { load: () => unknown }).load()
    const lines = warned.filter((l) => l.includes('pages/big.yaml'))
    expect(lines.filter((l) => l.startsWith('pages/big.yaml:'))).toHaveLength(10)
    expect(lines.at(-1)).toBe(`and ${(bigErrors - 10).toLocaleString('en-US')} more in pages/big.yaml`)
    expect(lines).toHaveLength(11)
  })

  it('the error of a build or the overlay holds ten with their code frames, then how many more', () => {
    const result = loadSiteDir(project)
    const { message } = contentError(result, project)
    const all = result.diagnostics.filter((d) => d.severity === 'error').length
    expect(message.startsWith(`Content has ${all.toLocaleString('en-US')} errors:`)).toBe(true)
    expect(message.match(/^pages\/big\.yaml:\d+:\d+ {2}error/gm)).toHaveLength(10)
    expect(message).toContain(`\n\nand ${(bigErrors - 10).toLocaleString('en-US')} more in pages/big.yaml`)
  })
})

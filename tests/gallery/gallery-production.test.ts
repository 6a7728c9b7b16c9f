// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { build, resolveConfig } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withProductionEnv } from '../helpers/production-env.ts'

const root = process.cwd()
const out = mkdtempSync(join(tmpdir(), 'gallery-production-'))
// What would betray the gallery in a shipped file: its address, its module and plugin names, its texts.
const TRACES = ['_gallery', 'section-gallery', 'Section gallery', 'gallery-item', 'gallery-entry', 'GalleryExample']

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name))
}

beforeAll(async () => {
  // The client and server bundles exactly as `npm run build` makes them (src/build/build-site.ts), into a folder of
  // the test's own; the pre-render only writes HTML for the routes of pages/.
  await withProductionEnv(async () => {
    await build({ root, logLevel: 'silent', build: { outDir: join(out, 'site'), emptyOutDir: true } })
    await build({
      root,
      logLevel: 'silent',
      build: { ssr: 'src/app/entry-server.tsx', outDir: join(out, 'ssr'), emptyOutDir: true, copyPublicDir: false },
    })
  })
}, 240_000)

afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('the production build', () => {
  it('has the gallery plugin in the dev server only', async () => {
    const names = async (command: 'build' | 'serve') =>
      (await resolveConfig({ root }, command, 'production')).plugins.map((p) => p.name)
    expect(await names('serve')).toContain('section-gallery')
    expect(await names('build')).not.toContain('section-gallery')
  })

  it('holds no gallery chunk, route or text in the client or the server bundle', () => {
    const files = filesUnder(out)
    expect(files.length).toBeGreaterThan(10)
    expect(files.map((f) => relative(out, f)).filter((f) => /gallery/i.test(f))).toEqual([])
    // The search sees the bundles' texts: the site's own skip link is found.
    expect(files.some((f) => readFileSync(f, 'latin1').includes('Skip to main content'))).toBe(true)
    const found = files.flatMap((f) => {
      const text = readFileSync(f, 'latin1')
      return TRACES.filter((t) => text.includes(t)).map((t) => `${relative(out, f)}: ${t}`)
    })
    expect(found).toEqual([])
  })
})

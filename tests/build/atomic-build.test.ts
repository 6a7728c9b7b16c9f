// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { scratchProject } from '../helpers/scratch-project.ts'
import { bombPng } from '../media/sample-images.ts'
import { buildLeftovers, previousSite, snapshot } from '../helpers/previous-site.ts'

const scratch = mkdtempSync(join(tmpdir(), 'atomic-build-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function build(project: string): { status: number | null; output: string; stderr: string } {
  const result = spawnSync(process.execPath, ['scripts/run-bundled.mjs', 'scripts/build.ts'], {
    cwd: project,
    encoding: 'utf8',
    timeout: 240_000,
  })
  return { status: result.status, output: result.stdout + result.stderr, stderr: result.stderr }
}

describe('a failed build', () => {
  it('with content errors (a value, an image too large, nesting 10,000 deep) prints the content messages without a stack and leaves dist/ as it was', () => {
    const project = scratchProject(process.cwd(), join(scratch, 'content-error'))
    previousSite(join(project, 'dist'))
    const before = snapshot(join(project, 'dist'))
    const file = join(project, 'pages/_site.yaml')
    const source = readFileSync(file, 'utf8')
    const line = source.split('\n').findIndex((l) => /^\s+mapEmbedUrl:/.test(l)) + 1
    writeFileSync(file, source.replace(/^(\s+mapEmbedUrl:).*$/m, '$1 42'))
    // An image no page uses yet, whose header claims 60,000 × 60,000 px: named, never decoded.
    writeFileSync(join(project, 'pages/_media/bomb.png'), bombPng(60_000, 60_000))
    // A page nested 10,000 deep: a problem at its line, never the parser's stack overflow.
    writeFileSync(join(project, 'pages/deep.yaml'), `title: Deep\nx: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`)

    const { status, output } = build(project)
    expect(output).toContain(
      'pages/_media/bomb.png:1:1  error  this image cannot be used: it is 60,000 × 60,000 px, more than the 16,383 px a side an image may have',
    )
    expect(output).toMatch(/pages\/deep\.yaml:2:\d+ {2}error {2}/)
    expect(output).not.toMatch(/Maximum call stack/)
    expect(status).toBe(1)
    expect(output).toMatch(new RegExp(`pages/_site\\.yaml:${line}:\\d+`))
    expect(output).toContain('mapEmbedUrl: 42')
    expect(output).toContain('build failed in the content: fix the problem above; dist/ is unchanged')
    expect(output).not.toMatch(/RolldownError|Build failed in|^\s+at /m)
    expect(snapshot(join(project, 'dist'))).toEqual(before)
    expect(buildLeftovers(project)).toEqual([])
  }, 240_000)

  it("in the bundles, started beside the content (no bundles cached yet), prints the bundler's error at its place and leaves dist/ as it was", () => {
    const project = scratchProject(process.cwd(), join(scratch, 'bundle-error'), { cachedBundles: false })
    // The project's own copy of the code, with a component that does not parse.
    unlinkSync(join(project, 'src'))
    cpSync(join(process.cwd(), 'src'), join(project, 'src'), { recursive: true })
    const file = join(project, 'src/ui/SiteLink.tsx')
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nexport const broken = (\n`)
    previousSite(join(project, 'dist'))
    const before = snapshot(join(project, 'dist'))

    const { status, stderr } = build(project)
    expect(status).toBe(1)
    expect(stderr).toMatch(/src\/ui\/SiteLink\.tsx/)
    expect(stderr.trim().split('\n').at(-1)).toBe(
      'build failed in the bundles: fix the problem above; dist/ is unchanged',
    )
    expect(stderr).not.toMatch(/^\s+at /m)
    expect(snapshot(join(project, 'dist'))).toEqual(before)
    expect(buildLeftovers(project)).toEqual([])
  }, 240_000)

  it('in the pre-render says which step failed in one line and leaves dist/ as it was', () => {
    // No bundles cached: this build's would replace them, and the copy set aside is removed by a process of its own
    // (swapDir's `later`), which may still be at it when the leftovers are looked for below.
    const project = scratchProject(process.cwd(), join(scratch, 'prerender-crash'), { cachedBundles: false })
    // The project's own copy of the code (the scripts too: through the link, they would import the real src/), with a
    // pre-render that writes half a site and then crashes.
    for (const dir of ['src', 'scripts']) {
      unlinkSync(join(project, dir))
      cpSync(join(process.cwd(), dir), join(project, dir), { recursive: true })
    }
    writeFileSync(
      join(project, 'src/build/prerender.ts'),
      `import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
export async function prerender({ outDir }: { outDir: string }): Promise<{ pages: number }> {
  writeFileSync(join(outDir, 'index.html'), '<p>half a site</p>')
  return { pages: new URL('https://').port.length }
}
`,
    )
    previousSite(join(project, 'dist'))
    const before = snapshot(join(project, 'dist'))

    const { status, stderr } = build(project)
    expect(status).toBe(1)
    // Vite may print its own warnings first (e.g. plugin timings on a busy machine); the failure is one line.
    expect(stderr.trim().split('\n').at(-1)).toBe('build failed in the pre-render: Invalid URL (dist/ is unchanged)')
    expect(stderr).not.toMatch(/TypeError|^\s+at /m)
    expect(snapshot(join(project, 'dist'))).toEqual(before)
    expect(buildLeftovers(project)).toEqual([])
  }, 240_000)
})

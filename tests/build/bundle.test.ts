// @vitest-environment node
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cachedBundleCode } from '../../src/build/bundle-cache.ts'
import { SERVE_BUNDLES, startBundling } from '../../src/build/bundle.ts'
import { bundleScript } from '../../src/build/bundle-script.mjs'
import { scratchProject } from '../helpers/scratch-project.ts'
import { DevSite } from '../../src/site/dev-site.ts'
import { loadAndBuildDir } from '../../src/site/load-site.ts'
import { contentModules } from '../../src/site/vite-plugin.ts'

const scratch = mkdtempSync(join(tmpdir(), 'bundle-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** The text of every JavaScript file under `dir`. */
function scripts(dir: string): string {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n')
}

describe('the bundler started beside the content', () => {
  it('bundles what does not import the content at once, and the content modules once they are given', async () => {
    const project = scratchProject(process.cwd(), join(scratch, 'project'))
    // Without the copy of root's cached bundles a scratch copy starts with: this bundler must not cache its own.
    rmSync(join(project, '.cache/bundles'), { recursive: true, force: true })
    const client = join(scratch, 'client')
    const ssr = join(scratch, 'ssr')
    const bundling = startBundling({ root: project, client, ssr })
    // The content is loaded meanwhile, as the build does; its company's name is made one no page holds.
    const site = DevSite.of(loadAndBuildDir(project).built!)
    const company = { ...site.site.company, name: 'Bundled Beside Co.' }
    const modules = contentModules({ site: { ...site.site, company }, templates: site.templates })
    bundling.give(modules)
    const steps = await bundling.done
    expect(steps.map((s) => s.step)).toEqual(['client bundle', 'server bundle'])
    expect(readdirSync(client)).toContain('index.html')
    expect(readdirSync(ssr)).toContain('entry-server.js')
    // Both bundles carry the modules given, not the content the project holds.
    expect(scripts(client)).toContain('Bundled Beside Co.')
    expect(scripts(ssr)).toContain('Bundled Beside Co.')
    // The entry is one script that imports no other: React and the bundler's helpers travel in it (src/site/chunk-groups.ts).
    const entry = /<script type="module"[^>]* src="\/(assets\/index-[\w-]+\.js)"/.exec(
      readFileSync(join(client, 'index.html'), 'utf8'),
    )
    expect(entry).not.toBeNull()
    expect(readFileSync(join(client, entry![1]!), 'utf8')).not.toMatch(/\bfrom\s*["']\.\//)
    // Its process ran this file bundled, cached beside the build script's (not through tsx's loader).
    expect(readdirSync(join(project, '.cache/run'))).toContain('bundle.mjs')
    // Not a bundle cached by a build: nothing names its code.
    expect(cachedBundleCode(join(project, '.cache'))).toBeUndefined()
  }, 120_000)

  it('is stopped, and waited for, when the build fails before it gives the content', async () => {
    const project = scratchProject(process.cwd(), join(scratch, 'stopped'))
    const bundling = startBundling({ root: project, client: join(scratch, 'c2'), ssr: join(scratch, 's2') })
    await bundling.stop()
    await expect(bundling.done).rejects.toThrow('the bundler was stopped')
  }, 60_000)

  it('ends quietly when the build that started it is gone before it gives the content', async () => {
    const project = scratchProject(process.cwd(), join(scratch, 'orphan'))
    // The bundler's process as the build starts it: its script bundled (cached in the project's .cache/run/).
    const script = await bundleScript(join(process.cwd(), 'src/build/bundle.ts'), project)
    const child = spawn(process.execPath, [script, SERVE_BUNDLES], {
      cwd: project,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdin.write(`${JSON.stringify({ root: project, client: join(scratch, 'c3'), ssr: join(scratch, 's3') })}\n`)
    // The build is killed: its ends of the pipes close.
    child.stdout.destroy()
    child.stdin.end()
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    expect(code).toBe(1)
    expect(stderr).not.toMatch(/EPIPE|^\s+at /m)
  }, 60_000)
})

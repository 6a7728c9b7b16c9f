// @vitest-environment node
/**
 * The build's one cache interface (src/build/build-cache.ts): previousBuildCache reads what the previous build left in
 * .cache/ (its pages' manifest tied to dist/, its bundles' code, its content files' stamps); noCache, the `--full`
 * build, reads none of it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { noCache, previousBuildCache } from '../../src/build/build-cache.ts'
import { buildId, MANIFEST_VERSION, type PageManifest } from '../../src/build/page-manifest.ts'
import { writeTreeId } from '../../src/build/tree-id.ts'

const scratch = mkdtempSync(join(tmpdir(), 'build-cache-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** A project whose .cache/ holds what a previous build leaves: a manifest tied to dist/, bundles, file stamps. */
function builtProject(): string {
  const root = mkdtempSync(join(scratch, 'project-'))
  const cache = join(root, '.cache')
  const manifest: PageManifest = {
    version: MANIFEST_VERSION,
    pages: { '/': ['hash', -1] },
    facts: {},
    search: { parts: 1, held: {}, recent: {} },
    others: [],
  }
  mkdirSync(join(root, 'dist'), { recursive: true })
  mkdirSync(join(cache, 'pages'), { recursive: true })
  writeFileSync(join(cache, 'pages/manifest.json'), JSON.stringify(manifest))
  writeTreeId(cache, join(root, 'dist'), buildId(manifest))
  mkdirSync(join(cache, 'bundles'), { recursive: true })
  writeFileSync(join(cache, 'bundles/code'), 'code-hash')
  return root
}

describe('the build cache', () => {
  it('reads the previous build when dist/ is its output', () => {
    const root = builtProject()
    const cache = previousBuildCache(root)
    expect(cache.previous?.manifest.pages).toEqual({ '/': ['hash', -1] })
    expect(cache.hasBundlesOf('code-hash')).toBe(true)
    expect(cache.hasBundlesOf('other code')).toBe(false)
    expect(cache.compressedCopies.reuse).toBe(true)
  })

  it('does not trust a previous build whose dist/ is another one', () => {
    const root = builtProject()
    writeTreeId(join(root, '.cache'), join(root, 'dist'), 'another build')
    expect(previousBuildCache(root).previous).toBeUndefined()
  })

  it('reads nothing of it with no cache (--full)', async () => {
    const root = builtProject()
    const cache = noCache(root)
    expect(cache.previous).toBeUndefined()
    expect(cache.hasBundlesOf('code-hash')).toBe(false)
    expect(cache.reuseBundles('any key', { client: join(root, 'c'), ssr: join(root, 's') })).toBe(false)
    expect(cache.startWorkersBeforeBundling(join(root, 'work'), { outDir: '', copiesDir: '', trash: '' })).toBe(
      undefined,
    )
    expect(await cache.startOutputFolder(join(root, 'work')).take(join(root, 'site'), join(root, 'trash'))).toBe(
      undefined,
    )
    expect(cache.parsedFiles.knownFiles().size).toBe(0)
    expect(cache.compressedCopies.reuse).toBe(false)
  })
})

// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addArticles, editAddDelete } from '../../scripts/bench/pipeline.ts'
import { BULK_FROM, htmlFileFor } from '../../src/build/prerender.ts'
import { scratchProject } from '../helpers/scratch-project.ts'
import { createStaticServer } from '../../src/server/static-server.ts'
import { build, expectFullBuildSame } from '../helpers/project-build.ts'

const scratch = mkdtempSync(join(tmpdir(), 'bulk-site-'))
const project = join(scratch, 'site')
const dist = join(project, 'dist')
let server: Server | undefined
afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  rmSync(scratch, { recursive: true, force: true })
  // Removing a scratch site of hundreds of pages can take longer than a hook's default on a busy machine.
}, 60_000)

beforeAll(() => {
  scratchProject(process.cwd(), project)
  addArticles(project, BULK_FROM)
  build(project)
}, 240_000)

describe(`a site of more than ${BULK_FROM} pages made from collections`, () => {
  const article = htmlFileFor('/insights/generated-article-1')

  it('writes the pages made from collections lean: the stylesheet linked, no compressed copies', () => {
    for (const route of ['/insights/generated-article-1', '/careers/apply/devops-engineer']) {
      const file = htmlFileFor(route)
      const html = readFileSync(join(dist, file), 'utf8')
      expect(html, route).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/)
      expect(html, route).not.toContain('<style>')
      expect(existsSync(join(dist, `${file}.br`)), route).toBe(false)
      expect(existsSync(join(dist, `${file}.gz`)), route).toBe(false)
    }
  })

  it('keeps the hand-written pages as a small site has them: stylesheet inlined, compressed copies', () => {
    for (const route of ['/', '/about', '/insights']) {
      const file = htmlFileFor(route)
      expect(readFileSync(join(dist, file), 'utf8'), route).toContain('<style>')
      expect(existsSync(join(dist, `${file}.br`)), route).toBe(true)
      expect(existsSync(join(dist, `${file}.gz`)), route).toBe(true)
    }
  })

  it('writes the pages of lists with the stylesheet inlined (they paint as the first page does), without compressed copies', () => {
    for (const route of ['/insights/page/2', '/insights/category/technology']) {
      const file = htmlFileFor(route)
      expect(readFileSync(join(dist, file), 'utf8'), route).toContain('<style>')
      expect(existsSync(join(dist, `${file}.br`)), route).toBe(false)
      expect(existsSync(join(dist, `${file}.gz`)), route).toBe(false)
    }
  })

  it('is served compressed all the same by npm start’s server', async () => {
    server = createStaticServer(dist)
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const response = await fetch(`${origin}/insights/generated-article-1`, { headers: { 'accept-encoding': 'br' } })
    expect(response.headers.get('content-encoding')).toBe('br')
    // fetch decodes the body itself: it is the page as written.
    expect(await response.text()).toBe(readFileSync(join(dist, article), 'utf8'))
  })

  // The articles' pages and the archive's are reused by what they are built from, without building their data
  // (PlannedSite.inputs): their facts for the sitemap, feeds and headers come from the previous build's manifest, and
  // the feeds' newest are built for their text.
  it('reuses the other articles’ pages after an edit, an addition and a deletion, and equals a full build byte for byte', () => {
    editAddDelete(project, 1)
    const output = build(project)
    const reused = Number(/\((\d+) unchanged since the last build, reused/.exec(output)?.[1])
    expect(reused).toBeGreaterThan(BULK_FROM)
    expect(readFileSync(join(dist, 'insights/rss.xml'), 'utf8').match(/<item>/g)).toHaveLength(20)
    expect(readFileSync(join(dist, htmlFileFor('/insights/generated-article-1')), 'utf8')).toContain(
      'An Article Edited For The Benchmark (1)',
    )
    expect(existsSync(join(dist, htmlFileFor('/insights/generated-article-2')))).toBe(false)
    // So are the archive's pages (by the site, their page's file and the articles they list): their facts are cached.
    const { facts } = JSON.parse(readFileSync(join(project, '.cache/pages/manifest.json'), 'utf8')) as {
      facts: Record<string, { lastmod?: string }>
    }
    for (const route of ['/insights/page/2', '/insights/category/technology', '/insights/category/technology/page/2'])
      expect(facts[route]?.lastmod, route).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expectFullBuildSame(project)
  }, 480_000)
})

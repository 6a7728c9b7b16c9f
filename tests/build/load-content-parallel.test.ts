// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addArticles } from '../../scripts/bench/pipeline.ts'
import { loadContentParallel } from '../../scripts/load-content-parallel.ts'
import { scratchProject } from '../../scripts/scratch-project.ts'
import { loadContentDir } from '../../src/content/load-content-dir.ts'

const scratch = mkdtempSync(join(tmpdir(), 'load-parallel-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('the build’s content load, Markdown on worker threads', () => {
  it('gives exactly what the lint’s loader gives: the same content, the same problems at the same places', async () => {
    const project = scratchProject(process.cwd(), join(scratch, 'site'))
    addArticles(project, 450)
    // Two Markdown slips far apart in the order of texts, so they are parsed by different batches.
    for (const [k, slip] of [
      [3, '<b>bold</b> words'],
      [420, '# A second title'],
    ] as const) {
      const file = join(project, `pages/_collections/articles/generated-article-${k}.yaml`)
      const text = readFileSync(file, 'utf8')
      writeFileSync(file, text.replace(/^(body: \|-?\n)(\s+)/m, `$1$2${slip}\n\n$2`))
    }
    const serial = loadContentDir(project)
    const parallel = await loadContentParallel(project)
    const where = (r: { diagnostics: typeof serial.diagnostics }) =>
      r.diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.code}`)
    expect(where(serial)).toEqual([
      expect.stringMatching(/generated-article-3\.yaml:\d+:\d+ markdown-html$/),
      expect.stringMatching(/generated-article-420\.yaml:\d+:\d+ markdown-heading-level$/),
    ])
    expect(where(parallel)).toEqual(where(serial))
    expect(parallel.content).toEqual(serial.content)
  }, 120_000)
})

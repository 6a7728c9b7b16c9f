import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { scratchProject } from './scratch-project.ts'
import { buildPages } from '../../src/site/build-pages.ts'
import type { BuiltSite } from '../../src/site/built-site.ts'
import { loadSiteDir } from '../../src/site/load-site.ts'

/**
 * A scratch copy of the project with `total` articles: the real ones plus generated ones, each a copy of a real
 * article under a new title, dated one day apart from 2024-01-01 (so newer than the real ones, newest last), in
 * Technology every third one and otherwise the categories in turn, with a word of its own (`uniqueword<k>`).
 */
export function articleProject(total: number): { root: string; remove: () => void } {
  const root = scratchProject(process.cwd(), join(mkdtempSync(join(tmpdir(), 'insights-test-')), 'project'))
  const dir = join(root, 'pages/_collections/articles')
  const real = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'))
  const categories = ['Strategy', 'Industry Trends', 'Leadership', 'Staffing', 'Security']
  for (let k = 1; k <= total - real.length; k++) {
    const day = new Date(Date.UTC(2024, 0, k)).toISOString().slice(0, 10)
    const text = real[k % real.length]!.replace(/^title: .*$/m, `title: Generated Insight ${k}`)
      .replace(/^date: .*$/m, `date: ${day}`)
      .replace(/^category: .*$/m, `category: ${k % 3 === 0 ? 'Technology' : categories[k % categories.length]}`)
      .replace(/^body: \|\n/m, `body: |\n  Generated article uniqueword${k} opens here.\n\n`)
    writeFileSync(join(dir, `generated-insight-${k}.yaml`), text)
  }
  return { root, remove: () => rmSync(join(root, '..'), { recursive: true, force: true }) }
}

/** The built pages of a project folder, failing on any content error. */
export function buildProject(root: string): BuiltSite {
  const result = loadSiteDir(root)
  if (!result.content || result.diagnostics.length)
    throw new Error(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.message}`).join('\n'))
  return buildPages(result.content)
}

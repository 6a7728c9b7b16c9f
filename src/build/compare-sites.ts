/**
 * What a visitor receives from two built sites, compared (npm run compare-builds: scripts/compare-builds.ts): every
 * pre-rendered HTML file, page-data JSON, feed, sitemap, robots.txt, _headers and _redirects, with hashed asset names
 * (/assets/Hero-3fa9c1.js) counted as the same. The inlined stylesheet is compared apart: its rules as a set (their
 * order may change when stylesheets move between folders).
 */
import { readdirSync, readFileSync, type Dirent } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** The files a visitor or a crawler reads as text (the search index and scripts are compared by their effect). */
const COMPARED = /(\.html|\.json|\.xml|\.txt|\/_headers|\/_redirects)$/
const SKIPPED = /^(pagefind|assets|\.vite)\//

/** Asset names carry a content hash: /assets/CardGrid-Cle-j0V_.js and /assets/CardGrid-D9x2.js are the same file. */
export function withoutHashes(text: string): string {
  return text.replace(/\/assets\/[^"'\s)<>]+/g, '/assets/*')
}

/** The compared files of a built site, sorted. */
export function filesOf(root: string): string[] {
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((f) => COMPARED.test(`/${f}`) && !SKIPPED.test(f))
    .sort()
}

const STYLE = /<style>[\s\S]*?<\/style>/

/** The top-level rules of a minified stylesheet (an at-rule with its block counts as one). */
export function cssRules(css: string): string[] {
  const rules: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim())
      start = i + 1
    }
  }
  return rules
}

/** Rules only in `a`, then rules only in `b` (a multiset difference), of two stylesheets. */
function ruleDifference(a: string, b: string): { gone: string[]; added: string[] } {
  const count = new Map<string, number>()
  for (const r of cssRules(a)) count.set(r, (count.get(r) ?? 0) + 1)
  const added: string[] = []
  for (const r of cssRules(b)) {
    const n = count.get(r) ?? 0
    if (n) count.set(r, n - 1)
    else added.push(r)
  }
  return { gone: [...count].flatMap(([r, n]) => Array<string>(n).fill(r)), added }
}

/** The differences between two built sites, one line each. */
export function compareSites(a: string, b: string): string[] {
  const left = filesOf(a)
  const right = new Set(filesOf(b))
  const out: string[] = []
  const stylesheets = new Set<string>()
  for (const f of left) {
    if (!right.has(f)) {
      out.push(`${f}: only in ${a}`)
      continue
    }
    right.delete(f)
    const [textA, textB] = [readFileSync(join(a, f), 'utf8'), readFileSync(join(b, f), 'utf8')]
    const styles = [STYLE.exec(textA)?.[0] ?? '', STYLE.exec(textB)?.[0] ?? '']
    if (styles[0] !== styles[1]) stylesheets.add(styles.join('\0'))
    const x = withoutHashes(textA.replace(STYLE, '<style>…</style>')).split('\n')
    const y = withoutHashes(textB.replace(STYLE, '<style>…</style>')).split('\n')
    const i = x.findIndex((line, n) => line !== y[n])
    if (i >= 0 || x.length !== y.length) {
      const n = i >= 0 ? i : Math.min(x.length, y.length)
      const at = (s: string | undefined) => (s ?? '(end of file)').slice(0, 160)
      out.push(`${f}:${n + 1}\n  - ${at(x[n])}\n  + ${at(y[n])}`)
    }
  }
  for (const f of right) out.push(`${f}: only in ${b}`)
  for (const pair of stylesheets) {
    const [x, y] = pair.split('\0') as [string, string]
    const { gone, added } = ruleDifference(x, y)
    const moved = gone.length || added.length ? '' : ' (the same rules, in another order)'
    out.push(`inlined stylesheet differs${moved}`)
    for (const r of gone) out.push(`  - ${r.slice(0, 200)}`)
    for (const r of added) out.push(`  + ${r.slice(0, 200)}`)
  }
  return out
}

/** Every route of a built site: the folders holding an index.html. */
export function routesOf(dir: string): string[] {
  return filesOf(dir)
    .filter((f) => f.endsWith('index.html'))
    .map((f) => '/' + f.replace(/\/?index\.html$/, ''))
}

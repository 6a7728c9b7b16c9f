/**
 * npm run compare-builds -- REF            builds REF (a commit, e.g. main) and the working tree, compares them
 * npm run compare-builds -- DIR_A DIR_B    compares two built sites
 *   --screens                              also compares every route's rendering in Chromium, 1280 and 375 px wide
 *
 * What a visitor receives must not change with a refactoring: every pre-rendered HTML file, page-data JSON, feed,
 * sitemap, robots.txt, _headers and _redirects, with hashed asset names (/assets/Hero-3fa9c1.js) counted as the same. The
 * inlined stylesheet is compared apart: its rules as a set (their order may change when stylesheets move between
 * folders), and with --screens, what each page looks like, pixel for pixel. Prints what differs and exits 1.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, type Dirent } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/chromium.ts'

/** The files a visitor or a crawler reads as text (the search index and scripts are compared by their effect). */
const COMPARED = /(\.html|\.json|\.xml|\.txt|\/_headers|\/_redirects)$/
const SKIPPED = /^(pagefind|assets|\.vite)\//

/** Asset names carry a content hash: /assets/CardGrid-Cle-j0V_.js and /assets/CardGrid-D9x2.js are the same file. */
export function withoutHashes(text: string): string {
  return text.replace(/\/assets\/[^"'\s)<>]+/g, '/assets/*')
}

function filesOf(root: string): string[] {
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
function routesOf(dir: string): string[] {
  return filesOf(dir)
    .filter((f) => f.endsWith('index.html'))
    .map((f) => '/' + f.replace(/\/?index\.html$/, ''))
}

/**
 * Renders every route of both sites in Chromium at 1280 and 375 px (full page, the splash hidden, other hosts
 * blocked) and compares the pixels. Returns one line per route and width that differs.
 */
export async function compareScreens(a: string, b: string): Promise<string[]> {
  const { chromium } = await import('playwright-core')
  const { default: sharp } = await import('sharp')
  const { createStaticServer } = await import('../src/server/static-server.ts')
  const serve = async (dir: string) => {
    const server = createStaticServer(dir)
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    return { server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` }
  }
  const [left, right] = [await serve(a), await serve(b)]
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  const out: string[] = []
  try {
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' })
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => route.abort('blockedbyclient'),
      )
      const page = await context.newPage()
      const shot = async (origin: string, route: string) => {
        await page.goto(origin + route, { waitUntil: 'load' })
        await page.addStyleTag({ content: '.splash { display: none !important }' })
        await page.evaluate(() => document.fonts.ready)
        return sharp(await page.screenshot({ fullPage: true }))
          .raw()
          .toBuffer({ resolveWithObject: true })
      }
      const differing = async (route: string) => {
        const [x, y] = [await shot(left.origin, route), await shot(right.origin, route)]
        if (x.info.width !== y.info.width || x.info.height !== y.info.height)
          return `size ${x.info.width}×${x.info.height} → ${y.info.width}×${y.info.height}`
        let pixels = 0
        for (let i = 0; i < x.data.length; i += x.info.channels)
          if (x.data[i] !== y.data[i] || x.data[i + 1] !== y.data[i + 1] || x.data[i + 2] !== y.data[i + 2]) pixels++
        return pixels ? `${pixels} pixels differ` : undefined
      }
      for (const route of routesOf(a)) {
        // A difference must hold on a second look: a page caught mid-layout (an image failing, a font) is not one.
        const first = await differing(route)
        const again = first && (await differing(route))
        if (again) out.push(`${route} at ${width} px: ${again}`)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    left.server.close()
    right.server.close()
  }
  return out
}

/** Builds the project at `dir` (its own scripts, this checkout's node_modules) and returns its dist/. */
function build(dir: string): string {
  execFileSync(process.execPath, ['scripts/run-bundled.mjs', 'scripts/build.ts'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  return join(dir, 'dist')
}

/** A copy of the project at `ref` (a git worktree of it, without node_modules), built. */
function buildRef(ref: string, scratch: string): string {
  const dir = join(scratch, 'ref')
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { stdio: 'ignore' })
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  return build(dir)
}

/** The working tree as git sees it (tracked and new files, not ignored ones), copied aside and built: dist/ stays. */
function buildWorkingTree(scratch: string): string {
  const dir = join(scratch, 'work')
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
    .toString()
    .split('\0')
    .filter((f) => f && existsSync(f))
  for (const f of files) cpSync(f, join(dir, f))
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  return build(dir)
}

async function report(before: string, after: string, screens: boolean): Promise<number> {
  const diff = compareSites(before, after)
  const routes = routesOf(before).length
  console.log(
    diff.length
      ? diff.join('\n')
      : `identical: ${filesOf(before).length} files (HTML, page data, feeds, sitemap, headers)`,
  )
  if (!screens) return diff.length ? 1 : 0
  const moved = diff.length === 1 && diff[0]!.endsWith('(the same rules, in another order)')
  const looks = await compareScreens(before, after)
  console.log(
    looks.length
      ? looks.join('\n')
      : `every route looks the same: ${routes} routes at 1280 and 375 px, pixel for pixel`,
  )
  return looks.length || (diff.length && !moved) ? 1 : 0
}

async function main(argv: string[]): Promise<number> {
  const screens = argv.includes('--screens')
  const args = argv.filter((a) => a !== '--screens')
  if (args.length === 2) return report(args[0]!, args[1]!, screens)
  if (args.length !== 1) {
    console.error(
      'usage: npm run compare-builds -- REF [--screens]  |  npm run compare-builds -- DIR_A DIR_B [--screens]',
    )
    return 2
  }
  const scratch = mkdtempSync(join(tmpdir(), 'compare-builds-'))
  try {
    console.log(`building ${args[0]} and the working tree…`)
    return await report(buildRef(args[0]!, scratch), buildWorkingTree(scratch), screens)
  } finally {
    if (existsSync(join(scratch, 'ref'))) execFileSync('git', ['worktree', 'remove', '--force', join(scratch, 'ref')])
    rmSync(scratch, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main(process.argv.slice(2)))

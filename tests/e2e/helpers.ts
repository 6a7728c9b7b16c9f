/** Shared pieces of the real-browser suite: the browser, isolated contexts, the site's content, console watching. */
import { loadSiteDir } from '../../src/site/load-site.ts'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
} from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { buildPages } from '../../src/site/build-pages.ts'
import { languageOfPath, type BuiltSite } from '../../src/site/built-site.ts'
import type { PageData } from '../../src/sections/page-data.ts'
import type { ResolvedSection } from '../../src/sections/definitions.ts'

export const DESKTOP = { width: 1280, height: 800 }
export const MOBILE = { width: 375, height: 740 }

/**
 * The suite's one Chromium (started by the global setup), connected to by each test file: a file's contexts are its
 * own, and closing the returned browser closes them and disconnects.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'))
}

/** One browser connection for a test file: made before its tests, closed (its contexts with it) after them. Call at the top of the file. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => browser!
}

export function baseUrl(): string {
  return inject('baseUrl')
}

/** The browser's "Failed to load resource" line for another host's file: the suite blocks those on purpose. */
export function isForeignLoad(msg: ConsoleMessage): boolean {
  const where = msg.location().url
  return /^Failed to load resource/.test(msg.text()) && !!where && !isLocal(new URL(where))
}

/** Requests that may leave the browser: the local server and in-page schemes only. */
export function isLocal(url: URL): boolean {
  if (['data:', 'blob:', 'about:', 'chrome-error:'].includes(url.protocol)) return true
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
}

/**
 * What a test about motion passes to `newPage`/`newContext` (the splash's pulse, the page fades): the visitor's
 * default. The rest run with reduced motion, the same pages without animation frames: a third less of the machine
 * per page load (measured 2.1 → 1.7 core-s), and nothing they check moves under them.
 */
export const WITH_MOTION: BrowserContextOptions = { reducedMotion: 'no-preference' }

/**
 * A fresh context for one test: its own storage, the site's origin as baseURL, a desktop viewport and reduced motion
 * unless told. Requests to other hosts (images, the map embed, share links) fail at once in the suite's browser (see
 * global-setup.ts), so nothing waits on the network and the pages are checked the way they look when images fail.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: DESKTOP,
    reducedMotion: 'reduce',
    ...options,
  })
  return context
}

/** A fresh context and its page. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await newContext(browser, options)
  return context.newPage()
}

/**
 * The app is ready once the splash has left the DOM: the client has hydrated and its effects have run
 * (the splash unmounts 2 s after navigation start). Until then it covers the page and takes the clicks.
 */
export async function waitForApp(page: Page): Promise<void> {
  // Polled every 100 ms rather than on every frame: the same answer for less of the machine (measured 0.1-0.3
  // core-seconds a page, over the hundreds of loads in the suite).
  await page.waitForFunction(() => !document.querySelector('.splash'), undefined, { polling: 100, timeout: 8000 })
}

/**
 * Narrows a loaded page to the phone width (375 px) and waits until the layout has it. The site's narrow layout is
 * CSS alone (nothing reads the width while rendering), so this shows what a fresh load at 375 px shows, for one load
 * instead of two.
 */
export async function narrowToPhone(page: Page): Promise<void> {
  await page.setViewportSize(MOBILE)
  await page.waitForFunction((width) => window.innerWidth === width, MOBILE.width)
}

/**
 * axe on a loaded page at its width (1280 px), then narrowed to the phone (375 px): each width's violations as text,
 * '' when there are none, so one assertion checks both and prints what failed:
 * `expect(await axeWideAndNarrow(page)).toEqual({ '1280 px': '', '375 px': '' })`. The page stays narrowed.
 */
export async function axeWideAndNarrow(page: Page): Promise<Record<'1280 px' | '375 px', string>> {
  const wide = formatViolations(await runAxe(page))
  await narrowToPhone(page)
  return { '1280 px': wide, '375 px': formatViolations(await runAxe(page)) }
}

/** Opens a path and waits until the app is interactive. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForApp(page)
}

/** Path part of the page's current URL. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname
}

// ---------------------------------------------------------------------------------------------------------------
// Content: routes and texts come from pages/, never from a list in the tests.

let built: BuiltSite | undefined

/** The real site built from pages/ (the same data the pre-renderer used). */
export function site(): BuiltSite {
  if (built) return built
  const result = loadSiteDir(process.cwd())
  if (!result.content || result.diagnostics.length) {
    throw new Error(
      `pages/ has content errors:\n${result.diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.message}`).join('\n')}`,
    )
  }
  return (built = buildPages(result.content))
}

/** Every route of the site, in route order. */
export function routes(): string[] {
  return [...site().pages.keys()]
}

export function pageData(path: string): PageData {
  const page = site().pages.get(path)
  if (!page) throw new Error(`no page at ${path}`)
  return page
}

/** The first section of a type on a page (throws when the page has none). */
export function sectionOf<T extends ResolvedSection['type']>(
  path: string,
  type: T,
): Extract<ResolvedSection, { type: T }> {
  const section = pageData(path).sections.find((s) => s.type === type)
  if (!section) throw new Error(`${path} has no ${type} section`)
  return section as Extract<ResolvedSection, { type: T }>
}

/** The text of a page's one h1, as the content defines it. */
export function mainHeading(page: PageData): string {
  for (const s of page.sections) {
    if (s.type === 'hero') return s.heading
    if (s.type === 'jobDetail') return s.job.title
    if (s.type === 'article') return s.entry.title
  }
  throw new Error(`${page.path} has no hero, job or article section`)
}

/** The route whose page holds the site search, in the default language or in `lang`. */
export function searchRoute(lang?: string): string {
  const path = routes().find(
    (r) => languageOfPath(site(), r) === lang && pageData(r).sections.some((s) => s.type === 'search'),
  )
  if (!path) throw new Error('no page holds a search section')
  return path
}

/** Paths that exist for no route: the 404 page, an unknown article and an unknown job. */
export const UNKNOWN_PAGE = '/no-such-page-e2e'
export function unknownItem(pattern: string): string {
  return pattern.replace(/:[^/]+$/, 'no-such-item-e2e')
}
export function templatePattern(prefix: string): string {
  const pattern = [...site().missing.keys()].find((p) => p.startsWith(prefix))
  if (!pattern) throw new Error(`no template under ${prefix}`)
  return pattern
}

// ---------------------------------------------------------------------------------------------------------------
// Console

export interface Problem {
  kind: 'console.error' | 'console.warning' | 'pageerror'
  text: string
  where: string
}

/**
 * Collects console errors and warnings and uncaught exceptions (React 19 reports hydration mismatches through
 * them). The only thing left out is the browser's own "Failed to load resource" line for a request the suite
 * blocked on purpose (an external image or embed).
 */
export function watchConsole(page: Page): Problem[] {
  const problems: Problem[] = []
  page.on('console', (msg) => {
    const type = msg.type()
    if (type !== 'error' && type !== 'warning') return
    const where = msg.location().url
    if (isForeignLoad(msg)) return
    problems.push({
      kind: type === 'error' ? 'console.error' : 'console.warning',
      text: msg.text(),
      where: `${where}:${msg.location().lineNumber}`,
    })
  })
  page.on('pageerror', (error) =>
    problems.push({
      kind: 'pageerror',
      text: `${error.name}: ${error.message}`,
      where: error.stack?.split('\n')[1]?.trim() ?? '',
    }),
  )
  return problems
}

export function formatProblems(problems: Problem[]): string {
  return problems.map((p) => `  [${p.kind}] ${p.text}${p.where ? `\n      at ${p.where}` : ''}`).join('\n')
}

/**
 * Marks the elements the HTML parser creates, so a test can tell whether React hydrated them (same nodes) or threw
 * them away and rendered new ones (a hydration failure it recovered from). Marking stops when parsing ends
 * (readyState "interactive"), before any module script runs.
 */
export const MARK_PRERENDERED = `
  const mark = (records) => { for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1) n.__prerendered = true }
  const observer = new MutationObserver(mark)
  observer.observe(document, { childList: true, subtree: true })
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return
    mark(observer.takeRecords())
    observer.disconnect()
  }, { once: true })
`

// ---------------------------------------------------------------------------------------------------------------
// axe-core

const require = createRequire(import.meta.url)
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  helpUrl: string
  nodes: { target: unknown[]; failureSummary?: string; html: string }[]
}

/** Runs axe with the WCAG 2.1 A/AA rule sets on the whole document (iframes of other hosts are not ours). */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  // Evaluated rather than added as a <script>, so a Content-Security-Policy without 'unsafe-inline' does not stop it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      iframes: false,
      resultTypes: ['violations'],
    })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 200), failureSummary: n.failureSummary })),
    }))
  })
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `  ${v.id} (${v.impact}): ${v.help}\n    ${v.helpUrl}\n` +
        v.nodes
          .map(
            (n) =>
              `    - ${JSON.stringify(n.target)} ${n.html}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
          )
          .join('\n'),
    )
    .join('\n')
}

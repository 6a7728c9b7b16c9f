/** Lighthouse 13 runs against one reused Chromium: the real page and its no-script floor. */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result as Lhr } from 'lighthouse'
import { gzipSize } from './site.ts'

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

export type Chrome = chromeLauncher.LaunchedChrome

export async function launchChrome(): Promise<Chrome> {
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`)
  return chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' })
}

export interface LcpElement {
  selector: string
  label: string
  snippet: string
  /** Lighthouse's DOM path ("1,HTML,1,BODY,…"). */
  path: string
}

export interface Measurement {
  scores: { performance: number; accessibility?: number; bestPractices?: number; seo?: number }
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  lcpElement?: LcpElement
  /** LCP split into time to first byte, resource load delay/duration, render delay (ms). */
  lcpParts: Record<string, number>
  js: { bytes: number; files: number }
  css: { bytes: number; files: number }
  /** Requests to hosts other than the served origin that were not blocked. */
  unblocked: string[]
  /** Audits that lost points, for the diagnosis: category, audit id, title, display value. */
  failing: { category: string; id: string; title: string; value: string }[]
  warnings: string[]
}

interface NetworkItem {
  url: string
  resourceType?: string
  statusCode: number
  transferSize?: number
}
interface TableDetails<T> {
  items: T[]
}

/** How long a floor run watches the page: a page without scripts has painted everything well before this. */
export const FLOOR_WINDOW_MS = 5000

export interface FloorMeasurement {
  fcpMs: number
  lcpMs: number
  lcpElement?: LcpElement
  unblocked: string[]
}

interface Target {
  origin: string
  dir: string
  blocked: string[]
}

const settings = (blocked: string[]) =>
  ({ output: 'json', logLevel: 'error', formFactor: 'mobile', throttlingMethod: 'devtools', blockedUrlPatterns: blocked, disableFullPageScreenshot: true }) as const

/** One Lighthouse navigation; a failed one (Lighthouse asks to "run again" on a lost trace) is retried once. */
async function run(chrome: Chrome, url: string, flags: Parameters<typeof lighthouse>[1], attempts = 2): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(url, { port: chrome.port, ...flags })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
      return result.lhr
    } catch (e) {
      if (attempt >= attempts) throw e
      console.error(`  retrying ${url}: ${(e as Error).message.split('\n')[0]}`)
    }
  }
}

/** The real page: one Lighthouse navigation, mobile preset, devtools throttling, the four categories. */
export async function measure(chrome: Chrome, url: string, target: Target): Promise<Measurement> {
  const lhr = await run(chrome, url, { ...settings(target.blocked), onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
  return extract(lhr, target)
}

/**
 * The no-script floor: the same throttling and emulation, but only the paint audits, and the wait for the page to
 * settle capped at FLOOR_WINDOW_MS (with devtools throttling Lighthouse otherwise waits 5.25 s quiet windows after
 * load, twice the time of a script-free page's whole load). Fails when the LCP comes too close to the cap.
 */
export async function measureFloor(chrome: Chrome, url: string, target: Target): Promise<FloorMeasurement> {
  const lhr = await run(chrome, url, {
    ...settings(target.blocked),
    onlyAudits: ['first-contentful-paint', 'largest-contentful-paint', 'lcp-breakdown-insight', 'network-requests'],
    maxWaitForLoad: FLOOR_WINDOW_MS,
  })
  const lcpMs = numeric(lhr, 'largest-contentful-paint')
  if (lcpMs > FLOOR_WINDOW_MS - 2000) throw new Error(`floor LCP ${Math.round(lcpMs)} ms is too close to the ${FLOOR_WINDOW_MS} ms window`)
  const { lcpElement } = lcp(lhr)
  return { fcpMs: numeric(lhr, 'first-contentful-paint'), lcpMs, ...(lcpElement ? { lcpElement } : {}), unblocked: requests(lhr, target.origin).unblocked }
}

function score(lhr: Lhr, id: string): number | undefined {
  const s = lhr.categories[id]?.score
  return s === null || s === undefined ? undefined : Math.round(s * 100)
}

function numeric(lhr: Lhr, id: string): number {
  const audit = lhr.audits[id]
  if (!audit || typeof audit.numericValue !== 'number') throw new Error(`Lighthouse audit ${id}: ${audit?.errorMessage ?? 'no value'}`)
  return audit.numericValue
}

/** Requests to the served origin (by URL), and requests elsewhere that were not blocked. */
function requests(lhr: Lhr, origin: string): { own: Map<string, NetworkItem>; unblocked: string[] } {
  const items = (lhr.audits['network-requests']?.details as unknown as TableDetails<NetworkItem> | undefined)?.items ?? []
  const own = new Map<string, NetworkItem>()
  const unblocked: string[] = []
  for (const r of items) {
    if (r.url.startsWith(origin + '/')) own.set(r.url, r)
    else if (/^https?:/.test(r.url) && r.statusCode > 0) unblocked.push(r.url)
  }
  return { own, unblocked }
}

/** The LCP element and LCP subparts, from the LCP breakdown insight: a table, then the node. */
function lcp(lhr: Lhr): { lcpElement?: LcpElement; lcpParts: Record<string, number> } {
  const lcpParts: Record<string, number> = {}
  let lcpElement: LcpElement | undefined
  const breakdown = lhr.audits['lcp-breakdown-insight']?.details as unknown as { items?: { type: string; items?: { subpart: string; duration: number }[]; selector?: string; nodeLabel?: string; snippet?: string; path?: string }[] } | undefined
  for (const item of breakdown?.items ?? []) {
    if (item.type === 'table') for (const p of item.items ?? []) lcpParts[p.subpart] = Math.round(p.duration)
    if (item.type === 'node') lcpElement = { selector: item.selector ?? '', label: item.nodeLabel ?? '', snippet: item.snippet ?? '', path: item.path ?? '' }
  }
  return { ...(lcpElement ? { lcpElement } : {}), lcpParts }
}

function extract(lhr: Lhr, { origin, dir }: Target): Measurement {
  const { own, unblocked } = requests(lhr, origin)
  const bytes = (type: string) => {
    const files = [...own.values()].filter((r) => r.resourceType === type && r.statusCode === 200)
    return {
      files: files.length,
      bytes: files.reduce((sum, r) => sum + gzipSize(join(dir, decodeURIComponent(new URL(r.url).pathname))), 0),
    }
  }

  const { lcpElement, lcpParts } = lcp(lhr)

  const failing: Measurement['failing'] = []
  for (const [category, cat] of Object.entries(lhr.categories)) {
    for (const ref of cat.auditRefs) {
      const a = lhr.audits[ref.id]
      if (!a || a.score === null || a.score >= 1 || (ref.weight === 0 && category !== 'performance')) continue
      if (category === 'performance' && ref.weight === 0 && a.scoreDisplayMode !== 'metricSavings') continue
      failing.push({ category, id: ref.id, title: a.title, value: a.displayValue ?? String(a.score) })
    }
  }

  const accessibility = score(lhr, 'accessibility')
  const bestPractices = score(lhr, 'best-practices')
  const seo = score(lhr, 'seo')
  return {
    scores: {
      performance: score(lhr, 'performance') ?? 0,
      ...(accessibility === undefined ? {} : { accessibility }),
      ...(bestPractices === undefined ? {} : { bestPractices }),
      ...(seo === undefined ? {} : { seo }),
    },
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    ...(lcpElement ? { lcpElement } : {}),
    lcpParts,
    js: bytes('Script'),
    css: bytes('Stylesheet'),
    unblocked,
    failing,
    warnings: lhr.runWarnings.map(String),
  }
}

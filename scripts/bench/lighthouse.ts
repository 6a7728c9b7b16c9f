/** Lighthouse 13 runs against one reused Chromium: the real page and its no-script floor. */
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import type { Result as Lhr } from 'lighthouse'
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { htmlFileFor } from '../../src/build/prerender.ts'
import { gzipSize } from './site.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/helpers/chromium.ts'

export type Chrome = chromeLauncher.LaunchedChrome

export async function launchChrome(): Promise<Chrome> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`)
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'error' })
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
  /** Initial JS: the chunks the route needs to render and hydrate (from the build manifest; without one, every script loaded). */
  js: { bytes: number; files: number }
  /** Every script the page loaded during the run, initial or not. */
  jsLoaded: { bytes: number; files: number }
  /**
   * What Lighthouse counts as the scripts' transfer: the bytes on the wire of every script the page loaded during the
   * run, as the server sent them (its precompressed brotli copy) with their response headers.
   */
  jsTransferred: { bytes: number; files: number }
  /** Scripts loaded during the run that are not initial (fetched by the page after hydration). */
  deferred: string[]
  /** Initial chunks the page did not load (the manifest and the page disagree). */
  notLoaded: string[]
  css: { bytes: number; files: number }
  /** Requests to hosts other than the served origin that were not blocked. */
  unblocked: string[]
  /** Audits that lost points, for the diagnosis: category, audit id, title, display value. */
  failing: { category: string; id: string; title: string; value: string; items: string[] }[]
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
export const FLOOR_WINDOW_MS = 4000

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
  /** Served paths of the route's initial chunks, when the build manifest is there. */
  initial?: string[]
}

const settings = (blocked: string[]) =>
  ({
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod: 'devtools',
    blockedUrlPatterns: blocked,
    disableFullPageScreenshot: true,
  }) as const

/** One Lighthouse navigation; a failed one (Lighthouse asks to "run again" on a lost trace) is retried twice. */
async function run(chrome: Chrome, url: string, flags: Parameters<typeof lighthouse>[1], attempts = 3): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(url, { port: chrome.port, ...flags })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      if (result.lhr.runtimeError)
        throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
      return result.lhr
    } catch (e) {
      if (attempt >= attempts) throw e
      console.error(`  retrying ${url}: ${(e as Error).message.split('\n')[0]}`)
    }
  }
}

/**
 * The real page: Lighthouse navigations (mobile preset, devtools throttling, the four categories); with several
 * runs, the one Lighthouse itself calls the median (closest to the median FCP and TTI).
 */
export async function measure(chrome: Chrome, url: string, target: Target, runs = 1): Promise<Measurement> {
  const lhrs: Lhr[] = []
  // The two screenshot audits are unscored (Speed Index reads the trace's own frames).
  for (let i = 0; i < runs; i++)
    lhrs.push(
      await run(chrome, url, {
        ...settings(target.blocked),
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
      }),
    )
  return extract(lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0]!, target)
}

/**
 * The no-script floor: the same throttling and emulation, but only the paint audits, and the wait for the page to
 * settle capped at FLOOR_WINDOW_MS (with devtools throttling Lighthouse otherwise waits for long quiet windows after
 * load, longer than a script-free page's whole load). Fails when the LCP comes too close to the cap.
 */
export async function measureFloor(chrome: Chrome, url: string, target: Target, runs = 1): Promise<FloorMeasurement> {
  const all: FloorMeasurement[] = []
  for (let i = 0; i < runs; i++) {
    const lhr = await run(chrome, url, {
      ...settings(target.blocked),
      onlyAudits: ['first-contentful-paint', 'largest-contentful-paint', 'lcp-breakdown-insight', 'network-requests'],
      maxWaitForLoad: FLOOR_WINDOW_MS,
    })
    const lcpMs = numeric(lhr, 'largest-contentful-paint')
    if (lcpMs > FLOOR_WINDOW_MS - 1000)
      throw new Error(`floor LCP ${Math.round(lcpMs)} ms is too close to the ${FLOOR_WINDOW_MS} ms window`)
    const { lcpElement } = lcp(lhr)
    all.push({
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs,
      ...(lcpElement ? { lcpElement } : {}),
      unblocked: requests(lhr, target.origin).unblocked,
    })
  }
  // The run with the median LCP.
  return all.sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor((all.length - 1) / 2)]!
}

function score(lhr: Lhr, id: string): number | undefined {
  const s = lhr.categories[id]?.score
  return s === null || s === undefined ? undefined : Math.round(s * 100)
}

function numeric(lhr: Lhr, id: string): number {
  const audit = lhr.audits[id]
  if (!audit || typeof audit.numericValue !== 'number')
    throw new Error(`Lighthouse audit ${id}: ${audit?.errorMessage ?? 'no value'}`)
  return audit.numericValue
}

/** Requests to the served origin (by URL), and requests elsewhere that were not blocked. */
function requests(lhr: Lhr, origin: string): { own: Map<string, NetworkItem>; unblocked: string[] } {
  const items =
    (lhr.audits['network-requests']?.details as unknown as TableDetails<NetworkItem> | undefined)?.items ?? []
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
  const breakdown = lhr.audits['lcp-breakdown-insight']?.details as unknown as
    | {
        items?: {
          type: string
          items?: { subpart: string; duration: number }[]
          selector?: string
          nodeLabel?: string
          snippet?: string
          path?: string
        }[]
      }
    | undefined
  for (const item of breakdown?.items ?? []) {
    if (item.type === 'table') for (const p of item.items ?? []) lcpParts[p.subpart] = Math.round(p.duration)
    if (item.type === 'node')
      lcpElement = {
        selector: item.selector ?? '',
        label: item.nodeLabel ?? '',
        snippet: item.snippet ?? '',
        path: item.path ?? '',
      }
  }
  return { ...(lcpElement ? { lcpElement } : {}), lcpParts }
}

/** What an audit blames, briefly: the elements (snippet), URLs or sources in its details table. */
function offenders(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items
  if (!Array.isArray(items)) return []
  return items.slice(0, 8).flatMap((item) => {
    const node = item.node as { snippet?: string; nodeLabel?: string } | undefined
    const source = item.source as { url?: string } | undefined
    const text = node?.snippet
      ? `${node.snippet}${node.nodeLabel ? ` "${node.nodeLabel}"` : ''}`
      : typeof item.href === 'string'
        ? `${item.href}${typeof item.text === 'string' ? ` "${item.text}"` : ''}`
        : typeof item.url === 'string'
          ? item.url
          : (source?.url ?? (typeof item.description === 'string' ? item.description : ''))
    return text ? [text.slice(0, 200)] : []
  })
}

/** Stylesheets loaded plus the stylesheet the pre-renderer inlined into the route's HTML (one <style> block). */
function cssBytes(
  sheets: { files: number; bytes: number },
  dir: string,
  url: string,
): { files: number; bytes: number } {
  const file = join(dir, htmlFileFor(new URL(url).pathname.replace(/(.)\/+$/, '$1')))
  if (!existsSync(file)) return sheets
  const inline = [...readFileSync(file, 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
  return inline ? { files: sheets.files + 1, bytes: sheets.bytes + gzipSync(inline).length } : sheets
}

function extract(lhr: Lhr, { origin, dir, initial }: Target): Measurement {
  const { own, unblocked } = requests(lhr, origin)
  const loaded = (type: string) =>
    [...own.values()]
      .filter((r) => r.resourceType === type && r.statusCode === 200)
      .map((r) => decodeURIComponent(new URL(r.url).pathname))
  const bytes = (paths: string[]) => ({
    files: paths.length,
    bytes: paths.reduce((sum, p) => sum + gzipSize(join(dir, p)), 0),
  })
  const scripts = loaded('Script')
  const sent = [...own.values()].filter((r) => r.resourceType === 'Script' && r.statusCode === 200)

  const { lcpElement, lcpParts } = lcp(lhr)

  const failing: Measurement['failing'] = []
  for (const [category, cat] of Object.entries(lhr.categories)) {
    for (const ref of cat.auditRefs) {
      const a = lhr.audits[ref.id]
      if (!a || a.score === null || a.score >= 1 || (ref.weight === 0 && category !== 'performance')) continue
      if (category === 'performance' && ref.weight === 0 && a.scoreDisplayMode !== 'metricSavings') continue
      failing.push({
        category,
        id: ref.id,
        title: a.title,
        value: a.displayValue ?? String(a.score),
        items: offenders(a.details),
      })
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
    js: bytes(initial ?? scripts),
    jsLoaded: bytes(scripts),
    jsTransferred: { files: sent.length, bytes: sent.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) },
    deferred: initial ? scripts.filter((p) => !initial.includes(p)) : [],
    notLoaded: initial ? initial.filter((p) => !scripts.includes(p)) : [],
    css: cssBytes(bytes(loaded('Stylesheet')), dir, lhr.requestedUrl ?? ''),
    unblocked,
    failing,
    warnings: lhr.runWarnings.map(String),
  }
}

/** Lighthouse and the no-script floor on each route of a snapshot of dist/ (see scripts/bench.ts). */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ResolvedSection } from '../../src/sections/definitions.ts'
import { htmlFileFor } from '../../src/build/prerender.ts'
import { budgets } from './budgets.ts'
import { initialChunks, readManifest } from './chunks.ts'
import { locateLcp } from './lcp.ts'
import { launchChrome, measure, measureFloor } from './lighthouse.ts'
import type { RouteResult } from './report.ts'
import { checkFloor, externalHosts, makeFloor, serve, snapshot } from './site.ts'

// The same hosts the brief names, plus every host the built files mention (scanned below).
const ALWAYS_BLOCKED = [
  'images.unsplash.com',
  'cdn.simpleicons.org',
  'upload.wikimedia.org',
  'www.google.com',
  'maps.google.com',
  'www.linkedin.com',
  'fonts.googleapis.com',
  'fonts.gstatic.com',
]

export interface RouteRuns {
  results: RouteResult[]
  blockedHosts: string[]
  manifest: boolean
}

/** Measures `routes` (with their sections) on copies of dist/ in `scratch`: the real pages and, unless told not to, their floor. */
export async function measureRoutes(
  root: string,
  scratch: string,
  sectionsByRoute: Map<string, ResolvedSection[]>,
  routes: string[],
  { runs, floor: withFloor, log }: { runs: number; floor: boolean; log: (s: string) => void },
): Promise<RouteRuns> {
  const all = [...sectionsByRoute.keys()]
  const siteDir = join(scratch, 'site')
  const floorDir = join(scratch, 'floor')
  await snapshot(join(root, 'dist'), siteDir, all)
  await snapshot(siteDir, floorDir, all)
  makeFloor(floorDir)

  const blockedHosts = [...new Set([...ALWAYS_BLOCKED, ...externalHosts(siteDir)])].sort()
  const blocked = blockedHosts.map((h) => `*://${h}/*`)
  log(`blocking ${blockedHosts.length} external hosts: ${blockedHosts.join(', ')}`)
  const manifest = readManifest(root)
  if (!manifest) log('no build manifest (.cache/bundle-manifest.json): initial JS counts every script the page loads')

  const site = await serve(siteDir)
  const floor = await serve(floorDir)
  for (const route of routes) await checkFloor(floor.origin, route)
  const chrome = await launchChrome()
  const results: RouteResult[] = []
  try {
    // A throw-away run first, so the first route is not measured on a cold browser.
    log('warming up Chromium…')
    await measureFloor(chrome, floor.origin + routes[0], { origin: floor.origin, dir: floorDir, blocked }).catch(
      () => undefined,
    )
    for (const [i, route] of routes.entries()) {
      const result: RouteResult = { route }
      results.push(result)
      const say = (s: string) => log(`${i + 1}/${routes.length} ${route}: ${s}`)
      // Real page and floor back to back, so both see the same machine load.
      try {
        say('Lighthouse…')
        const initial = manifest ? initialChunks(manifest, sectionsByRoute.get(route)!) : undefined
        const target = { origin: site.origin, dir: siteDir, blocked, ...(initial ? { initial } : {}) }
        const m = (result.real = await measure(chrome, site.origin + route, target, runs))
        if (m.lcpElement)
          result.place = locateLcp(
            readFileSync(join(siteDir, htmlFileFor(route)), 'utf8'),
            m.lcpElement,
            budgets.lcpNotInside,
          )
        if (withFloor) {
          say('floor…')
          const floorTarget = { origin: floor.origin, dir: floorDir, blocked }
          result.floor = await measureFloor(chrome, floor.origin + route, floorTarget, runs)
        }
        const floorLcp = result.floor ? ` (floor ${(result.floor.lcpMs / 1000).toFixed(2)} s)` : ''
        say(
          `perf ${m.scores.performance}, LCP ${(m.lcpMs / 1000).toFixed(2)} s${floorLcp}, TBT ${Math.round(m.tbtMs)} ms`,
        )
      } catch (e) {
        result.error = (e as Error).message.split('\n')[0]
        say(result.error!)
      }
    }
  } finally {
    await chrome.kill()
    await Promise.all([site.close(), floor.close()])
  }
  return { results, blockedHosts, manifest: Boolean(manifest) }
}

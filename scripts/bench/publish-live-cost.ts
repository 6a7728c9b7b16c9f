import { join } from 'node:path'
import { median } from './dev-cost.ts'
import { startLiveSite, type LivePublish } from './live-site.ts'
import { table } from './report.ts'

/** Publish → live on the live server (`npm run live`) at one size of the site. */
export interface PublishLiveCost {
  label: string
  /** Generated articles added to the real content (0: the real site). */
  added: number
  /** The server's first build in its own checkout (a full build). */
  firstBuildMs: number
  /** Each publish after it, in order. */
  publishes: LivePublish[]
}

/** How many publishes are timed at each size: the median counts. */
const PUBLISHES = 3

/**
 * Publish → live on the real site plus `added` generated articles, in `scratch` (scripts/bench/live-site.ts): after
 * the server's first build, PUBLISHES publishes one after the other, each timed from the push until the public port
 * serves the new text.
 */
export async function publishLiveCost(
  scratch: string,
  added: number,
  log: (line: string) => void,
): Promise<PublishLiveCost> {
  const label = added ? `real + ${added.toLocaleString('en-US')} articles` : 'real site'
  log(`publish → live: ${label}: the server's first build…`)
  const site = await startLiveSite(join(scratch, `live-${added}`), added)
  try {
    const publishes: LivePublish[] = []
    for (let n = 1; n <= PUBLISHES; n++) {
      log(`publish → live: ${label}: publish ${n} of ${PUBLISHES}…`)
      publishes.push(await site.publish(`About the Firm, version ${n}`))
    }
    return { label, added, firstBuildMs: site.firstBuildMs, publishes }
  } finally {
    await site.close()
  }
}

/** The median time until served, of the publishes that were (undefined: none was). */
export function servedMedian(cost: PublishLiveCost): number | undefined {
  const served = cost.publishes.flatMap((p) => (p.servedMs === undefined ? [] : [p.servedMs]))
  return served.length ? median(served) : undefined
}

/** One row per measured size: the first build, each publish until served, their median, each until the studio says Live. */
export function publishLiveTable(rows: PublishLiveCost[]): string {
  const sec = (ms: number | undefined) => (ms === undefined ? 'not served' : `${(ms / 1000).toFixed(2)} s`)
  return table(
    ['content', 'first build', 'publish → live', 'median', 'studio says Live'],
    rows.map((r) => [
      r.label,
      `${(r.firstBuildMs / 1000).toFixed(1)} s`,
      r.publishes.map((p) => sec(p.servedMs)).join(', '),
      sec(servedMedian(r)),
      r.publishes.map((p) => (p.state === 'live' ? sec(p.endedMs) : p.state)).join(', '),
    ]),
    [false, true, true, true, true],
  )
}

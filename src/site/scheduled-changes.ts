import type { Content } from '../content/load-content.ts'
import type { Scheduled } from '../content/schema/schedule.ts'
import { isScheduled, siteTimeZone, visibilityOf } from '../content/visibility.ts'
import { endOfDay, zonedDay } from '../lib/zoned-time.ts'

/**
 * A moment to come at which the public site changes with nobody editing: an entry or page goes live, is taken down,
 * or (a job) closes; what the server that builds tells the studio of its schedule (src/studio/api/site-builds.ts).
 */
export interface ScheduledChange {
  /** The content file it is written in, such as pages/_collections/articles/how-we-hire.yaml. */
  file: string
  title: string
  kind: 'publish' | 'unpublish' | 'close'
  /** ISO instant. */
  at: string
  /** Its public address (absolute) once live, when it has a page. */
  url?: string
}

/**
 * The changes to come after `now` (ms), soonest first (then by file): what the server rebuilds the site at, and says
 * ("'How We Hire in 2026' went live"). Drafts have none; an unpublishAt not after its publishAt, none (the lint
 * refuses it); a job closes at the end of its last open day in the site's time zone, unless it is taken down or
 * closed before. `siteOrigin`: the public site's address, when the build is given another (SITE_ORIGIN). Pure: the
 * same content and instant give the same list.
 */
export function scheduledChanges(
  content: Content,
  now: number,
  siteOrigin: string = content.site.origin,
): ScheduledChange[] {
  const zone = siteTimeZone(content.site)
  const origin = siteOrigin.replace(/\/+$/, '')
  const today = zonedDay(now, zone)
  const changes: ScheduledChange[] = []
  const add = (
    data: Scheduled,
    file: string,
    title: string,
    path: string | undefined,
    closes?: { at: number | undefined; open: boolean },
  ) => {
    const v = isScheduled(data) ? visibilityOf(data, zone) : { draft: false as const }
    if (v.draft) return
    const base = { file, title, ...(path ? { url: `${origin}${path === '/' ? '/' : path}` } : {}) }
    const from = v.from
    const until = v.until !== undefined && (from === undefined || v.until > from) ? v.until : undefined
    if (v.until !== undefined && until === undefined) return
    if (from !== undefined && from > now) changes.push({ ...base, kind: 'publish', at: iso(from) })
    if (until !== undefined && until > now) changes.push({ ...base, kind: 'unpublish', at: iso(until) })
    const close = closes?.open ? closes.at : undefined
    if (
      close !== undefined &&
      close > now &&
      (until === undefined || close < until) &&
      (from === undefined || from < close)
    )
      changes.push({ ...base, kind: 'close', at: iso(close) })
  }

  for (const { file, route, page } of content.pages) add(page, file, page.title, route)
  for (const [name, entries] of Object.entries(content.collections)) {
    const def = content.registry[name]
    const titleKey = def?.page?.title ?? (def?.link?.label || 'title')
    for (const entry of entries) {
      const file = content.entryFiles?.get(entry)
      if (!file) continue
      const record = entry as Record<string, unknown>
      const title = String(record[titleKey] ?? record.name ?? entry.id)
      const path = entry.path ?? (def?.link ? String(record[def.link.to]) : undefined)
      const last = def?.lastOpenDay?.(record)
      const closes = last ? { at: endOfDay(last, zone), open: !def?.closed?.(record, today) } : undefined
      add(entry, file, title, path, closes)
    }
  }
  return changes.sort(
    (a, b) => a.at.localeCompare(b.at) || a.file.localeCompare(b.file) || a.kind.localeCompare(b.kind),
  )
}

const iso = (ms: number) => new Date(ms).toISOString()

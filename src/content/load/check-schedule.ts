import { isTimeZone, parseWrittenTime } from '../../lib/zoned-time.ts'
import { momentWords, zoneWords } from '../../lib/moment-words.ts'
import { fieldLabel } from '../../lib/field-label.ts'
import type { Segment } from '../locate.ts'
import { Schedule, type Scheduled } from '../schema/schedule.ts'
import { isLive, isScheduled, siteTimeZone, visibilityOf, type Visibility } from '../visibility.ts'
import type { ContentIndex } from './index-content.ts'
import { within, type ParsedFile, type Reporter } from './parsed-file.ts'

const field = (key: keyof typeof Schedule) => ({ key, label: fieldLabel(key, Schedule[key] as { title?: unknown }) })

/** A page or entry that carries schedule fields: where it is written, and when it is on the site. */
interface Holder {
  p: ParsedFile
  at: Segment[]
  data: Scheduled
}

/**
 * Phase 7: the schedule. The site's time zone is one the computer knows; each page's and entry's `publishAt` and
 * `unpublishAt` name a moment of the calendar, the second after the first; and a link from a page on the site to a
 * page that is not on it at the time (a draft, one that goes live later or is taken down sooner) is a warning that
 * says when the link leads nowhere. Nothing to do for content without schedule fields but one look at each.
 */
export function checkSchedule(
  index: ContentIndex,
  report: Reporter,
  now: number,
  built?: (route: string) => boolean,
): void {
  const site = index.site
  if (site && typeof site.data.timeZone === 'string' && !isTimeZone(site.data.timeZone))
    report.at(site.p, ['timeZone'], 'bad-time-zone', { zone: site.data.timeZone })
  const zone = siteTimeZone(site?.data ?? {})

  const holders: Holder[] = []
  for (const { p } of index.pages)
    if (p.valid && isScheduled(p.data as Scheduled)) holders.push({ p, at: [], data: p.data })
  for (const c of index.collections.values())
    for (const e of c.entries) if (e.p.valid && isScheduled(e.data)) holders.push({ p: e.p, at: e.at, data: e.data })
  if (!holders.length) return

  const visible = new Map<Holder, Visibility>()
  for (const h of holders) {
    let bad = false
    for (const key of ['publishAt', 'unpublishAt'] as const) {
      const value = h.data[key]
      if (typeof value === 'string' && parseWrittenTime(value, zone) === undefined) {
        report.at(h.p, [...h.at, key], 'bad-moment', { field: field(key), value })
        bad = true
      }
    }
    const v = visibilityOf(h.data, zone)
    if (!bad && v.from !== undefined && v.until !== undefined && v.until <= v.from)
      report.at(h.p, [...h.at, 'unpublishAt'], 'unpublish-before-publish', {
        publish: String(h.data.publishAt),
        unpublish: String(h.data.unpublishAt),
        publishField: field('publishAt'),
        unpublishField: field('unpublishAt'),
      })
    visible.set(h, v)
  }

  // The routes of the pages and entries that are off the site at some time, and the links that go to them.
  const byFile = new Map<ParsedFile, Holder[]>()
  for (const h of holders) byFile.set(h.p, [...(byFile.get(h.p) ?? []), h])
  const holderAt = (p: ParsedFile, at: Segment[]) => byFile.get(p)?.find((h) => h.at.length === 0 || within(at, h.at))
  const when = (t: number) => `${momentWords(t, zone, { year: true })} (${zoneWords(zone)})`
  // The entries off the site at some time, by collection and id, and what names them.
  const entries = new Map<string, Visibility>()
  for (const [name, c] of index.collections)
    for (const e of c.entries) {
      const h = holderAt(e.p, e.at)
      if (h && h.at.length === e.at.length) entries.set(`${name}\0${e.id}`, visible.get(h)!)
    }
  if (entries.size)
    for (const p of index.files) {
      if (!p.valid) continue
      for (const ref of p.marks.refs) {
        const target = entries.get(`${ref.collection}\0${ref.value}`)
        if (!target) continue
        const linker = holderAt(p, ref.at)
        const problem = brokenWhile(linker ? visible.get(linker)! : { draft: false }, target, now, when)
        if (problem)
          report.at(p, ref.at, 'ref-not-live', {
            id: ref.value,
            collection: ref.collection,
            when: problem.when,
          })
      }
    }

  const offSite = new Map<string, Visibility>()
  for (const r of index.routes.values()) {
    const h = holderAt(r.p, r.scope)
    if (!h || (h.at.length !== r.scope.length && r.scope.length !== 0)) continue
    const v = visible.get(h)!
    offSite.set(r.route, v)
    // Live now, since a publishAt the last build came before: the site served lacks it until the next build.
    if (built && v.from !== undefined && isLive(v, now) && !built(r.route))
      report.at(h.p, [...h.at, 'publishAt'], 'publish-not-built', {
        field: field('publishAt'),
        value: String(h.data.publishAt),
      })
  }
  if (!offSite.size) return

  for (const p of index.files) {
    if (!p.valid) continue
    for (const link of [...p.marks.links.map((l) => ({ ...l, pos: undefined })), ...p.markdownLinks]) {
      if (!link.value.startsWith('/') || link.kind === 'image') continue
      const target = offSite.get(link.value.replace(/[?#].*$/, ''))
      if (!target) continue
      const linker = holderAt(p, link.at)
      const problem = brokenWhile(linker ? visible.get(linker)! : { draft: false }, target, now, when)
      if (problem) report.at(p, link.at, 'link-not-live', { href: link.value, ...problem }, link.pos ?? 'value')
    }
  }
}

/** When a link from a page on the site at `linker`'s times to a page on it at `target`'s leads nowhere, in words. */
function brokenWhile(
  linker: Visibility,
  target: Visibility,
  now: number,
  when: (t: number) => string,
): { when: string; fix: string } | undefined {
  // A link from a draft, or from a page already taken down, is on no page of the site.
  if (linker.draft || (linker.until !== undefined && linker.until <= now)) return undefined
  const start = Math.max(linker.from ?? now, now)
  const end = linker.until ?? Infinity
  if (target.draft)
    return {
      when: 'is a draft, kept off the site',
      fix: 'publish that page first (untick Draft), or add the link once it is on the site',
    }
  if (target.until !== undefined && target.until <= now)
    return {
      when: `was taken down on ${when(target.until)}`,
      fix: 'remove the link, or put that page back on the site',
    }
  if (target.from !== undefined && target.from > start)
    return {
      when: `goes live only on ${when(target.from)}`,
      fix: 'give this page the same or a later time to go live, or add the link once that page is live',
    }
  if (target.until !== undefined && target.until < end)
    return {
      when: `is taken down on ${when(target.until)}`,
      fix: 'remove the link by then, or take this page down at the same time',
    }
  return undefined
}

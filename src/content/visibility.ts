import { isTimeZone, parseWrittenTime } from '../lib/zoned-time.ts'
import type { Scheduled } from './schema/schedule.ts'

/** The time zone of a site that names none (pages/_site.yaml `timeZone`). */
export const DEFAULT_TIME_ZONE = 'UTC'

/** The time zone the content's dates and times are written in: the site file's, when it names a known one. */
export function siteTimeZone(site: { timeZone?: string | undefined }): string {
  return site.timeZone && isTimeZone(site.timeZone) ? site.timeZone : DEFAULT_TIME_ZONE
}

/** When an entry or a page is on the public site: never while a draft; from `from`, until `until` (ms), when given. */
export interface Visibility {
  draft: boolean
  from?: number
  until?: number
}

/** The visibility its schedule fields give `data` (a time that means nothing, which the lint reports, is ignored). */
export function visibilityOf(data: Scheduled, zone: string): Visibility {
  const from = typeof data.publishAt === 'string' ? parseWrittenTime(data.publishAt, zone) : undefined
  const until = typeof data.unpublishAt === 'string' ? parseWrittenTime(data.unpublishAt, zone) : undefined
  return {
    draft: data.draft === true,
    ...(from === undefined ? {} : { from }),
    ...(until === undefined ? {} : { until }),
  }
}

/** Whether `v` is on the public site at `now` (ms). */
export function isLive(v: Visibility, now: number): boolean {
  return !v.draft && (v.from === undefined || v.from <= now) && (v.until === undefined || now < v.until)
}

/** Whether `data` carries any schedule field: most carry none, and are always on the site. */
export function isScheduled(data: Scheduled): boolean {
  return data.draft !== undefined || data.publishAt !== undefined || data.unpublishAt !== undefined
}

/** Whether `data` is on the public site at `now`: one look at three fields for the many entries that have none. */
export function isLiveData(data: Scheduled, now: number, zone: string): boolean {
  return !isScheduled(data) || isLive(visibilityOf(data, zone), now)
}

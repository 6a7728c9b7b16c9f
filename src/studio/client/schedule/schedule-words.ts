import { momentWords, zoneWords } from '../../../lib/moment-words.ts'
import { parseWrittenTime, WRITTEN_TIME_PATTERN } from '../../../lib/zoned-time.ts'
import type { JsonSchema } from '../studio-client.ts'

/** Whether a value of `schema` is a moment written in content (publishAt, unpublishAt: src/content/schema/schedule.ts). */
export const isMoment = (schema: JsonSchema | undefined) => schema?.pattern === WRITTEN_TIME_PATTERN

/** What happens at a moment field's time, in words: "Goes live", "Taken down". */
const VERB: Record<string, string> = { publishAt: 'Goes live', unpublishAt: 'Taken down' }

/**
 * A moment field's value in the editor's words, in the site's time zone: "Goes live Tue 1 Dec, 09:00 (Central
 * Time)"; "Went live …" once passed; undefined when it names no moment.
 */
export function momentSentence(name: string, value: unknown, zone: string, now: number): string | undefined {
  if (typeof value !== 'string') return undefined
  const at = parseWrittenTime(value, zone)
  if (at === undefined) return undefined
  const verb = VERB[name] ?? 'At'
  const past = at <= now
  const said = past ? (name === 'publishAt' ? 'Went live' : name === 'unpublishAt' ? 'Taken down since' : verb) : verb
  const year = new Date(at).getUTCFullYear() !== new Date(now).getUTCFullYear()
  return `${said} ${momentWords(at, zone, { year })} (${zoneWords(zone)})`
}

/** The schedule fields of an open page or entry. */
export interface ScheduleFields {
  draft?: unknown
  publishAt?: unknown
  unpublishAt?: unknown
}

/**
 * The note the preview of a page or entry off the public site shows: a draft says so; one not yet live says when it
 * goes live; one taken down says since when. Undefined for a page on the site now.
 */
export function previewNote(data: unknown, zone: string, now: number): string | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined
  const { draft, publishAt, unpublishAt } = data as ScheduleFields
  const from = typeof publishAt === 'string' ? parseWrittenTime(publishAt, zone) : undefined
  const until = typeof unpublishAt === 'string' ? parseWrittenTime(unpublishAt, zone) : undefined
  const when = from !== undefined && from > now ? momentSentence('publishAt', publishAt, zone, now) : undefined
  if (draft === true)
    return `Draft: not on the public site until you untick Draft${when ? `; then it ${lower(when)}` : ''}.`
  if (when) return `Not on the public site yet. ${when}.`
  if (until !== undefined && until <= now)
    return `Not on the public site: ${lower(momentSentence('unpublishAt', unpublishAt, zone, now)!)}.`
  return undefined
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)

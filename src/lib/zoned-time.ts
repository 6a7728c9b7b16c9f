/**
 * Wall-clock times in a named time zone (IANA: America/Chicago), by the platform's Intl: what a date and time
 * written in a content file mean, and what day it is somewhere.
 */

const formats = new Map<string, Intl.DateTimeFormat>()

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone)
  if (!format)
    formats.set(
      zone,
      (format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })),
    )
  return format
}

/** Whether `zone` names a time zone the platform knows (America/Chicago, UTC). */
export function isTimeZone(zone: string): boolean {
  try {
    partsFormat(zone)
    return true
  } catch {
    return false
  }
}

/** The wall clock in `zone` at `instant` (ms), as the milliseconds of that wall clock read as UTC. */
function wallClock(instant: number, zone: string): number {
  const p: Record<string, number> = {}
  for (const { type, value } of partsFormat(zone).formatToParts(new Date(instant))) p[type] = Number(value)
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!)
}

/** The day in `zone` at `instant`, YYYY-MM-DD. */
export function zonedDay(instant: number, zone: string): string {
  return new Date(wallClock(instant, zone)).toISOString().slice(0, 10)
}

/**
 * The instant (ms) at which the clocks of `zone` show `wall` (the wall clock's fields read as UTC ms). A time a
 * clock skips (spring forward) is the instant it would have been with the old offset; a time shown twice, the first.
 */
export function zonedInstant(wall: number, zone: string): number {
  const first = wall - (wallClock(wall, zone) - wall)
  const second = wall - (wallClock(first, zone) - first)
  if (first === second) return first
  // Near a change of offset: the earlier of the two readings that shows `wall`, else `wall` read with the offset of
  // the day before (the clocks skipped it).
  const fits = [first, second].filter((t) => wallClock(t, zone) === wall).sort((a, b) => a - b)
  const dayBefore = wall - 86_400_000
  return fits[0] ?? wall - (wallClock(dayBefore, zone) - dayBefore)
}

/** The JSON Schema pattern of a moment written in content (see parseWrittenTime); the studio knows its fields by it. */
export const WRITTEN_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2})?(Z|[+-]\\d{2}:\\d{2})?)?$'
const WRITTEN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?(Z|[+-]\d{2}:\d{2})?$/

/**
 * The instant (ms) a date or date-time written in content means: `2026-12-01` is 00:00 that day in `zone`,
 * `2026-12-01 09:00` (or with T) 09:00 there, and a time with Z or an offset (`09:00-06:00`) is that very instant.
 * Undefined when it is no such text or names a day or time that does not exist (2026-02-30, 24:00).
 */
export function parseWrittenTime(text: string, zone: string): number | undefined {
  const key = `${zone}\0${text}`
  if (read.has(key)) return read.get(key)
  // Each load of the content reads every time again: the zone's clock (Intl) is the costly part.
  if (read.size >= 20_000) read.clear()
  const at = parse(text, zone)
  read.set(key, at)
  return at
}

const read = new Map<string, number | undefined>()

function parse(text: string, zone: string): number | undefined {
  const m = WRITTEN.exec(text.trim())
  if (!m) return undefined
  const [, y, mo, d, h = '0', mi = '0', s = '0', offset] = m
  if (offset && m[4] === undefined) return undefined
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s))
  const back = new Date(wall)
  const exact =
    back.getUTCFullYear() === Number(y) &&
    back.getUTCMonth() === Number(mo) - 1 &&
    back.getUTCDate() === Number(d) &&
    back.getUTCHours() === Number(h) &&
    back.getUTCMinutes() === Number(mi) &&
    back.getUTCSeconds() === Number(s)
  if (!exact) return undefined
  if (offset === 'Z') return wall
  if (offset) {
    const sign = offset.startsWith('-') ? -1 : 1
    const [oh, om] = offset.slice(1).split(':').map(Number) as [number, number]
    if (oh > 23 || om > 59) return undefined
    return wall - sign * (oh * 60 + om) * 60_000
  }
  return zonedInstant(wall, zone)
}

/** The instant (ms) the day after `day` (YYYY-MM-DD) begins in `zone`: when something open through that day closes. */
export function endOfDay(day: string, zone: string): number | undefined {
  const start = parseWrittenTime(day, zone)
  if (start === undefined) return undefined
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return zonedInstant(Date.UTC(y, m - 1, d + 1), zone)
}

/** The wall clock of `zone` at `instant`, as a datetime-local control writes it: YYYY-MM-DDTHH:MM. */
export function zonedWallTime(instant: number, zone: string): string {
  return new Date(wallClock(instant, zone)).toISOString().slice(0, 16)
}

/** `instant` as ISO 8601 with `zone`'s offset at that moment, to the second: 2027-04-30T23:59:59-05:00. */
export function zonedIsoTime(instant: number, zone: string): string {
  const wall = wallClock(instant, zone)
  const minutes = Math.round((wall - instant) / 60_000)
  const pad = (n: number) => String(Math.floor(n)).padStart(2, '0')
  const offset = `${minutes < 0 ? '-' : '+'}${pad(Math.abs(minutes) / 60)}:${pad(Math.abs(minutes) % 60)}`
  return `${new Date(wall).toISOString().slice(0, 19)}${offset}`
}

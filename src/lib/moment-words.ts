/** A moment as editors read it, in the site's time zone: "Tue 1 Dec, 09:00" (with the year: "Tue 1 Dec 2026, 09:00"). */
export function momentWords(instant: number, zone: string, { year = false }: { year?: boolean } = {}): string {
  const parts: Record<string, string> = {}
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  for (const { type, value } of format.formatToParts(new Date(instant))) parts[type] = value
  const day = `${parts.weekday} ${parts.day} ${parts.month}${year ? ` ${parts.year}` : ''}`
  return `${day}, ${parts.hour}:${parts.minute}`
}

/** The time zone's name as people say it: "Central Time", "UTC". */
export function zoneWords(zone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(0))
    .find((p) => p.type === 'timeZoneName')?.value
  return !name || /^GMT([+-]00:00)?$/.test(name) ? (/^(Etc\/)?(UTC|GMT)/.test(zone) ? 'UTC' : zone) : name
}

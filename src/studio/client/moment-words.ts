/** "Mon 1 Dec, 09:00": a moment in `timeZone` (the browser's own when none is given or it is not a zone). */
export function momentWords(iso: string, timeZone?: string | null): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, ...(timeZone ? { timeZone } : {}) }).format(date)
  } catch {
    return new Intl.DateTimeFormat('en-GB', options).format(date)
  }
}

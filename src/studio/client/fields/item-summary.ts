/** A list item's name in its summary and buttons: "2. hero: Engineers Who Ship", or its value. */
export function itemSummary(v: unknown, i: number): string {
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>
    const title = [o.heading, o.title, o.question, o.label, o.name].find((t) => typeof t === 'string')
    return `${i + 1}. ${o.type ? `${String(o.type)}` : ''}${o.type && title ? ': ' : ''}${title ? String(title) : ''}`
  }
  return `${i + 1}. ${String(v)}`
}

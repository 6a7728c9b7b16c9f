/**
 * A list item's name in its header and buttons, in the editor's words: what it is and what it says ("Card grid:
 * Industries We Serve", "Question: What makes a good SAP partner?"), never a type key.
 */
export function itemSummary(v: unknown, noun: string): string {
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>
    const title = [o.heading, o.title, o.question, o.label, o.name, o.text, o.value].find(
      (t) => typeof t === 'string' && t.trim(),
    )
    return title ? `${noun}: ${short(String(title))}` : `${noun} (empty)`
  }
  return v === undefined || v === '' ? `${noun} (empty)` : `${noun}: ${short(String(v))}`
}

function short(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim()
  return one.length > 60 ? `${one.slice(0, 59)}…` : one
}

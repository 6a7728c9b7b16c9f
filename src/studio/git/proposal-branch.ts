/** Longest slug of the message in a proposal's branch name. */
const MAX_SLUG = 40

/**
 * The name of a proposal's branch: `content/<yyyy-mm-dd>-<first words of the message>`, with -2, -3… added until it
 * is not in `taken`.
 */
export function proposalBranch(message: string, taken: Set<string>, now = new Date()): string {
  const date = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-')
  const name = `content/${date}-${slug(message)}`
  let candidate = name
  for (let n = 2; taken.has(candidate); n++) candidate = `${name}-${n}`
  return candidate
}

/** The first words of a message in lower-case ASCII joined by "-", cut at a word, at most MAX_SLUG characters. */
export function slug(message: string): string {
  const words = message
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  let out = ''
  for (const word of words) {
    const next = out ? `${out}-${word}` : word
    if (next.length > MAX_SLUG) {
      if (!out) out = word.slice(0, MAX_SLUG)
      break
    }
    out = next
  }
  return out || 'change'
}

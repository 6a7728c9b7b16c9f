/** A run of excerpt text, marked when it is one of the words searched for. */
export interface ExcerptPart {
  text: string
  mark: boolean
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decode(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
  })
}

/**
 * Pagefind's excerpt (escaped text with `<mark>` around the matches) as plain text runs, so the page renders it as
 * React text nodes and never as HTML. Any other tag is dropped.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  let mark = false
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) mark = true
    else if (/^<\/mark>$/i.test(piece)) mark = false
    else {
      const text = decode(piece.replace(/<[^>]*>/g, ''))
      if (text) parts.push({ text, mark })
    }
  }
  return parts
}

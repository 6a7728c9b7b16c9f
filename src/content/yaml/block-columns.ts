import type { SourceLine } from './source-line.ts'

/**
 * A column line `n` could start at, with the line that shows it and the word there: a block above it starts there
 * (`open`), the name above opens a block one step in (`child`), or the line below starts there (`below`) or, for a
 * list item, has its text there (`below-text`, the column given is the item's `-`).
 */
export interface BlockColumn {
  col: number
  line: number
  word: string
  kind: 'open' | 'child' | 'below' | 'below-text'
}

/**
 * The 0-based columns line `n` could belong at, nearest first: where each block open above it starts (a name, a
 * list `-`, the text after a `-`), under a name that opens a block, and where the line below implies. Lines with a
 * tab or an odd space in their indentation, comments and the text of `|`/`>` blocks are not evidence.
 */
export function blockColumns(lines: SourceLine[], n: number, skip: Set<number> = new Set()): BlockColumn[] {
  const usable = (p: number) => {
    const l = lines[p - 1]
    return l && !l.blank && !l.comment && !skip.has(p) && l.lead === ' '.repeat(l.lead.length) ? l : undefined
  }
  const word = (l: SourceLine) => l.key?.name ?? (/^\S*/.exec(l.text.slice(l.contentCol))![0] || '-')
  const out: BlockColumn[] = []
  let min = Infinity
  for (let p = n - 1; p >= 1 && min > 0; p--) {
    const above = usable(p)
    if (!above) continue
    if (!out.length && above.key && above.value === '')
      out.push({ col: above.contentCol + 2, line: p, word: above.key.name, kind: 'child' })
    const spots = [
      { col: above.contentCol, word: word(above) },
      ...above.dashes.map((col) => ({ col, word: '-' })).reverse(),
    ]
    for (const s of spots)
      if (s.col < min) {
        out.push({ ...s, line: p, kind: 'open' })
        min = s.col
      }
  }
  for (let b = n + 1; b <= lines.length; b++) {
    const below = usable(b)
    if (!below) continue
    out.push({ col: below.lead.length, line: b, word: below.dashes.length ? '-' : word(below), kind: 'below' })
    if (lines[n - 1]!.dashes.length && below.lead.length >= 2 && !below.dashes.length)
      out.push({ col: below.lead.length - 2, line: b, word: word(below), kind: 'below-text' })
    break
  }
  return out
}

import { blockScalarLines } from './block-scalar-lines.ts'
import type { LineEdit } from './draft.ts'
import { sourceLine } from './source-line.ts'
import type { OddSpace, OddSpacePlace } from './yaml-messages.ts'

export type OddWhitespace =
  | { kind: 'tab'; line: number; col: number }
  | {
      kind: 'odd-space'
      line: number
      col: number
      place: OddSpacePlace
      space: OddSpace
      key?: string
      edit: LineEdit
    }

const ODD_CHARS = '\\u00a0\\u2000-\\u200b\\u202f\\u205f\\u3000\\ufeff'
const ODD = new RegExp(`[${ODD_CHARS}]`)
const ANY = new RegExp(`[\\t${ODD_CHARS}]`)
const ODD_ALL = new RegExp(`[${ODD_CHARS}]`, 'g')
const NAME_COLON = new RegExp(`^([A-Za-z_][\\w-]*)([ \\t${ODD_CHARS}]*):([${ODD_CHARS}]?)`)

/**
 * Tabs used as indentation, and characters that look like spaces but are not to YAML (a non-breaking space pasted
 * from Word) where YAML needs a space: in the indentation, after a list `-` and around a name's `:`. Text inside
 * values and inside `|`/`>` blocks is left alone. Positions are 1-based; the edits put ordinary spaces in place.
 */
export function findOddWhitespace(lines: string[]): OddWhitespace[] {
  if (!lines.some((l) => ANY.test(l))) return []
  const blocks = blockScalarLines(lines)
  const found: OddWhitespace[] = []
  lines.forEach((raw, i) => {
    const n = i + 1
    if (blocks.has(n)) return
    const line = sourceLine(raw)
    if (line.blank || line.comment) return
    // The indentation, with whatever follows each `- ` marker.
    const lead = line.text.slice(0, line.contentCol)
    const tab = lead.indexOf('\t')
    const odd = lead.search(ODD)
    if (tab >= 0 && (odd < 0 || tab < odd)) return void found.push({ kind: 'tab', line: n, col: tab + 1 })
    if (odd >= 0)
      return void found.push({
        kind: 'odd-space',
        line: n,
        col: odd + 1,
        place: line.dashes.length && odd > line.dashes[0]! ? 'after-dash' : 'indent',
        space: oddSpace(lead[odd]!),
        edit: { line: n, col: 1, remove: lead.length, insert: lead.replace(ODD_ALL, ' ') },
      })
    const around = NAME_COLON.exec(line.text.slice(line.contentCol))
    if (!around) return
    const [, key, before, after] = around as unknown as [string, string, string, string]
    const at = before.search(ODD)
    const colonCol = line.contentCol + key.length + before.length + 1
    if (at >= 0)
      found.push({
        kind: 'odd-space',
        line: n,
        col: line.contentCol + key.length + at + 1,
        place: 'before-colon',
        space: oddSpace(before[at]!),
        key,
        edit: { line: n, col: line.contentCol + key.length + 1, remove: before.length, insert: '' },
      })
    else if (after)
      found.push({
        kind: 'odd-space',
        line: n,
        col: colonCol + 1,
        place: 'after-colon',
        space: oddSpace(after),
        key,
        edit: { line: n, col: colonCol + 1, remove: 1, insert: ' ' },
      })
  })
  return found
}

function oddSpace(c: string): OddSpace {
  return c === '\u00a0' || c === '\u202f'
    ? 'non-breaking space'
    : `special space character (U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`
}

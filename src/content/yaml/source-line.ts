/** One line of YAML source, split the way an editor reads it (indentation, `- ` markers, `name:`, the rest). */
export interface SourceLine {
  /** The line without its line break. */
  text: string
  /** Leading spaces, tabs and other space-like characters. */
  lead: string
  /** 0-based column of each leading `- ` marker. */
  dashes: number[]
  /** 0-based column where the content starts, after the indentation and the `- ` markers. */
  contentCol: number
  /** A `name:` at the start of the content, when the name looks like a content key. */
  key?: { name: string; col: number; colonCol: number }
  /** 0-based column of the value: after `name: `, or the content itself when there is no key. */
  valueCol: number
  /** The value up to the end of the line, trailing spaces removed (a trailing comment included). */
  value: string
  blank: boolean
  comment: boolean
}

const SPACE_LIKE = /^[ \t\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]*/
const SPACE_CHAR = /[ \t\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]/
const KEY = /^([A-Za-z_][\w-]*)[ \t]*:(?=[ \t]|$)/

/** Splits `text` (one line) into its parts; never throws. */
export function sourceLine(raw: string): SourceLine {
  const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw
  const lead = SPACE_LIKE.exec(text)![0]
  let col = lead.length
  const dashes: number[] = []
  while (text[col] === '-' && (col + 1 === text.length || SPACE_CHAR.test(text[col + 1]!))) {
    dashes.push(col)
    col += 1
    while (col < text.length && SPACE_CHAR.test(text[col]!)) col++
  }
  const content = text.slice(col)
  const key = KEY.exec(content)
  let valueCol = col
  if (key) {
    valueCol = col + key[0].length
    while (text[valueCol] === ' ' || text[valueCol] === '\t') valueCol++
  }
  return {
    text,
    lead,
    dashes,
    contentCol: col,
    ...(key ? { key: { name: key[1]!, col, colonCol: col + key[0].length - 1 } } : {}),
    valueCol,
    value: text.slice(valueCol).trimEnd(),
    blank: text.trim() === '',
    comment: content.startsWith('#'),
  }
}

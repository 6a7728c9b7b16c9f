import { sourceLine } from './source-line.ts'

const HEADER = /^[|>][1-9+-]{0,2}[ \t]*(#.*)?$/

/**
 * 1-based numbers of the lines inside `|` and `>` blocks, found from the source alone (it may not parse): there, tabs
 * and odd spaces after the block's indentation are part of the text.
 */
export function blockScalarLines(lines: string[]): Set<number> {
  const inside = new Set<number>()
  let parentIndent = -1
  lines.forEach((raw, i) => {
    const line = sourceLine(raw)
    if (parentIndent >= 0) {
      const spaces = /^ */.exec(line.text)![0].length
      if (line.text.trim() === '' || spaces > parentIndent) return void inside.add(i + 1)
      parentIndent = -1
    }
    if (!line.comment && HEADER.test(line.value)) parentIndent = line.lead.length
  })
  return inside
}

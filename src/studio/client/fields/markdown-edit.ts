export type MarkdownAction = 'bold' | 'italic' | 'link' | 'list' | 'numbered' | 'quote' | 'heading'

/** A text after an edit, with the selection to show in it (`start === end`: the caret). */
export interface MarkdownChange {
  text: string
  start: number
  end: number
}

/** The block marker a line starts with, after its indent: a heading, a bullet (a task's box too), a number, a quote. */
const MARKER = /^(\s*)(#{1,6} |[-*+] (?:\[[ xX]\] )?|\d{1,9}[.)] |> ?)?/

/** Which kind of line each line action makes, as a test of a line's marker. */
const KIND: Record<'list' | 'numbered' | 'quote' | 'heading', RegExp> = {
  list: /^[-*+] /,
  numbered: /^\d/,
  quote: /^>/,
  heading: /^## $/,
}

/**
 * The text after a formatting button, with the selection to show: bold and italic wrap the selection (or a
 * placeholder word, selected so that typing replaces it), a link wraps it as [text](href). A bullet list, a numbered
 * list, a quote or a subheading marks each selected line (blank lines between them stay blank), in place of the
 * marker it had; pressed again on lines all marked so, it takes the marks away. The caret (or the selection) keeps its
 * place in the words: after the new marker, never on it, so what is typed next goes into the item.
 */
export function markdownEdit(
  text: string,
  start: number,
  end: number,
  action: MarkdownAction,
  href = '/',
): MarkdownChange {
  const selected = text.slice(start, end)
  const wrap = (before: string, after: string, placeholder: string) => {
    const inner = selected || placeholder
    return {
      text: text.slice(0, start) + before + inner + after + text.slice(end),
      start: start + before.length,
      end: start + before.length + inner.length,
    }
  }
  if (action === 'bold') return wrap('**', '**', 'bold text')
  if (action === 'italic') return wrap('_', '_', 'italic text')
  if (action === 'link') return wrap('[', `](${href})`, 'link text')
  return markLines(text, start, end, action)
}

function markLines(text: string, start: number, end: number, action: keyof typeof KIND): MarkdownChange {
  // Lines: from the start of the first selected line to the end of the last (a selection ending at the very start of
  // a line does not take that line).
  const from = text.lastIndexOf('\n', start - 1) + 1
  const last = end > start && text[end - 1] === '\n' ? end - 1 : end
  const to = text.indexOf('\n', last) === -1 ? text.length : text.indexOf('\n', last)
  const lines = text.slice(from, to).split('\n')
  const marked = lines.map((line) => {
    const m = MARKER.exec(line)
    return { line, indent: m?.[1] ?? '', marker: m?.[2] ?? '' }
  })
  const skip = (l: (typeof marked)[number]) => lines.length > 1 && l.line.trim() === ''
  const off = marked.every((l) => skip(l) || KIND[action].test(l.marker))
  let n = 0
  const next = marked.map((l) => {
    if (skip(l)) return { ...l, added: l.marker }
    n++
    const added = off
      ? ''
      : action === 'list'
        ? '- '
        : action === 'numbered'
          ? `${n}. `
          : action === 'quote'
            ? '> '
            : '## '
    return { ...l, added }
  })
  // Where an offset of the old text is in the new one.
  const map = (offset: number) => {
    let lineStart = from
    let moved = 0
    for (const l of next) {
      const lineEnd = lineStart + l.line.length
      if (offset <= lineEnd) {
        const col = offset - lineStart
        const head = l.indent.length + l.marker.length
        return col <= head
          ? lineStart + moved + l.indent.length + l.added.length
          : offset + moved + l.added.length - l.marker.length
      }
      moved += l.added.length - l.marker.length
      lineStart = lineEnd + 1
    }
    return offset + moved
  }
  const block = next.map((l) => l.indent + l.added + l.line.slice(l.indent.length + l.marker.length)).join('\n')
  const mappedStart = map(start)
  return {
    text: text.slice(0, from) + block + text.slice(to),
    start: mappedStart,
    end: start === end ? mappedStart : Math.max(mappedStart, map(end)),
  }
}

/** A list item or a quote line: its indent, its marker, and what follows the marker. */
const ITEM = /^(\s*)(?:([-*+]) (\[[ xX]\] )?|(\d{1,9})([.)]) |(>) ?)/

/**
 * The text after Enter at the caret in a Markdown text, when the caret is in the words of a list item or a quote
 * (`undefined` elsewhere: a plain new line). The new line gets the same marker (the next number in a numbered list,
 * an unticked box in a task list), at the same indent. Enter on an item with no words ends the list: its marker goes,
 * and a blank line is left after the list (Markdown would take a line right under an item as part of it).
 */
export function continueList(text: string, start: number, end: number): MarkdownChange | undefined {
  const from = text.lastIndexOf('\n', start - 1) + 1
  if (text.slice(from, end).includes('\n')) return undefined
  const lineEnd = text.indexOf('\n', end) === -1 ? text.length : text.indexOf('\n', end)
  const line = text.slice(from, lineEnd)
  const m = ITEM.exec(line)
  if (!m) return undefined
  const head = m[0].length
  if (start - from < head) return undefined
  const [, indent = '', bullet, box, number, delimiter, quote] = m
  if (line.slice(head).trim() === '' && end === lineEnd) {
    // A blank line after the list, so that what is typed next is a paragraph of its own, not part of the last item.
    const before = text.slice(text.lastIndexOf('\n', from - 2) + 1, Math.max(0, from - 1))
    const gap = from > 0 && before.trim() !== '' ? '\n' : ''
    const caret = from + gap.length
    return { text: text.slice(0, from) + gap + text.slice(lineEnd), start: caret, end: caret }
  }
  const marker = bullet
    ? `${bullet} ${box ? '[ ] ' : ''}`
    : number
      ? `${Number(number) + 1}${delimiter} `
      : quote
        ? '> '
        : ''
  const insert = `\n${indent}${marker}`
  const caret = start + insert.length
  return { text: text.slice(0, start) + insert + text.slice(end), start: caret, end: caret }
}

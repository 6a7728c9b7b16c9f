export type MarkdownAction = 'bold' | 'italic' | 'link' | 'list' | 'heading'

/**
 * The text after a formatting button, with the selection to show: bold and italic wrap the selection (or a
 * placeholder word), a link wraps it as [text](href), a list or a subheading marks each selected line.
 */
export function markdownEdit(
  text: string,
  start: number,
  end: number,
  action: MarkdownAction,
  href = '/',
): { text: string; start: number; end: number } {
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
  // Lines: from the start of the first selected line to the end of the last.
  const from = text.lastIndexOf('\n', start - 1) + 1
  const to = text.indexOf('\n', end) === -1 ? text.length : text.indexOf('\n', end)
  const prefix = action === 'list' ? '- ' : '## '
  const lines = text
    .slice(from, to)
    .split('\n')
    .map((line) => (line.startsWith(prefix) ? line : prefix + line.replace(/^(#+ |- )/, '')))
  const block = lines.join('\n')
  return { text: text.slice(0, from) + block + text.slice(to), start: from, end: from + block.length }
}

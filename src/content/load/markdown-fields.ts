import { isScalar, type Scalar } from 'yaml'
import { valueAt, type Position, type Segment } from '../locate.ts'
import { parseMarkdown, type MdPosition } from '../markdown/parse-markdown.ts'
import type { ParsedFile, Reporter } from './parsed-file.ts'

/**
 * Phase 3: every Markdown field of a valid file becomes its block tree. Links and images inside it join the link
 * checks with their exact line and column in the file; HTML and misplaced headings are reported there.
 */
export function parseMarkdownFields(p: ParsedFile, report: Reporter): void {
  for (const at of p.marks.markdown) {
    const source = valueAt(p.data, at)
    if (typeof source !== 'string') continue
    const md = parseMarkdown(source)
    const place = placer(p, at)
    for (const problem of md.problems) {
      const pos = place(problem.at)
      if (problem.code === 'markdown-html') report.at(p, at, 'markdown-html', { html: problem.html }, pos)
      else if (problem.code === 'markdown-heading-level') report.at(p, at, 'markdown-heading-level', {}, pos)
      else report.at(p, at, 'markdown-image-alt', { src: problem.src }, pos)
    }
    for (const link of md.links) {
      // Placed when first asked for: only a broken link is, and placing it takes the exact parse.
      let pos: Position | undefined
      p.markdownLinks.push({
        kind: link.image ? 'image' : 'link',
        value: link.href,
        at,
        get pos() {
          return (pos ??= place(link.at))
        },
      })
    }
    p.headings.push({ at, ids: md.headingIds })
    set(p.data, at, md.tree)
  }
}

/**
 * Maps a position inside the Markdown text to the file. A literal block scalar (`body: |`) keeps its lines, so
 * the mapping is exact; other scalars are placed on their first line.
 */
function placer(p: ParsedFile, at: Segment[]): (pos: MdPosition) => Position {
  const node = p.doc.getIn(at, true)
  if (!isScalar(node) || !node.range) return () => ({ line: 1, col: 1 })
  const start = p.lineCounter.linePos(node.range[0])
  const type = (node as Scalar).type
  if (type === 'BLOCK_LITERAL') {
    const bodyStart = p.text.indexOf('\n', node.range[0]) + 1
    const firstLine =
      p.text
        .slice(bodyStart, node.range[1])
        .split('\n')
        .find((l) => l.trim()) ?? ''
    const indent = firstLine.length - firstLine.trimStart().length
    return (pos) => ({ line: start.line + pos.line, col: indent + pos.col })
  }
  const quoted = type === 'QUOTE_DOUBLE' || type === 'QUOTE_SINGLE' ? 1 : 0
  return (pos) => (pos.line === 1 ? { line: start.line, col: start.col + quoted + pos.col - 1 } : start)
}

function set(data: unknown, at: Segment[], value: unknown): void {
  const parent = valueAt(data, at.slice(0, -1)) as Record<string, unknown>
  parent[at[at.length - 1]!] = value
}

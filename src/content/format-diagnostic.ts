import { visibleWhitespace } from './yaml/visible-whitespace.ts'
import { fileWords, type Diagnostic } from './diagnostic.ts'

/** `file:line:col  error  path: message`, then the hint and a code frame when the source is known. */
export function formatDiagnostic(d: Diagnostic, source?: string): string {
  const where = d.path ? `${d.path}: ` : ''
  const { message, hint } = fileWords(d)
  const lines = [`${d.file}:${d.line}:${d.col}  ${d.severity}  ${where}${message}`]
  if (source !== undefined) lines.push(codeFrame(source, d.line, d.col))
  if (hint) lines.push(`  hint: ${hint}`)
  return lines.join('\n')
}

/** Longest source line a frame shows whole; a longer one is shown around the column, cut with "…". */
const FRAME_WIDTH = 120

/** A few lines of source around `line`, with a caret under `col`. */
export function codeFrame(source: string, line: number, col: number, context = 2): string {
  const all = linesOf(source)
  const first = Math.max(1, line - context)
  const last = Math.min(all.length, line + context)
  const width = String(last).length
  // One window for every line of the frame, so the columns stay aligned: the caret's part of the long line.
  const longest = Math.max(...all.slice(first - 1, last).map((l) => l.length))
  const from = longest > FRAME_WIDTH ? Math.max(0, Math.min(col - 1 - FRAME_WIDTH / 2, longest - FRAME_WIDTH)) : 0
  const shown = (text: string) => {
    if (longest <= FRAME_WIDTH) return text
    const part = text.slice(from, from + FRAME_WIDTH)
    return (from > 0 && text.length > 0 ? '…' : '') + part + (text.length > from + FRAME_WIDTH ? '…' : '')
  }
  const out: string[] = []
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' '
    out.push(`  ${marker} ${String(n).padStart(width)} | ${shown(all[n - 1] ?? '')}`.trimEnd())
    if (n === line)
      out.push(`    ${' '.repeat(width)} | ${' '.repeat(Math.max(0, col - 1 - from + (from > 0 ? 1 : 0)))}^`)
  }
  return out.join('\n')
}

let lastSource: string | undefined
let lastLines: string[] = []

/**
 * The lines of `source` as a frame shows them: tabs and non-breaking spaces made visible (→, ⍽), as they are often
 * the mistake and invisible otherwise. The last file's lines are kept: a file with 10,000 problems is split once.
 */
function linesOf(source: string): string[] {
  if (source !== lastSource) {
    lastLines = visibleWhitespace(source).split(/\r?\n/)
    lastSource = source
  }
  return lastLines
}

/** GitHub Actions workflow command: an annotation on the file and line. */
export function formatGithub(d: Diagnostic): string {
  const escape = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
  const where = d.path ? `${d.path}: ` : ''
  const words = fileWords(d)
  const hint = words.hint ? ` (${words.hint})` : ''
  return `::${d.severity} file=${d.file},line=${d.line},col=${d.col},title=${d.code}::${escape(where + words.message + hint)}`
}

/** A content error as the dev preview shows it on the page. */
export interface ContentProblem {
  file: string
  line: number
  col: number
  message: string
  hint?: string
  /** The source lines around it, with a caret. */
  frame: string
}

/** A diagnostic as a page shows it (the dev preview's and the gallery's problem panels), with its code frame. */
export function contentProblem(d: Diagnostic, source: string): ContentProblem {
  const { message, hint } = fileWords(d)
  return {
    file: d.file,
    line: d.line,
    col: d.col,
    message: d.path ? `${d.path}: ${message}` : message,
    ...(hint ? { hint } : {}),
    frame: codeFrame(source, d.line, d.col),
  }
}

import { LineCounter, parseDocument, type Document, type ErrorCode } from 'yaml'

export interface SyntaxErrorAt {
  code: ErrorCode
  offset: number
  /** 1-based, where the parser stopped. */
  line: number
  col: number
  /** 1-based line of the end of the parser's range. */
  endLine: number
}

/** Parses one content file the way the loader does, with the syntax errors sorted by position. */
export function readYaml(text: string): { doc: Document.Parsed; lineCounter: LineCounter; errors: SyntaxErrorAt[] } {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true })
  const errors = doc.errors
    .map((e) => {
      const at = lineCounter.linePos(e.pos[0])
      return { code: e.code, offset: e.pos[0], ...at, endLine: lineCounter.linePos(Math.max(e.pos[0], e.pos[1])).line }
    })
    .sort((a, b) => a.offset - b.offset)
  return { doc, lineCounter, errors }
}

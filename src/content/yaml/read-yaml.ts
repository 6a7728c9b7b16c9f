import { Composer, LineCounter, Parser, YAMLParseError, type CST, type Document, type ErrorCode } from 'yaml'

export interface SyntaxErrorAt {
  code: ErrorCode
  offset: number
  /** 1-based, where the parser stopped. */
  line: number
  col: number
  /** 1-based line of the end of the parser's range. */
  endLine: number
}

const OPTIONS = { prettyErrors: false, uniqueKeys: true }

/**
 * Parses one content file as `parseDocument` does (a second document is an error), keeping the syntax tree it was
 * built from; the syntax errors come sorted by position.
 */
export function readYaml(text: string): {
  doc: Document.Parsed
  lineCounter: LineCounter
  errors: SyntaxErrorAt[]
  cst: CST.Token[]
} {
  const lineCounter = new LineCounter()
  const cst = Array.from(new Parser(lineCounter.addNewLine).parse(text))
  let doc: Document.Parsed | undefined
  for (const next of new Composer(OPTIONS).compose(cst, true, text.length)) {
    if (!doc) doc = next
    else {
      doc.errors.push(new YAMLParseError([next.range[0], next.range[1]], 'MULTIPLE_DOCS', 'a second document'))
      break
    }
  }
  const errors = doc!.errors
    .map((e) => {
      const at = lineCounter.linePos(e.pos[0])
      return { code: e.code, offset: e.pos[0], ...at, endLine: lineCounter.linePos(Math.max(e.pos[0], e.pos[1])).line }
    })
    .sort((a, b) => a.offset - b.offset)
  return { doc: doc!, lineCounter, errors, cst }
}

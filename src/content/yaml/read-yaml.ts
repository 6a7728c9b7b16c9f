import {
  Composer,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  Parser,
  YAMLParseError,
  type CST,
  type Document,
  type ErrorCode,
  type Node,
} from 'yaml'
import { tooDeepAt, tooDeepInText } from './nesting-depth.ts'

export interface SyntaxErrorAt {
  code: ErrorCode
  offset: number
  /** 1-based, where the parser stopped. */
  line: number
  col: number
  /** 1-based line of the end of the parser's range. */
  endLine: number
}

// `yaml` finds a repeated name by comparing each name with every name before it in its block, which takes the
// square of the block's size; duplicateKeys() below does the same check in one pass.
const OPTIONS = { prettyErrors: false, uniqueKeys: false }

/**
 * Parses one content file as `parseDocument` does (a second document is an error), keeping the syntax tree it was
 * built from; the syntax errors come sorted by position.
 */
export function readYaml(text: string): {
  doc: Document.Parsed
  lineCounter: LineCounter
  errors: SyntaxErrorAt[]
  cst: CST.Token[]
  /**
   * Where the text cannot be read as a document to walk: lists or blocks nested deeper than MAX_NESTING ('deep'),
   * or a slip repeated so often that the parser runs out of stack ('tangled').
   */
  unreadable?: { offset: number; why: 'deep' | 'tangled' }
} {
  const deep = tooDeepInText(text)
  if (deep !== undefined) return unreadable(text, deep, 'deep')
  try {
    return readWhole(text)
  } catch (e) {
    if (!(e instanceof RangeError)) throw e
    return unreadable(text, tangledAt(text), 'tangled')
  }
}

function readWhole(text: string): ReturnType<typeof readYaml> {
  const lineCounter = new LineCounter()
  // The parser's errors are data (code and offset), never thrown: a stack trace for each of them was 8% of the time
  // a damaged file takes, which the syntax-error explanation pays once per repair it tries.
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  let cst: ReturnType<typeof readYaml>['cst']
  let doc: Document.Parsed | undefined
  try {
    cst = Array.from(new Parser(lineCounter.addNewLine).parse(text))
    for (const next of new Composer(OPTIONS).compose(cst, true, text.length)) {
      if (!doc) doc = next
      else {
        doc.errors.push(new YAMLParseError([next.range[0], next.range[1]], 'MULTIPLE_DOCS', 'a second document'))
        break
      }
    }
  } finally {
    Error.stackTraceLimit = limit
  }
  // Nesting the text does not show (tooDeepInText found none) comes from a slip the parser followed line after line:
  // the first error is where it starts.
  const deep = tooDeepAt(cst)
  if (deep !== undefined) {
    const first = doc!.errors.reduce((at, e) => Math.min(at, e.pos[0]), deep)
    return unreadable(text, first, 'tangled')
  }
  for (const e of duplicateKeys(doc!)) doc!.errors.push(e)
  const errors = doc!.errors
    .map((e) => {
      const at = lineCounter.linePos(e.pos[0])
      return { code: e.code, offset: e.pos[0], ...at, endLine: lineCounter.linePos(Math.max(e.pos[0], e.pos[1])).line }
    })
    .sort((a, b) => a.offset - b.offset)
  return { doc: doc!, lineCounter, errors, cst }
}

/** An empty document standing for `text`, with its lines counted for positions: nothing is to walk it. */
function unreadable(text: string, offset: number, why: 'deep' | 'tangled'): ReturnType<typeof readYaml> {
  const lineCounter = new LineCounter()
  lineCounter.addNewLine(0)
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lineCounter.addNewLine(at + 1)
  const empty = Array.from(new Parser().parse(''))
  const doc = new Composer(OPTIONS).compose(empty, true, 0).next().value as Document.Parsed
  return { doc, lineCounter, errors: [], cst: empty, unreadable: { offset, why } }
}

/**
 * Where a text the parser cannot finish goes wrong: the first syntax error in the longest run of whole lines it
 * can read (found by halving), else the end of that run.
 */
function tangledAt(text: string): number {
  const starts = [0]
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1)
  let good = 0
  let bad = starts.length
  let firstError: number | undefined
  while (bad - good > 1) {
    const mid = (good + bad) >> 1
    try {
      const read = readWhole(text.slice(0, starts[mid]))
      good = mid
      firstError = read.errors[0]?.offset ?? read.unreadable?.offset
    } catch {
      bad = mid
    }
  }
  return firstError ?? starts[good] ?? 0
}

/**
 * A DUPLICATE_KEY error at each name written a second time in its block, as `yaml` reports with `uniqueKeys`, in
 * time linear in the size of the document (a set of names per block; no recursion).
 */
function duplicateKeys(doc: Document.Parsed): YAMLParseError[] {
  const errors: YAMLParseError[] = []
  const stack: unknown[] = [doc.contents]
  while (stack.length) {
    const node = stack.pop()
    if (isMap(node)) {
      const seen = new Set<unknown>()
      for (const pair of node.items) {
        const key = pair.key as Node | null
        if (isScalar(key)) {
          if (seen.has(key.value) && key.range)
            errors.push(
              new YAMLParseError([key.range[0], key.range[0] + 1], 'DUPLICATE_KEY', 'Map keys must be unique'),
            )
          seen.add(key.value)
        }
        stack.push(key, pair.value)
      }
    } else if (isSeq(node)) for (const item of node.items) stack.push(item)
    else if (isPair(node)) stack.push(node.key, node.value)
  }
  return errors
}

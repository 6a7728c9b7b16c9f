import type { ParseProblem } from './parse-problem.ts'
import { yamlProblem } from './yaml-problem.ts'

// Windows-1252 differs from Latin-1 only in 0x80–0x9F; undefined bytes stay undefined.
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

/**
 * The text of a content file: UTF-8, with or without a byte order mark. A file saved as UTF-16, UTF-32 or a
 * single-byte encoding such as Windows-1252 gives one problem asking to save it as UTF-8.
 */
export function decodeSource(bytes: Uint8Array): { text: string } | { problem: ParseProblem } {
  const start = { line: 1, col: 1 }
  const wide = wideEncoding(bytes)
  if (wide) return { problem: yamlProblem('file-not-utf8', { encoding: wide }, start) }
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes
  const bad = firstInvalidUtf8(body)
  if (bad < 0) return { text: new TextDecoder('utf-8').decode(body) }
  const before = new TextDecoder('utf-8').decode(body.subarray(0, bad))
  const lineStart = before.lastIndexOf('\n') + 1
  const byte = body[bad]!
  const char = byte >= 0xa0 ? String.fromCharCode(byte) : CP1252[byte - 0x80]!
  return {
    problem: yamlProblem('file-not-utf8', /[\u0080-\u009f]/.test(char) ? {} : { char }, {
      line: before.split('\n').length,
      col: before.length - lineStart + 1,
    }),
  }
}

/** Bytes read as Windows-1252 (Node's own decoder may lack it): a best guess at what the file's editor showed. */
export function decodeWindows1252(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += byte >= 0x80 && byte < 0xa0 ? CP1252[byte - 0x80]! : String.fromCharCode(byte)
  return text
}

function wideEncoding(b: Uint8Array): string | undefined {
  if (b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) return 'UTF-32'
  if (b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) return 'UTF-32'
  if (b[0] === 0xff && b[1] === 0xfe) return 'UTF-16 LE'
  if (b[0] === 0xfe && b[1] === 0xff) return 'UTF-16 BE'
  // Without a byte order mark, UTF-16 text in a Latin script has a zero in every other byte.
  const n = Math.min(b.length, 4096) & ~1
  if (n < 2) return undefined
  let even = 0
  let odd = 0
  for (let i = 0; i < n; i += 2) {
    if (b[i] === 0) even++
    if (b[i + 1] === 0) odd++
  }
  return Math.max(even, odd) > n / 8 ? (odd > even ? 'UTF-16 LE' : 'UTF-16 BE') : undefined
}

/** Offset of the first byte that is not valid UTF-8, or -1. */
function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0
  while (i < b.length) {
    const c = b[i]!
    if (c < 0x80) {
      i++
      continue
    }
    const len = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0
    if (!len || i + len > b.length) return i
    for (let k = 1; k < len; k++) if ((b[i + k]! & 0xc0) !== 0x80) return i
    const c1 = b[i + 1]!
    if (
      (c === 0xe0 && c1 < 0xa0) ||
      (c === 0xed && c1 > 0x9f) ||
      (c === 0xf0 && c1 < 0x90) ||
      (c === 0xf4 && c1 > 0x8f)
    )
      return i
    i += len
  }
  return -1
}

/**
 * The bytes in an ArrayBuffer of their own. A Buffer from Node's pool shares its memory with other data, and
 * image-size reads a cut-short header past the Buffer's end into that memory (a 20-byte PNG measured 100 ×
 * 1,868,850,473 px); in a buffer of its own, it reads zeros and the size is refused.
 */
export function exactCopy(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes)
}

/**
 * A file name safe in a Content-Disposition header and on any disk, from the name a visitor's computer gave it:
 * its last part only, letters (any script), digits, spaces, dots, dashes and underscores kept, at most 100
 * characters, ending in `ext`; `fallback` when nothing is left. `ascii` is the same in ASCII, for old browsers.
 */
export function downloadName(given: string, ext: string, fallback: string): { name: string; ascii: string } {
  const base = String(given)
    .split(/[/\\]/)
    .pop()!
    .normalize('NFC')
    .replace(new RegExp(`\\${ext}$`, 'i'), '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .replace(/\s+/g, ' ')
    .slice(0, 100)
  const name = `${base || fallback}${ext}`
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '_')
  return { name, ascii: ascii === ext || /^_*\./.test(ascii) ? `${fallback}${ext}` : ascii }
}

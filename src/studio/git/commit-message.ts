/** The longest commit message the studio writes; a description of a content change fits in far less. */
export const MAX_MESSAGE = 2000

/** Terminal escape sequences (colours, titles, links): shown raw by `git log`, they could paint over its output. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ESCAPES = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-_]?/g
/** Control characters other than line breaks and tabs, and the marks that reorder text (bidirectional overrides). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
/** A trailer that credits a person: "Signed-off-by: Name <address>", "Co-authored-by: …". */
const CREDIT = /^[ \t]*([A-Za-z][A-Za-z-]*-by)[ \t]*:(.*)$/i

/**
 * A commit message as the studio writes it: escape sequences and control characters removed, line breaks made
 * "\n", trailers crediting anyone but `author` (by e-mail address) removed, trailing blank lines dropped, at most
 * MAX_MESSAGE characters. History then shows only what the signed-in person wrote and vouched for.
 */
export function cleanMessage(message: string, author: { email: string }): string {
  const own = author.email.trim().toLowerCase()
  const lines = String(message)
    .replace(/\r\n?/g, '\n')
    .replace(ESCAPES, '')
    .replace(CONTROLS, '')
    .split('\n')
    .filter((line) => {
      const credit = CREDIT.exec(line)
      if (!credit) return true
      const named = /<([^<>]*)>/.exec(credit[2]!)?.[1]?.trim().toLowerCase()
      return named === own
    })
  const text = lines
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  return [...text].length > MAX_MESSAGE ? [...text].slice(0, MAX_MESSAGE).join('').trimEnd() : text
}

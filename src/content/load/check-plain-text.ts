import type { Segment } from '../locate.ts'
import type { ParsedFile, Reporter } from './parsed-file.ts'

/** An HTML tag (<b>, </p>, <br/>, <a href="…">): shown as written in a plain-text field. */
const TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/gi
/** Markdown a plain-text field shows as written: **bold**, __bold__, [text](link), a # heading. */
const MARKDOWN = /\*\*([^*\n]+)\*\*|__([^_\n]+)__|\[([^\]\n]+)\]\([^)\s]+\)|^#{1,6}\s+/gm

/** The words of `text` without its tags or Markdown: "<h1>Meet <em>Our</em> Team</h1>" → "Meet Our Team". */
export function wordsOf(text: string): string {
  return text
    .replace(TAG, '')
    .replace(MARKDOWN, (_, bold?: string, under?: string, link?: string) => bold ?? under ?? link ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Phase 3: a plain-text field (a heading, a title, a summary: any text that is not Markdown or a link) holding HTML
 * tags or Markdown shows them to visitors as written; a warning names the words meant. Content is text, never HTML.
 */
export function checkPlainText(p: ParsedFile, report: Reporter): void {
  const skip = new Set([...p.marks.markdown, ...p.marks.links.map((l) => l.at)].map((at) => at.join('\0')))
  const walk = (value: unknown, at: Segment[]): void => {
    if (typeof value === 'string') {
      TAG.lastIndex = 0
      MARKDOWN.lastIndex = 0
      const kind = TAG.test(value) ? 'tags' : MARKDOWN.test(value) ? 'Markdown' : undefined
      if (kind) report.at(p, at, 'markup-in-text', { kind, words: wordsOf(value) })
      return
    }
    if (!value || typeof value !== 'object' || skip.has(at.join('\0'))) return
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...at, i]))
    else
      for (const [key, item] of Object.entries(value))
        if (!skip.has([...at, key].join('\0')) && !(at.length === 0 && key === 'translatedFrom'))
          walk(item, [...at, key])
  }
  walk(p.data, [])
}

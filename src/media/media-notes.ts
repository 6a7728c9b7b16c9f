import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isMap, isScalar, LineCounter, parseDocument, type Node } from 'yaml'
import { suggest } from '../lib/suggest.ts'
import { MEDIA_DIR, MEDIA_NOTES, MEDIA_URL } from './media-dir.ts'
import type { MediaIndex } from './media-index.ts'

/** Longest description the notes keep: a sentence or two, as an image's alt text should be. */
export const MAX_ALT = 300

/** A problem with pages/_media/_media.yaml, worded for the lint, at its line. */
export interface MediaNotesProblem {
  code: 'media-notes-invalid' | 'media-notes-unknown-image'
  message: string
  hint: string
  line: number
  col: number
}

/** The descriptions kept with the images (pages/_media/_media.yaml), by the image's public path. */
export interface MediaNotes {
  alt: Map<string, string>
  problems: MediaNotesProblem[]
}

/** The notes of `root`'s pages/_media/ (none when the file is missing), checked against the images `index` holds. */
export function readMediaNotes(root: string, index?: MediaIndex): MediaNotes {
  const path = join(root, MEDIA_NOTES)
  return parseMediaNotes(existsSync(path) ? readFileSync(path, 'utf8') : '', index)
}

/**
 * The notes' text read: a mapping of image paths inside pages/_media/ (`team/office.jpg`) to `{ alt: text }`. What
 * cannot be read is left out and named among the problems; an image not in `index` is a warning.
 */
export function parseMediaNotes(text: string, index?: MediaIndex): MediaNotes {
  const alt = new Map<string, string>()
  const problems: MediaNotesProblem[] = []
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true })
  const at = (node: Node | null | undefined) => lines.linePos(node?.range?.[0] ?? 0)
  const problem = (code: MediaNotesProblem['code'], node: Node | null | undefined, message: string, hint: string) =>
    problems.push({ code, message, hint, ...place(at(node)) })
  if (doc.errors.length) {
    const e = doc.errors[0]!
    problems.push({
      code: 'media-notes-invalid',
      message: `the image descriptions do not read as YAML: ${e.message.split('\n')[0]}`,
      hint: 'write one image path per line, followed by an indented "alt:" line',
      ...place(lines.linePos(e.pos[0])),
    })
    return { alt, problems }
  }
  if (doc.contents === null) return { alt, problems }
  if (!isMap(doc.contents)) {
    problem(
      'media-notes-invalid',
      doc.contents,
      'the image descriptions must be a list of image paths, each with its "alt:"',
      'write e.g. "team/office.jpg:" then "  alt: Three consultants at a whiteboard"',
    )
    return { alt, problems }
  }
  const known = index ? [...index.keys()].map((p) => p.slice(MEDIA_URL.length)) : []
  for (const pair of doc.contents.items) {
    const key = pair.key as Node | null
    const name = isScalar(key) ? String(key.value) : ''
    if (!name || name.startsWith('/') || name.split('/').some((s) => s === '' || s === '.' || s === '..')) {
      problem(
        'media-notes-invalid',
        key,
        `"${name}" is not the path of an image inside ${MEDIA_DIR}/`,
        'write the path as it is inside the folder, e.g. team/office.jpg',
      )
      continue
    }
    const value = pair.value as Node | null
    const entry = isMap(value) ? (value.toJSON() as Record<string, unknown>) : undefined
    const extra = entry ? Object.keys(entry).filter((k) => k !== 'alt') : []
    if (!entry || typeof entry.alt !== 'string' || !entry.alt.trim() || extra.length) {
      problem(
        'media-notes-invalid',
        value ?? key,
        extra.length
          ? `the description of ${name} has ${extra.map((k) => `"${k}"`).join(', ')}, which the notes do not keep`
          : `the description of ${name} must be an "alt:" with the text that says what the image shows`,
        'write "alt:" indented under the path, followed by the text, or remove the entry',
      )
      continue
    }
    if (entry.alt.length > MAX_ALT) {
      problem(
        'media-notes-invalid',
        value,
        `the description of ${name} is ${entry.alt.length} characters long, more than ${MAX_ALT}`,
        'say what the image shows in a sentence or two',
      )
      continue
    }
    if (index && !index.has(MEDIA_URL + name)) {
      const guess = suggest(name, known)
      problem(
        'media-notes-unknown-image',
        key,
        `${name} is described here, but there is no ${MEDIA_DIR}/${name}`,
        guess ? `did you mean "${guess}"?` : 'remove the entry, or put the image back',
      )
    }
    alt.set(MEDIA_URL + name, entry.alt.trim())
  }
  return { alt, problems }
}

function place(pos: { line: number; col: number } | undefined) {
  return { line: pos?.line ?? 1, col: pos?.col ?? 1 }
}

import { existsSync, readFileSync } from 'node:fs'
import { MEDIA_NOTES } from '../../media/media-dir.ts'
import { readData } from '../read-data.ts'
import { safePagesPath } from '../safe-path.ts'
import { textToSave } from './text-to-save.ts'

/** The first lines of a new pages/_media/_media.yaml: what the file is, for whoever opens it in a text editor. */
const HEADER =
  '# What each image shows, by its path in this folder: the studio offers it as the description when the image is\n' +
  '# picked. Kept by the studio’s media library (renames move it with the image).\n'

/**
 * The text of pages/_media/_media.yaml after `change` (given the notes' data, it returns the new data), written with
 * the studio's minimal-change writer so comments and untouched entries stay; undefined when nothing changes.
 */
export function imageNotesText(
  root: string,
  change: (notes: Record<string, unknown>) => Record<string, unknown>,
): string | undefined {
  const path = safePagesPath(root, MEDIA_NOTES)
  if (!path) throw new Error(`${MEDIA_NOTES} is a link or leads outside the site's content: the studio leaves it alone`)
  const text = existsSync(path) ? readFileSync(path, 'utf8') : undefined
  let data: unknown
  try {
    data = text === undefined ? {} : (readData(text) ?? {})
  } catch {
    data = undefined
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new Error(`${MEDIA_NOTES} cannot be read: fix it in a text editor (the content lint says where)`)
  const notes = data as Record<string, unknown>
  const next = change({ ...notes })
  if (JSON.stringify(next) === JSON.stringify(notes)) return undefined
  if (text === undefined || !text.trim()) return HEADER + textToSave(MEDIA_NOTES, next, undefined)
  return textToSave(MEDIA_NOTES, next, text)
}

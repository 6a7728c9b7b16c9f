import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { MEDIA_NOTES, MEDIA_URL } from '../../media/media-dir.ts'
import { MAX_ALT } from '../../media/media-notes.ts'
import { safePagesPath } from '../safe-path.ts'
import { imageNotesText } from './image-notes-text.ts'
import { Refusal } from './refusal.ts'

/**
 * Keeps `body.alt` as the description of the image `body.src` (/media/…) in pages/_media/_media.yaml; an empty text
 * removes it. Answers the files written (none when the description was already that).
 */
export function describeImage(root: string, body: Record<string, unknown>): { files: string[] } {
  const src = String(body.src ?? '')
  if (typeof body.alt !== 'string') throw new Refusal(400, 'The request’s alt is not text.')
  const alt = body.alt.replace(/\s+/g, ' ').trim()
  const name = src.slice(MEDIA_URL.length)
  const path = src.startsWith(MEDIA_URL) ? safePagesPath(root, `pages/_media/${name}`, 'media') : undefined
  if (!path || !existsSync(path)) throw new Refusal(404, `There is no image ${src} (any more).`)
  if (alt.length > MAX_ALT)
    throw new Refusal(
      400,
      `The description is ${alt.length} characters long: say what the image shows in at most ${MAX_ALT}.`,
    )
  let text: string | undefined
  try {
    text = imageNotesText(root, (notes) => {
      const own = notes[name]
      const kept = own && typeof own === 'object' && !Array.isArray(own) ? (own as Record<string, unknown>) : {}
      if (alt) notes[name] = { ...kept, alt }
      else delete notes[name]
      return notes
    })
  } catch (e) {
    throw new Refusal(422, (e as Error).message)
  }
  if (text === undefined) return { files: [] }
  writeFileSync(join(root, MEDIA_NOTES), text)
  return { files: [MEDIA_NOTES] }
}

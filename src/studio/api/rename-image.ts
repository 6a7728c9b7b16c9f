import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { MEDIA_NOTES, MEDIA_URL } from '../../media/media-dir.ts'
import { scanMedia } from '../../media/scan-media.ts'
import { readData } from '../read-data.ts'
import { safePagesPath } from '../safe-path.ts'
import { labelOf } from './file-label.ts'
import { imageNotesText } from './image-notes-text.ts'
import { replaceImageRef } from './image-refs.ts'
import { Refusal } from './refusal.ts'
import { refuseLongName } from './refuse-long-name.ts'
import { textToSave } from './text-to-save.ts'
import { diskFiles } from './with-drafts.ts'
import { fileRole } from '../../content/routes.ts'

/** Endings of one format: a file renamed keeps its format's ending (renaming does not convert it). */
const SAME_FORMAT = [['jpg', 'jpeg'], ['png'], ['webp'], ['avif'], ['svg']]

/**
 * Renames the image `body.from` (/media/…) to `body.to` (its new path inside pages/_media/, e.g. team/office.jpg),
 * and writes the new address in every content file whose values name it (image fields and Markdown alike, with the
 * studio's minimal-change writer: comments and every other line stay) and its description's entry, all in one
 * change. Refused, before anything is written, when the name is not one the studio writes, changes the format's
 * ending, is taken (in any case), or when an unsaved change (`drafts`, everyone's) names the image.
 */
export function renameImage(root: string, drafts: Iterable<[string, string, string]>, body: Record<string, unknown>) {
  const from = String(body.from ?? '')
  const to = String(body.to ?? '')
    .trim()
    .replace(/^\/?media\//, '')
  const oldName = from.startsWith(MEDIA_URL) ? from.slice(MEDIA_URL.length) : ''
  const source = oldName ? safePagesPath(root, `pages/_media/${oldName}`, 'media') : undefined
  if (!source || !existsSync(source)) throw new Refusal(404, `There is no image ${from} (any more).`)
  if (to === oldName) return { src: from, changed: 0, files: [] as string[] }
  refuseLongName(`pages/_media/${to}`)
  const target = safePagesPath(root, `pages/_media/${to}`, 'media')
  if (!target)
    throw new Refusal(
      400,
      `"${to}" is not a name the studio can give an image: use letters, digits, - and _ (a folder may come first, ` +
        'as in team/office.jpg), then the ending it has now.',
    )
  const ending = (name: string) => name.split('.').pop()!.toLowerCase()
  if (!SAME_FORMAT.some((group) => group.includes(ending(oldName)) && group.includes(ending(to))))
    throw new Refusal(400, `Keep the ending .${ending(oldName)}: renaming an image does not change its format.`)
  const taken = [...scanMedia(root).keys()].find(
    (src) => src !== from && src.toLowerCase() === (MEDIA_URL + to).toLowerCase(),
  )
  if (taken || existsSync(target)) throw new Refusal(409, `Another image is already called ${to}: choose another name.`)
  const files = diskFiles(root)
  const labelOfFile = (file: string) => {
    const text = files.find((f) => f.file === file)?.text
    let data: unknown
    try {
      data = text === undefined ? undefined : readData(text)
    } catch {
      // Named by its file.
    }
    const d = data as { title?: unknown; name?: unknown } | undefined
    const title = [d?.title, d?.name].find((t): t is string => typeof t === 'string')
    return labelOf(fileRole(file), title, file, data)
  }
  const unsaved = [...new Set([...drafts].filter(([, , text]) => text.includes(from)).map(([, file]) => file))]
  if (unsaved.length)
    throw new Refusal(
      409,
      `${unsaved.map(labelOfFile).join(', ')} ${unsaved.length === 1 ? 'has' : 'have'} unsaved changes that use ` +
        'this image: save or discard them first, then rename it.',
    )
  const toSrc = MEDIA_URL + to
  // Every text is made before anything is written: a file the studio cannot change refuses the whole rename.
  const writes: [string, string][] = []
  for (const { file, text } of files) {
    if (!text.includes(from)) continue
    let data: unknown
    try {
      data = readData(text)
    } catch {
      continue
    }
    const next = replaced(data, from, toSrc)
    if (next !== data) writes.push([file, textToSave(file, next, text)])
  }
  let notes: string | undefined
  try {
    notes = imageNotesText(root, (all) => {
      if (!(oldName in all)) return all
      const renamed: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(all)) renamed[key === oldName ? to : key] = value
      return renamed
    })
  } catch (e) {
    throw new Refusal(422, `${(e as Error).message}.`)
  }
  for (const [file, text] of writes) writeFileSync(join(root, file), text)
  if (notes !== undefined) writeFileSync(join(root, MEDIA_NOTES), notes)
  mkdirSync(dirname(target), { recursive: true })
  renameSync(source, target)
  return {
    src: toSrc,
    changed: writes.length,
    /** Every file the rename wrote or moved: the image's old and new path, the content files, the descriptions. */
    files: [
      `pages/_media/${oldName}`,
      `pages/_media/${to}`,
      ...writes.map(([file]) => file),
      ...(notes === undefined ? [] : [MEDIA_NOTES]),
    ],
  }
}

/** `data` with every image address `from` written `to`; the same object when none was. */
function replaced(data: unknown, from: string, to: string): unknown {
  if (typeof data === 'string') return replaceImageRef(data, from, to)
  if (Array.isArray(data)) {
    const next = data.map((v) => replaced(v, from, to))
    return next.some((v, i) => v !== data[i]) ? next : data
  }
  if (data && typeof data === 'object') {
    const entries = Object.entries(data)
    const next = entries.map(([k, v]) => [k, replaced(v, from, to)] as const)
    return next.some(([, v], i) => v !== entries[i]![1]) ? Object.fromEntries(next) : data
  }
  return data
}

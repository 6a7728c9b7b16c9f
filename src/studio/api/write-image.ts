import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { imageBytesProblem } from '../../media/check-image-bytes.ts'
import { MAX_NAME, MAX_PATH } from '../name-limits.ts'
import { safePagesPath } from '../safe-path.ts'
import { Refusal } from './refusal.ts'
import { refuseLongName } from './refuse-long-name.ts'

/** How many numbered names an upload tries before giving up (a folder that full is a mistake, not a library). */
const MAX_TRIES = 1000

/**
 * Writes an uploaded image (`body.base64`) as pages/_media/`body.name` once its bytes are checked (imageBytesProblem),
 * never over a file: when the name is taken by the very same bytes, that file is reused (`reused: true`, nothing is
 * written); when by other bytes, the image goes to the next free name, `photo-2.png`, `photo-3.png`…. Answers the
 * address of the file the image is in.
 */
export async function writeImage(root: string, body: Record<string, unknown>, maxUpload: number) {
  const name = String(body.name ?? '')
  refuseLongName(`pages/_media/${name}`)
  const path = safePagesPath(root, `pages/_media/${name}`, 'media')
  if (!path)
    throw new Refusal(
      403,
      `"${name}" is not an image name the studio can write (letters, digits, - and _, then .jpg, .png, .webp, .avif or .svg).`,
    )
  const base64 = String(body.base64 ?? '')
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new Refusal(400, 'The image did not arrive whole: try again.')
  const bytes = Buffer.from(base64, 'base64')
  if (!bytes.length) throw new Refusal(400, `${name} is empty: choose the image again.`)
  if (bytes.length > maxUpload) throw new Refusal(413, `The image is larger than ${maxUpload / 1024 / 1024} MB.`)
  const problem = await imageBytesProblem(bytes, name)
  if (problem) throw new Refusal(422, `${name} cannot be used: ${problem}.`)
  mkdirSync(dirname(path), { recursive: true })
  for (let n = 1; n <= MAX_TRIES; n++) {
    const candidate = n === 1 ? name : numberedName(name, n)
    // A numbered name that is a link or otherwise unsafe is skipped like a taken one; the first was checked above.
    const target = n === 1 ? path : safePagesPath(root, `pages/_media/${candidate}`, 'media')
    if (!target) continue
    // The exclusive flag makes the check and the write one step: two uploads at once never take the same name.
    try {
      writeFileSync(target, bytes, { flag: 'wx' })
      return { src: `/media/${candidate}` }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
    if (sameBytes(target, bytes)) return { src: `/media/${candidate}`, reused: true }
  }
  throw new Refusal(409, `There are already ${MAX_TRIES} images named like ${name}: give this one another name.`)
}

/**
 * `photo.png` numbered `n`: `photo-n.png`, its stem shortened when needed so that the name and its whole path stay
 * within the limits refuseLongName enforces.
 */
function numberedName(name: string, n: number): string {
  const slash = name.lastIndexOf('/') + 1
  const folder = name.slice(0, slash)
  const file = name.slice(slash)
  const dot = file.lastIndexOf('.')
  const ending = `-${n}${file.slice(dot)}`
  // Names the studio writes are ASCII (safePagesPath), so a character is a byte.
  const room = Math.min(MAX_NAME, MAX_PATH - `pages/_media/${folder}`.length) - ending.length
  const stem = file.slice(0, Math.min(dot, room))
  if (!stem) refuseLongName(`pages/_media/${folder}${file.slice(0, dot)}${ending}`)
  return `${folder}${stem}${ending}`
}

/** Whether the file at `path` holds exactly `bytes` (false for a folder or a file that went away). */
function sameBytes(path: string, bytes: Buffer): boolean {
  try {
    return statSync(path).size === bytes.length && readFileSync(path).equals(bytes)
  } catch {
    return false
  }
}

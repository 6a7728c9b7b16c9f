import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { imageBytesProblem } from '../../media/check-image-bytes.ts'
import { safePagesPath } from '../safe-path.ts'
import { Refusal } from './refusal.ts'
import { refuseLongName } from './refuse-long-name.ts'

/**
 * Writes an uploaded image (`body.base64`) as pages/_media/`body.name`, never over a file, once its bytes are checked
 * (imageBytesProblem); answers its address.
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
  if (existsSync(path)) throw new Refusal(409, `pages/_media/${name} already exists: choose another name.`)
  const base64 = String(body.base64 ?? '')
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new Refusal(400, 'The image did not arrive whole: try again.')
  const bytes = Buffer.from(base64, 'base64')
  if (!bytes.length) throw new Refusal(400, `${name} is empty: choose the image again.`)
  if (bytes.length > maxUpload) throw new Refusal(413, `The image is larger than ${maxUpload / 1024 / 1024} MB.`)
  const problem = await imageBytesProblem(bytes, name)
  if (problem) throw new Refusal(422, `${name} cannot be used: ${problem}.`)
  // Checked again: another upload of the same name may have landed while this one was decoded.
  if (existsSync(path)) throw new Refusal(409, `pages/_media/${name} already exists: choose another name.`)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, bytes)
  return { src: `/media/${name}` }
}

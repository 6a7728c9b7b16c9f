import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { safePagesPath } from '../safe-path.ts'
import { Refusal } from './refusal.ts'

/** Writes an uploaded image (`body.base64`) as pages/_media/`body.name`, never over a file; answers its address. */
export function writeImage(root: string, body: Record<string, unknown>, maxUpload: number) {
  const name = String(body.name ?? '')
  const path = safePagesPath(root, `pages/_media/${name}`, 'media')
  if (!path)
    throw new Refusal(
      403,
      `"${name}" is not an image name the studio can write (letters, digits, - and _, then .jpg, .png, .webp, .avif or .svg).`,
    )
  if (existsSync(path)) throw new Refusal(409, `pages/_media/${name} already exists: choose another name.`)
  const bytes = Buffer.from(String(body.base64 ?? ''), 'base64')
  if (bytes.length > maxUpload) throw new Refusal(413, `The image is larger than ${maxUpload / 1024 / 1024} MB.`)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, bytes)
  return { src: `/media/${name}` }
}

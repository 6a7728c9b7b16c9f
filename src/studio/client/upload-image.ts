import { studio } from './studio-client.ts'

/** The image types the studio takes (the server checks each file's bytes): a file input's `accept`. */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml'

/** Uploads an image into pages/_media/uploads/ under its name made safe; resolves to its address on the site. */
export async function uploadImage(f: File): Promise<string> {
  const bytes = new Uint8Array(await f.arrayBuffer())
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  const name = f.name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-')
  const r = await studio.upload(`uploads/${name}`, btoa(binary))
  return r.src
}

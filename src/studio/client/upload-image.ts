import { uploadName } from './typed-names.ts'
import { studio } from './studio-client.ts'

/** The image types the studio takes (the server checks each file's bytes): a file input's `accept`. */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml'

/**
 * Uploads an image into pages/_media/uploads/ under its name made safe; resolves to its address on the site. When
 * that name is taken the server reuses a file with the same bytes or picks the next free name (uploadedAsWords says so).
 */
export async function uploadImage(f: File): Promise<string> {
  const bytes = new Uint8Array(await f.arrayBuffer())
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  const r = await studio.upload(`uploads/${safeName(f)}`, btoa(binary))
  return r.src
}

/** What to tell the editor when the image of `f` landed under another name than its own (`src`); '' otherwise. */
export function uploadedAsWords(f: File, src: string): string {
  const wanted = safeName(f)
  const got = src.slice(src.lastIndexOf('/') + 1)
  return got === wanted ? '' : `Another image is already called ${wanted}, so this one is called ${got}.`
}

const safeName = (f: File) => uploadName(f.name)

import { studio } from './studio-client.ts'

/** Uploads an image into pages/_media/uploads/ under its name made safe; resolves to its address on the site. */
export async function uploadImage(f: File): Promise<string> {
  const bytes = new Uint8Array(await f.arrayBuffer())
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  const name = f.name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-')
  const r = await studio.upload(`uploads/${name}`, btoa(binary))
  return r.src
}

import { fileRole } from '../../content/routes.ts'
import type { SourceFile } from '../../content/source-file.ts'
import { readData } from '../read-data.ts'
import { labelOf } from './file-label.ts'
import { imageRefs } from './image-refs.ts'

/** A content file that shows an image, as the library lists it. */
export interface ImageUse {
  file: string
  label: string
}

/** What one file's text uses, kept by its text: a file is read again only when it changed. */
const byText = new Map<string, { label: string; refs: string[] }>()

/**
 * For each image address (/media/…), the content files whose values name it (an image field, or Markdown), in file
 * order. Read from the files' data, not their text: a comment naming an image is no use of it. A file that does not
 * read as YAML uses nothing.
 */
export function mediaUses(files: SourceFile[]): Map<string, ImageUse[]> {
  const uses = new Map<string, ImageUse[]>()
  const seen = new Set<string>()
  for (const { file, text } of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
    const key = `${file}\n${text}`
    seen.add(key)
    let read = byText.get(key)
    if (!read) byText.set(key, (read = readUses(file, text)))
    for (const src of read.refs) {
      const list = uses.get(src) ?? []
      if (list.at(-1)?.file !== file) list.push({ file, label: read.label })
      uses.set(src, list)
    }
  }
  for (const key of byText.keys()) if (!seen.has(key)) byText.delete(key)
  return uses
}

function readUses(file: string, text: string): { label: string; refs: string[] } {
  const role = fileRole(file.replace(/^pages\//, ''))
  let data: unknown
  try {
    data = readData(text)
  } catch {
    return { label: labelOf(role, undefined, file, undefined), refs: [] }
  }
  const d = data as { title?: unknown; name?: unknown } | null
  const title = [d?.title, d?.name].find((t): t is string => typeof t === 'string')
  const refs = new Set<string>()
  const stack = [data]
  while (stack.length) {
    const v = stack.pop()
    if (typeof v === 'string') for (const ref of imageRefs(v)) refs.add(ref)
    else if (Array.isArray(v)) stack.push(...(v as unknown[]))
    else if (v && typeof v === 'object') stack.push(...Object.values(v))
  }
  return { label: labelOf(role, title, file, data), refs: [...refs] }
}

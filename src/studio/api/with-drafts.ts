import { readContentDir } from '../../content/read-content-dir.ts'

/** The content files on disk with `overlay`'s texts in place of theirs, and its files not on disk yet added. */
export function withDrafts(root: string, overlay: Map<string, string>) {
  const files = readContentDir(root).map((f) => ({ ...f, text: overlay.get(f.file) ?? f.text }))
  for (const [file, text] of overlay) if (!files.some((f) => f.file === file)) files.push({ file, text })
  return files
}

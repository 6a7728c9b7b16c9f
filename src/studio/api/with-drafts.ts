import { readContentDir } from '../../content/read-content-dir.ts'
import type { SourceFile } from '../../content/source-file.ts'

/** A save's file while it is written (save-file.ts), before it takes the file's name. */
const SAVING = /\.studio-\d+\.tmp$/

/**
 * The content files on disk, not counting a save's file being written: the studio's worker reads the folder while
 * the server's thread saves, and would see it.
 */
export function diskFiles(root: string): SourceFile[] {
  return readContentDir(root).filter((f) => !SAVING.test(f.file))
}

/**
 * The content files on disk (`disk`, read when not given) with `overlay`'s texts in place of theirs, and its files not
 * on disk yet added.
 */
export function withDrafts(root: string, overlay: Map<string, string>, disk: SourceFile[] = diskFiles(root)) {
  const files = disk.map((f) => (overlay.has(f.file) ? { ...f, text: overlay.get(f.file)! } : f))
  for (const [file, text] of overlay) if (!files.some((f) => f.file === file)) files.push({ file, text })
  return files
}

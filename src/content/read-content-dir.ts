import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { SourceFile } from './load-content.ts'
import { MEDIA_DIR } from '../media/media-dir.ts'

/** Every file under `root/pages` but the images in pages/_media/, with paths relative to `root` (Node only). */
export function readContentDir(root: string, dir = 'pages'): SourceFile[] {
  const base = join(root, dir)
  return (readdirSync(base, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter(
      (e) => e.isFile() && !e.name.startsWith('.') && !join(e.parentPath, '/').startsWith(join(root, MEDIA_DIR, '/')),
    )
    .map((e) => {
      const abs = join(e.parentPath, e.name)
      return { file: relative(root, abs).split(sep).join('/'), text: readFileSync(abs, 'utf8') }
    })
    .sort((a, b) => a.file.localeCompare(b.file))
}

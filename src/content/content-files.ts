import { relative, sep } from 'node:path'
import { contentDirOptions } from './load-content-dir.ts'
import type { LoadOptions } from './load-content.ts'
import { isContentFile, readContentDir, readSourceFile } from './read-content-dir.ts'
import type { SourceFile } from './source-file.ts'

/**
 * The content of a project folder kept in memory for a process that watches it (the dev server): told which path
 * changed, it reads that file again, not the whole folder; the images and public files are scanned again only when
 * one of them changed.
 */
export class ContentFiles {
  private readonly byFile = new Map<string, SourceFile>()
  private list: SourceFile[] | undefined
  private folder: Omit<LoadOptions, 'model'> | undefined

  constructor(private readonly root: string) {
    for (const f of readContentDir(root)) this.byFile.set(f.file, f)
  }

  /** Every content file, in path order. */
  files(): SourceFile[] {
    return (this.list ??= [...this.byFile.values()].sort((a, b) => a.file.localeCompare(b.file)))
  }

  /** The public files and images the content may point at. */
  options(): Omit<LoadOptions, 'model'> {
    return (this.folder ??= contentDirOptions(this.root))
  }

  /**
   * A path (absolute) was added, changed or removed: reads it again. A folder added or removed reads everything
   * again. Returns whether the content is concerned (not for a content file whose text is what it was).
   */
  changed(path: string, event: 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir'): boolean {
    const file = relative(this.root, path).split(sep).join('/')
    if (!/^(?:pages|public)(?:\/|$)/.test(file)) return false
    if (file.startsWith('public') || file.startsWith('pages/_media')) this.folder = undefined
    if (event === 'addDir' || event === 'unlinkDir') {
      this.byFile.clear()
      for (const f of readContentDir(this.root)) this.byFile.set(f.file, f)
      this.folder = undefined
    } else if (isContentFile(file)) {
      const known = this.byFile.get(file)
      let read: SourceFile | undefined
      try {
        if (event !== 'unlink') read = readSourceFile(this.root, file)
      } catch {
        // gone again before it could be read: as good as removed
      }
      // Told twice of one save (an editor writing in steps), or of a file written with the text it had.
      if (read && known && !read.problem && !known.problem && read.text === known.text) return false
      if (read) this.byFile.set(file, read)
      else if (!this.byFile.delete(file)) return false
      // A file changed in place keeps its place in the list; one added or removed sorts it again.
      const at = known && read && this.list ? this.list.findIndex((f) => f.file === file) : -1
      if (at >= 0) (this.list = this.list!.slice())[at] = this.byFile.get(file)!
      else this.list = undefined
      return true
    }
    this.list = undefined
    return true
  }
}

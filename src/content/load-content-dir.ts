import { readMediaNotes } from '../media/media-notes.ts'
import { scanMedia } from '../media/scan-media.ts'
import { loadContent, type LoadOptions, type LoadResult } from './load-content.ts'
import { readContentDir, siteFilePaths } from './read-content-dir.ts'

/** Loads the content of a project folder as the lint, the build and the tests all do: pages/, public/, pages/_media/. */
export function loadContentDir(root: string, options: LoadOptions): LoadResult & { fileCount: number } {
  const files = readContentDir(root)
  return { ...loadContent(files, { ...contentDirOptions(root), ...options }), fileCount: files.length }
}

/** What the loader needs to know about a project folder besides its content files. */
export function contentDirOptions(root: string): Omit<LoadOptions, 'model'> {
  const media = scanMedia(root)
  return { siteFiles: siteFilePaths(root), media, mediaNotes: readMediaNotes(root, media) }
}

import { existsSync, readdirSync, readFileSync, statSync, type Dirent } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileStamp } from '../lib/file-stamp.ts'
import { MEDIA_NOTES } from '../media/media-dir.ts'
import type { SourceFile } from './source-file.ts'
import { decodeSource, decodeWindows1252 } from './yaml/decode-source.ts'
import { yamlProblem } from './yaml/yaml-problem.ts'

/** Files under pages/ that are not content: images (pages/_media/) and the generated guides (*.md). */
const NOT_CONTENT = /^pages\/(_media\/|[^/]+\.md$)/

/**
 * Every content file under `root/pages`, with paths relative to `root` (Node only: the lint, the build and tests).
 * A link (symbolic link) there or in public/ is never followed: it is listed with its problem, and nothing is read
 * through it (copied into the site, a link could hand out any file of the machine that builds it).
 */
export function readContentDir(root: string): SourceFile[] {
  return [...filesUnder(root, 'pages', true), ...linksUnder(root, 'public')]
    .filter((file) => file.endsWith(LINK) || isContentFile(file))
    .flatMap((file) => (file.endsWith(LINK) ? [linkFile(file)] : unlessGone(() => readSourceFile(root, file))))
}

/**
 * What `read` gives, or nothing when the file went away after it was listed: a save's temporary file renamed over
 * its page, a file deleted or moved meanwhile. It is not part of the content any more.
 */
function unlessGone<T>(read: () => T): T[] {
  try {
    return [read()]
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw e
  }
}

/** What a build noted of a content file (ParsedFileCache): its stamp (SourceFile.stamp) and its text's digest. */
export interface KnownFile {
  stamp: string
  digest: string
}

/**
 * readContentDir, for a build that noted each file's stamp and digest last time (`known`: see ParsedFileCache): a file
 * whose stat gives the stamp noted has the bytes it had, and is not read (its text is read if something asks for it).
 * A file changed less than `settleMs` before it is listed gets no stamp: a second change within the same tick of the
 * file system's clock could leave its stamp as it was.
 */
export function readKnownContentDir(
  root: string,
  known: ReadonlyMap<string, KnownFile>,
  settleMs = 2000,
): SourceFile[] {
  const now = Date.now()
  return [...filesUnder(root, 'pages', true), ...linksUnder(root, 'public')]
    .filter((file) => file.endsWith(LINK) || isContentFile(file))
    .flatMap((file) => {
      if (file.endsWith(LINK)) return [linkFile(file)]
      return unlessGone(() => {
        const stamp = fileStamp(statSync(join(root, file)), settleMs, now)
        const noted = stamp === undefined ? undefined : known.get(file)
        if (noted && noted.stamp === stamp) return unread(root, file, noted.digest, stamp)
        const source = readSourceFile(root, file)
        return stamp === undefined || source.problem ? source : { ...source, stamp }
      })
    })
}

/** A file known by its stamp, whose text is read when first asked for. */
function unread(root: string, file: string, digest: string, stamp: string): SourceFile {
  let text: string | undefined
  return {
    file,
    digest,
    stamp,
    get text() {
      return (text ??= readSourceFile(root, file).text)
    },
  }
}

/** Whether a path under the project root (forward slashes) is a content file: under pages/, not an image or guide. */
export function isContentFile(file: string): boolean {
  return file.startsWith('pages/') && !NOT_CONTENT.test(file) && !file.split('/').pop()!.startsWith('.')
}

/** One content file, decoded (a file that is not UTF-8 carries its problem). */
export function readSourceFile(root: string, file: string): SourceFile {
  const bytes = readFileSync(join(root, file))
  const decoded = decodeSource(bytes)
  return 'text' in decoded ? { file, text: decoded.text } : { file, text: bestEffort(bytes), problem: decoded.problem }
}

/** URL paths of the files the site serves besides its pages: public/ as is, pages/_media/ under /media/ (not its notes). */
export function siteFilePaths(root: string): string[] {
  return [
    ...filesUnder(root, 'public').map((f) => f.slice('public'.length)),
    ...filesUnder(root, 'pages/_media')
      .filter((f) => f !== MEDIA_NOTES)
      .map((f) => `/media${f.slice('pages/_media'.length)}`),
  ]
}

/** Marks a link in filesUnder's list: no file name ends with a NUL. */
const LINK = '\0'

/** A link under pages/, as the lint reports it: no text, one problem. */
function linkFile(marked: string): SourceFile {
  return {
    file: marked.slice(0, -LINK.length),
    text: '',
    problem: yamlProblem('file-is-link', {}, { line: 1, col: 1 }),
  }
}

/** The links under `dir`, marked with LINK. */
function linksUnder(root: string, dir: string): string[] {
  return filesUnder(root, dir, true).filter((file) => file.endsWith(LINK))
}

/** The files under `dir` (links to anything, marked with LINK at the end, when `links`), sorted. */
function filesUnder(root: string, dir: string, links = false): string[] {
  const base = join(root, dir)
  // The folder itself may be a link (a copy of the project that shares public/): what is in it is listed as usual.
  if (!existsSync(base) || !statSync(base).isDirectory()) return []
  // Each folder's path is made once (path.relative for each of 10,000 files took a quarter of reading the folder).
  const folders = new Map<string, string>()
  const folderOf = (parent: string) => {
    let folder = folders.get(parent)
    if (folder === undefined) folders.set(parent, (folder = `${relative(root, parent).split(sep).join('/')}/`))
    return folder
  }
  return (readdirSync(base, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((e) => (e.isFile() || (links && e.isSymbolicLink())) && !e.name.startsWith('.'))
    .map((e) => folderOf(e.parentPath) + e.name + (e.isSymbolicLink() ? LINK : ''))
    .sort((a, b) => a.localeCompare(b))
}

/** A file that is not UTF-8 is not read as content, but its code frame shows it as its editor probably saw it. */
function bestEffort(bytes: Uint8Array): string {
  return bytes.includes(0) ? '' : decodeWindows1252(bytes)
}

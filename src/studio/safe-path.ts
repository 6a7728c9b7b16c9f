import { existsSync, lstatSync, realpathSync } from 'node:fs'
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path'
import { MAX_NAME, MAX_PATH } from './name-limits.ts'

/** A part of a content file's name: a page's own, or a template's (`[slug].yaml`, `[jobId].es.yaml`). */
const PART = String.raw`(?:[A-Za-z0-9_-]|\[[A-Za-z][A-Za-z0-9]*\])[A-Za-z0-9_.\-[\]]*`
/** Names the studio may write: content files (.yaml) and images under pages/_media/. */
const CONTENT = new RegExp(String.raw`^pages\/(?:${PART}\/)*${PART}\.yaml$`)
const MEDIA =
  /^pages\/_media\/(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:jpe?g|png|webp|avif|svg)$/i

/**
 * The absolute path of `file` (relative to `root`, e.g. "pages/about.yaml") when it is a content file (or, with
 * `media`, an image of pages/_media/) that stays inside `root/pages` once every symbolic link is followed;
 * undefined otherwise. Nothing is decoded here: a name is taken as written.
 */
export function safePagesPath(root: string, file: unknown, kind: 'content' | 'media' = 'content'): string | undefined {
  if (typeof file !== 'string' || file.includes('\0') || isAbsolute(file) || file.includes('\\')) return undefined
  if (file.split('/').some((part) => part === '.' || part === '..' || part === '')) return undefined
  if (!nameFits(file)) return undefined
  if (!(kind === 'media' ? MEDIA : CONTENT).test(file)) return undefined
  const pages = resolve(root, 'pages')
  const target = resolve(root, file)
  if (!inside(pages, target)) return undefined
  if (!existsSync(pages)) return undefined
  const realPages = realpathSync(pages)
  // The nearest folder that exists must really be inside pages/, and an existing file must not be a link.
  let dir = dirname(target)
  while (!existsSync(dir)) dir = dirname(dir)
  if (!inside(realPages, realpathSync(dir)) && realpathSync(dir) !== realPages) return undefined
  if (existsSync(target) || isLink(target)) {
    if (isLink(target) || !inside(realPages, realpathSync(target))) return undefined
  }
  return target
}

/** Whether every part of `file` and the whole of it are short enough for any file system. */
export function nameFits(file: string): boolean {
  return Buffer.byteLength(file) <= MAX_PATH && file.split('/').every((part) => Buffer.byteLength(part) <= MAX_NAME)
}

function inside(dir: string, path: string): boolean {
  const rel = relative(dir, path)
  return rel !== '' && !rel.startsWith('..' + sep) && rel !== '..' && !isAbsolute(rel)
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink()
  } catch {
    return false
  }
}

import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, type Dirent } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { imageSize } from 'image-size'
import { exactCopy } from './exact-copy.ts'
import { detectImageType } from './detect-image-type.ts'
import { hasAlpha } from './has-alpha.ts'
import { MEDIA_DIR, MEDIA_NOTES, MEDIA_URL } from './media-dir.ts'
import type { MediaFile, MediaIndex } from './media-index.ts'
import { svgHazards } from './svg-hazards.ts'
import { imageRefusal } from './image-limits.ts'
import { imageWhole } from './image-whole.ts'

/**
 * Every file under `root`/pages/_media/ (sub-folders included, dotfiles and the image descriptions skipped), keyed by its public path, with
 * its type by its bytes, display size and content hash. Synchronous, and reads the structure of the bytes without
 * decoding the picture: the lint runs it every time.
 */
export function scanMedia(root: string): MediaIndex {
  const base = join(root, MEDIA_DIR)
  const files: MediaFile[] = []
  if (existsSync(base))
    for (const entry of readdirSync(base, { recursive: true, withFileTypes: true }) as Dirent[]) {
      if (!entry.isFile() || entry.name.startsWith('.')) continue
      const rel = relative(base, join(entry.parentPath, entry.name)).split(sep).join('/')
      if (rel.split('/').some((part) => part.startsWith('.')) || `${MEDIA_DIR}/${rel}` === MEDIA_NOTES) continue
      files.push(describeMediaFile(rel, readFileSync(join(base, rel))))
    }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  return new Map(files.map((f) => [f.path, f]))
}

/** One file of pages/_media/ (`rel` inside it) as the index holds it: its type, size and problems, by its bytes. */
export function describeMediaFile(rel: string, data: Buffer): MediaFile {
  const type = detectImageType(data)
  const file: MediaFile = {
    path: MEDIA_URL + rel,
    file: `${MEDIA_DIR}/${rel}`,
    bytes: data.length,
    hash: createHash('sha256').update(data).digest('hex'),
    hasAlpha: hasAlpha(data, type),
    hazards: type === 'svg' ? svgHazards(data.toString('utf8')) : [],
  }
  if (type) {
    file.type = type
    try {
      const size = imageSize(exactCopy(data))
      // EXIF orientations 5 to 8 turn the picture a quarter: what is shown is as wide as the stored pixels are high.
      const turned = (size.orientation ?? 1) >= 5
      file.width = turned ? size.height : size.width
      file.height = turned ? size.width : size.height
    } catch {
      // A truncated or odd header: the file stays in the index without a size, refused below.
    }
  }
  const refusal =
    imageRefusal(file) ??
    (file.type && !imageWhole(data, file.type)
      ? 'its picture data is cut short or damaged, so it cannot be shown: export it again'
      : undefined)
  if (refusal) file.refusal = refusal
  return file
}

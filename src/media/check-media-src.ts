import { suggest } from '../lib/suggest.ts'
import { MEDIA_DIR, MEDIA_URL } from './media-dir.ts'
import type { MediaFile, MediaIndex } from './media-index.ts'
import type { MediaProblem } from './media-problem.ts'

/** Files above this slow every build and usually mean an unexported camera original. */
export const MAX_MEDIA_BYTES = 20 * 1000 * 1000

export interface CheckMediaOptions {
  /** The widest rendition the section shows, in pixels: narrower images get a warning. */
  minWidth?: number
}

/**
 * Problems with an image address written in content: for a local one (anything but https://), that it is a clean
 * path under /media/ naming a file in pages/_media/ whose bytes are an accepted image, a safe SVG, wide enough for
 * the section and not huge. Empty when all is well, and for https:// images, which are not ours to check.
 */
export function checkMediaSrc(src: string, index: MediaIndex, options: CheckMediaOptions = {}): MediaProblem[] {
  if (src.startsWith('https://')) return []
  const error = (code: MediaProblem['code'], message: string, hint: string): MediaProblem[] => [
    { severity: 'error', code, message, hint },
  ]
  if (src.includes('\\'))
    return error(
      'media-bad-path',
      `image path "${src}" uses backslashes`,
      `write it with forward slashes: ${src.replaceAll('\\', '/')}`,
    )
  if (src.startsWith('//'))
    return error(
      'media-bad-path',
      `image address "${src}" leaves out its scheme, so it would load from another site`,
      `write https:${src} for an image elsewhere, or /media/<path> for one in ${MEDIA_DIR}/`,
    )
  if (!src.startsWith(MEDIA_URL)) {
    const name = src.split('/').pop() ?? ''
    const same = [...index.keys()].find((p) => p.endsWith(`/${name}`))
    return error(
      'media-outside',
      `image path "${src}" is not under /media/: local images live in ${MEDIA_DIR}/`,
      same
        ? `did you mean "${same}"?`
        : `put the file in ${MEDIA_DIR}/ and write /media/ followed by its path there (e.g. /media/team/office.jpg)`,
    )
  }
  const segments = src.slice(MEDIA_URL.length).split('/')
  if (segments.some((s) => s === '..' || s === '.' || s === ''))
    return error(
      'media-bad-path',
      `image path "${src}" has an empty, "." or ".." part`,
      `write the file's path inside ${MEDIA_DIR}/ directly after /media/, with single slashes`,
    )

  const file = index.get(src)
  if (!file) {
    const guess = suggest(src, [...index.keys()])
    return error(
      'media-not-found',
      `"${src}" does not exist: there is no ${MEDIA_DIR}/${segments.join('/')}`,
      guess
        ? `did you mean "${guess}"?`
        : `add the image at ${MEDIA_DIR}/${segments.join('/')}, or correct the path (names are case-sensitive)`,
    )
  }
  if (!file.type)
    return error(
      'media-not-image',
      `"${src}" is not an image: its content is not JPEG, PNG, WebP, AVIF or SVG, whatever its name says`,
      'export or save it in one of those formats (renaming a file does not convert it)',
    )
  if (file.refusal) return error('media-bad-image', `"${src}" cannot be used: ${file.refusal}`, REFUSAL_HINT)
  if (file.hazards.length)
    return error(
      'media-unsafe-svg',
      `"${src}" holds ${inWords(file.hazards)}; an SVG that can run code or load other files is not served`,
      'export it again as a plain drawing without scripts, links or embedded content, or use a PNG',
    )

  const problems: MediaProblem[] = []
  if (options.minWidth && file.type !== 'svg' && file.width !== undefined && file.width < options.minWidth)
    problems.push({
      severity: 'warning',
      code: 'media-too-narrow',
      message: `"${src}" is ${file.width} px wide, narrower than the ${options.minWidth} px this section shows; it will look soft on large screens`,
      hint: `use an original at least ${options.minWidth} px wide`,
    })
  if (file.bytes > MAX_MEDIA_BYTES)
    problems.push({
      severity: 'warning',
      code: 'media-too-large',
      message: `"${src}" is ${(file.bytes / 1e6).toFixed(1)} MB; files over ${MAX_MEDIA_BYTES / 1e6} MB slow down every build`,
      hint: 'export it smaller (about 2400 px wide is plenty): visitors get resized copies either way',
    })
  return problems
}

export const REFUSAL_HINT =
  'export the picture again as a JPEG, PNG, WebP or AVIF of at most 16,383 px a side and 50 megapixels (about 2400 px wide is plenty)'

/**
 * The problems of a file in pages/_media/ itself, whether a page uses it or not: the lint reports them at the file,
 * so a file that cannot be used never reaches the build.
 */
export function checkMediaFile(file: MediaFile): MediaProblem | undefined {
  if (!file.type)
    return {
      severity: 'error',
      code: file.bytes ? 'media-not-image' : 'media-bad-image',
      message: file.bytes
        ? 'this file is not an image: its content is not JPEG, PNG, WebP, AVIF or SVG, whatever its name says'
        : 'this file is empty',
      hint: 'export or save it in one of those formats (renaming a file does not convert it), or delete it',
    }
  if (file.refusal)
    return {
      severity: 'error',
      code: 'media-bad-image',
      message: `this image cannot be used: ${file.refusal}`,
      hint: REFUSAL_HINT,
    }
  if (file.hazards.length)
    return {
      severity: 'error',
      code: 'media-unsafe-svg',
      message: `this SVG holds ${inWords(file.hazards)}; an SVG that can run code or load other files is not served`,
      hint: 'export it again as a plain drawing without scripts, links or embedded content, or use a PNG',
    }
  return undefined
}

/** ["a", "b", "c"] → "a, b and c" */
function inWords(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '')
}

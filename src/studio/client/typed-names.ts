import { slugify, withoutAccents } from '../../content/slugify.ts'

/**
 * An address as it is typed into a new entry's or page's Address: lower case, accents dropped, each run of other
 * characters one hyphen (a page's may hold `/` too). Ends are kept as typed, so a hyphen can be typed before the
 * next word.
 */
export function typedAddress(typed: string, page: boolean): string {
  return withoutAccents(typed)
    .toLowerCase()
    .replace(page ? /[^a-z0-9/-]+/g : /[^a-z0-9-]+/g, '-')
}

/** The name an uploaded image is given: its name's words as an address (slugify), and its extension in lower case. */
export function uploadName(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : ''
  return `${slugify(stem) || 'image'}${extension ? `.${extension.replace(/[^a-z0-9]+/g, '')}` : ''}`
}

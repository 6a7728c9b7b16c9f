import { slugify } from '../content/slugify.ts'

/** Longest name of one file or folder, and of a whole path, the studio writes (file systems stop at 255 bytes). */
export const MAX_NAME = 100
export const MAX_PATH = 240

/** The longest address proposed from a title: a file name's limit, with room for `.es.yaml` and a `-2`. */
const LONGEST_ADDRESS = MAX_NAME - 20

/**
 * The address proposed for a new page or entry: its title's slug, cut after a whole word when the title is too long
 * for a file name (an editor cannot make a file the studio would refuse to save).
 */
export function addressSlug(title: string): string {
  const slug = slugify(title)
  if (slug.length <= LONGEST_ADDRESS) return slug
  const cut = slug.slice(0, LONGEST_ADDRESS + 1)
  const lastHyphen = cut.lastIndexOf('-')
  return lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, LONGEST_ADDRESS)
}

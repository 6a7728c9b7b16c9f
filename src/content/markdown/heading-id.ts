import { slugify } from '../slugify.ts'

/** Ids for a text's headings, in order: the slug of each, "-2", "-3"… when one repeats ("section" when empty). */
export function headingIdMaker(): (text: string) => string {
  const used = new Map<string, number>()
  return (text) => {
    const base = slugify(text) || 'section'
    const n = (used.get(base) ?? 0) + 1
    used.set(base, n)
    return n === 1 ? base : `${base}-${n}`
  }
}

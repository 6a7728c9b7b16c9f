import type { LibraryImage } from './studio-client.ts'

/** The images whose name or description hold every word of `query` (any case), only the unused ones with `unused`. */
export function mediaSearch(images: LibraryImage[], query: string, unused = false): LibraryImage[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  return images.filter((image) => {
    if (unused && image.usedOn.length) return false
    const text = `${image.name} ${image.alt ?? ''}`.toLowerCase()
    return words.every((w) => text.includes(w))
  })
}

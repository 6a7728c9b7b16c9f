/**
 * What a page carries for one local image (planImage()'s result): enough for a <picture> with no layout shift.
 * Plain data: it travels in the page's JSON.
 */
export interface ImageRenditions {
  /** Display size of the original, orientation applied: the <img> width and height attributes. */
  width: number
  height: number
  /** Modern formats, best first, each a srcset of width descriptors; empty for SVG. */
  sources: { type: 'image/avif' | 'image/webp'; srcset: string }[]
  /** Fallback <img src>: the original format at the largest width up to 1280 (or the SVG itself). */
  src: string
  /** Fallback srcset in the original format; absent for SVG. */
  srcset?: string
  /** A 1200×630 crop (smaller when the original is) for og:image and JSON-LD; absent for SVG. */
  cover?: { src: string; width: number; height: number }
}

import type { ImageRenditions } from './image-renditions.ts'
import { stockUrl } from './stock-url.ts'

/** The absolute address of an image for og:image and JSON-LD: a local image's 1200×630 cover, a stock photo at 1280. */
export function shareImageUrl(
  image: { src: string; renditions?: ImageRenditions | undefined },
  origin: string,
): string {
  const src = image.renditions?.cover?.src ?? stockUrl(image.src, 1280)
  return src.startsWith('/') ? `${origin}${src}` : src
}

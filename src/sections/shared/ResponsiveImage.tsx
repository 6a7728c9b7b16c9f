import type { Image } from '../../content/schema/common.ts'

import { isStock, stockUrl } from '../../media/stock-url.ts'

export const IMAGE_WIDTHS = [640, 768, 1024, 1280, 1920] as const

type Props = {
  image: Image
  /** Intrinsic size used for the aspect ratio (no layout shift). */
  width: number
  height: number
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes?: string
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean
  quality?: 70 | 80
  className?: string
}

/** An image with a responsive srcset for stock photos, explicit dimensions and lazy loading below the fold. */
export function ResponsiveImage({
  image,
  width,
  height,
  sizes = '100vw',
  priority = false,
  quality = 80,
  className,
}: Props) {
  const stock = isStock(image.src)
  const alt = image.decorative ? '' : image.alt
  return (
    <img
      className={className}
      src={stock ? stockUrl(image.src, width <= 640 ? 640 : 1280, quality) : image.src}
      srcSet={stock ? IMAGE_WIDTHS.map((w) => `${stockUrl(image.src, w, quality)} ${w}w`).join(', ') : undefined}
      sizes={stock ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}

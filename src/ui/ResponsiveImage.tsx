import type { Image } from '../content/schema/common.ts'
import type { ImageRenditions } from '../media/image-renditions.ts'
import { IMAGE_WIDTHS } from '../media/image-widths.ts'
import { isStock, stockUrl } from '../media/stock-url.ts'

type Props = {
  /** `renditions` is filled at build time for local images (planImage()); stock and other https images have none. */
  image: Image & { renditions?: ImageRenditions }
  /** Intrinsic size used for the aspect ratio (no layout shift); a local image's own size takes precedence. */
  width: number
  height: number
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes?: string
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean
  quality?: 70 | 80
  className?: string
}

/**
 * An image with explicit dimensions and lazy loading below the fold: a <picture> with AVIF and WebP sources for a
 * local image with renditions, a responsive srcset for stock photos, a plain <img> otherwise.
 */
export function ResponsiveImage({
  image,
  width,
  height,
  sizes = '100vw',
  priority = false,
  quality = 80,
  className,
}: Props) {
  const alt = image.decorative ? '' : image.alt
  const loading = {
    loading: priority ? 'eager' : 'lazy',
    decoding: priority ? 'sync' : 'async',
    fetchPriority: priority ? 'high' : undefined,
  } as const
  const local = image.renditions
  if (local) {
    const img = (
      <img
        className={className}
        src={local.src}
        srcSet={local.srcset}
        sizes={local.srcset ? sizes : undefined}
        width={local.width}
        height={local.height}
        alt={alt}
        {...loading}
      />
    )
    if (!local.sources.length) return img
    return (
      <picture>
        {local.sources.map((s) => (
          <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
        ))}
        {img}
      </picture>
    )
  }
  const stock = isStock(image.src)
  return (
    <img
      className={className}
      src={stock ? stockUrl(image.src, width <= 640 ? 640 : 1280, quality) : image.src}
      srcSet={stock ? IMAGE_WIDTHS.map((w) => `${stockUrl(image.src, w, quality)} ${w}w`).join(', ') : undefined}
      sizes={stock ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      {...loading}
    />
  )
}

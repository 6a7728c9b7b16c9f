import type { Image } from '../../content/schema/common.ts'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx'

type Props = {
  image: Image
  /** The box's class: `split__media` beside text, or a section's own. */
  className?: string
  /** The `sizes` of its srcset: how wide it shows on each screen. */
  sizes?: string
  quality?: 70 | 80
}

/** An image beside a section's text, at most half the page wide (SHOWN_WIDTH.half). */
export function SideImage({
  image,
  className = 'split__media',
  sizes = '(min-width: 900px) 45vw, 100vw',
  quality,
}: Props) {
  return (
    <div className={className}>
      <ResponsiveImage
        image={image}
        width={SHOWN_WIDTH.half}
        height={720}
        sizes={sizes}
        {...(quality ? { quality } : {})}
      />
    </div>
  )
}

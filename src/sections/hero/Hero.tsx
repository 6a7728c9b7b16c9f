import { useId } from 'react'
import type { HeroProps } from './section.ts'
import { Actions } from '../../ui/ActionLink.tsx'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx'

/** The first section of a page: the page's only h1, over a priority image (the LCP element) or a plain band. */
export function Hero({ variant = 'page', eyebrow, heading, text, image, actions }: HeroProps) {
  const headingId = useId()
  const media = variant !== 'minimal' && image
  return (
    <section
      className={`section section--hero hero hero--${variant}${media ? ' hero--has-image' : ''}`}
      aria-labelledby={headingId}
    >
      {media && (
        <div className="hero__media">
          <ResponsiveImage
            className="hero__image"
            image={image}
            width={SHOWN_WIDTH.fullBleed}
            height={1080}
            sizes="100vw"
            priority
          />
        </div>
      )}
      <div className="container hero__content">
        {eyebrow && <p className="eyebrow hero__eyebrow">{eyebrow}</p>}
        <h1 id={headingId}>{heading}</h1>
        {text && <p className="hero__text">{text}</p>}
        <Actions actions={actions} />
      </div>
    </section>
  )
}

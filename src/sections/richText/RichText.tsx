import { useId } from 'react'
import type { RichTextProps } from './section.ts'
import { Actions } from '../../ui/ActionLink.tsx'
import { Markdown } from '../../ui/Markdown.tsx'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx'

/** Text blocks with an optional image beside them and buttons below. */
export function RichText({
  id,
  eyebrow,
  heading,
  body,
  image,
  imagePosition = 'right',
  tone = 'light',
  actions,
}: RichTextProps) {
  const headingId = useId()
  return (
    <section
      id={id}
      className={`section section--richText section--${tone}`}
      aria-labelledby={heading ? headingId : undefined}
    >
      <div className={`container${image ? ` split split--image-${imagePosition}` : ''}`}>
        <div className="split__main prose">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          {heading && <h2 id={headingId}>{heading}</h2>}
          {/* Under a section heading, "## " blocks are subheadings (h3). */}
          <Markdown tree={body} headingOffset={heading ? 1 : 0} />
          <Actions actions={actions} />
        </div>
        {image && (
          <div className="split__media">
            <ResponsiveImage
              image={image}
              width={SHOWN_WIDTH.half}
              height={720}
              sizes="(min-width: 900px) 45vw, 100vw"
            />
          </div>
        )}
      </div>
    </section>
  )
}

import { useId } from 'react'
import type { RichTextProps } from './section.ts'
import { Actions } from '../../ui/ActionLink.tsx'
import { Markdown } from '../../ui/Markdown.tsx'
import { MediaText } from '../shared/MediaText.tsx'

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
      <MediaText image={image} position={imagePosition} mainClass="prose">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        {heading && <h2 id={headingId}>{heading}</h2>}
        {/* Under a section heading, "## " blocks are subheadings (h3). */}
        <Markdown tree={body} headingOffset={heading ? 1 : 0} />
        <Actions actions={actions} />
      </MediaText>
    </section>
  )
}

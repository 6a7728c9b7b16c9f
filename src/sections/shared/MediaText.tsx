import type { ReactNode } from 'react'
import type { Image } from '../../content/schema/common.ts'
import { SideImage } from './SideImage.tsx'

type Props = {
  image?: Image | undefined
  /** Which side the image takes on wide screens; without, the layout's default (right). */
  position?: 'left' | 'right' | undefined
  /** Extra class of the text's box. */
  mainClass?: string
  children: ReactNode
}

/** A section's text with an optional image beside it (stacked on small screens); without an image, the text alone. */
export function MediaText({ image, position, mainClass, children }: Props) {
  const layout = image ? ` split${position ? ` split--image-${position}` : ''}` : ''
  return (
    <div className={`container${layout}`}>
      <div className={mainClass ? `split__main ${mainClass}` : 'split__main'}>{children}</div>
      {image && <SideImage image={image} />}
    </div>
  )
}

import { useEffect, useRef } from 'react'
import { MediaLibrary } from './MediaLibrary.tsx'
import type { LibraryImage } from './studio-client.ts'

type Props = {
  /** Prefix of the ids inside. */
  id: string
  onPick: (image: LibraryImage, images: LibraryImage[]) => void
  /** Closed (Choose, Close or Escape): the opener takes the focus back. */
  onClose: () => void
  say: (message: string) => void
}

/**
 * The media library as a modal dialog, for a form's image field: the page behind is inert (focus stays inside),
 * Escape or Close closes it, and choosing an image closes it with that image.
 */
export function ImagePicker({ id, onPick, onClose, say }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const d = dialog.current
    if (!d) return
    // jsdom has no modal dialogs: there it is only shown.
    if (typeof d.showModal === 'function') d.showModal()
    else d.setAttribute('open', '')
    d.querySelector<HTMLElement>('input')?.focus()
    return () => {
      if (d.open && typeof d.close === 'function') d.close()
    }
  }, [])
  return (
    <dialog
      ref={dialog}
      className="image-picker"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
    >
      <div className="image-picker__head">
        <h2 id={`${id}-title`}>Choose an image</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <MediaLibrary
        say={say}
        labelledBy={`${id}-title`}
        onPick={(image, images) => {
          onPick(image, images)
          onClose()
        }}
      />
    </dialog>
  )
}

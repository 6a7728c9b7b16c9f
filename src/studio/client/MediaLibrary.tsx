import { useId, useState } from 'react'
import { MediaCard } from './MediaCard.tsx'
import { mediaSearch } from './media-search.ts'
import type { LibraryImage } from './studio-client.ts'
import { IMAGE_TYPES, uploadImage, uploadedAsWords } from './upload-image.ts'
import { useMediaLibrary } from './use-media-library.ts'

type Props = {
  say: (message: string) => void
  /** The picker (a form's image field): each image gets a Choose button instead of the library's own tools. */
  onPick?: (image: LibraryImage, images: LibraryImage[]) => void
  /** Opens a page or entry in the studio. */
  onOpen?: (file: string) => void
  /** Files changed on disk by a rename, a description or an upload. */
  onFilesChanged?: (files: string[]) => void
  /** The id of the heading that names this library (the view's or the dialog's). */
  labelledBy: string
}

/**
 * The images of pages/_media/: a search by name and description, the unused ones on demand, an upload, and for each
 * image its thumbnail, size, description, the pages that use it and a rename (or, in the picker, Choose).
 */
export function MediaLibrary({ say, onPick, onOpen, onFilesChanged, labelledBy }: Props) {
  const id = useId().replace(/:/g, '')
  const { images, reload } = useMediaLibrary(say)
  const [query, setQuery] = useState('')
  const [unused, setUnused] = useState(false)
  const [busy, setBusy] = useState('')
  const shown = images ? mediaSearch(images, query, unused) : []
  const changed = (files: string[]) => {
    void reload()
    onFilesChanged?.(files)
  }
  return (
    <div className="media-library">
      <div className="media-library__tools">
        <label htmlFor={`${id}-search`}>Search images</label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Name or description"
        />
        <label className="media-library__unused">
          <input type="checkbox" checked={unused} onChange={(e) => setUnused(e.target.checked)} />
          Only images no page uses
        </label>
        <label className="media-library__upload">
          Upload an image
          <input
            type="file"
            accept={IMAGE_TYPES}
            onChange={(e) => {
              const input = e.target
              const f = input.files?.[0]
              input.value = ''
              if (!f) return
              setBusy('Uploading…')
              uploadImage(f).then(
                (src) => {
                  setBusy(uploadedAsWords(f, src) || `Uploaded ${src.replace(/^\/media\//, '')}`)
                  changed([`pages/_media/${src.replace(/^\/media\//, '')}`])
                },
                (err: Error) => setBusy(err.message),
              )
            }}
          />
        </label>
        <p role="status" className="media-library__status">
          {busy}
        </p>
      </div>
      {!images ? (
        <p>Loading the images…</p>
      ) : (
        <>
          <p className="media-library__count" aria-live="polite">
            {countWords(shown.length, images.length)}
          </p>
          <ul className="media-library__list" aria-labelledby={labelledBy}>
            {shown.map((image, i) => (
              <MediaCard
                key={`${image.src}\n${image.alt ?? ''}`}
                id={`${id}-${i}`}
                image={image}
                say={say}
                {...(onPick ? { onPick: (picked) => onPick(picked, images) } : {})}
                {...(onOpen ? { onOpen } : {})}
                onChanged={changed}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

/** "4 images", "One image", "2 of 4 images", "No image matches". */
function countWords(shown: number, all: number): string {
  if (!all) return 'No images yet: upload one.'
  if (shown === all) return all === 1 ? 'One image' : `${all} images`
  return shown ? `${shown} of ${all} images` : 'No image matches.'
}

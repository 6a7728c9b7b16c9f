import { useEffect, useRef, useState } from 'react'
import { ImagePicker } from '../ImagePicker.tsx'
import { useStudio } from '../studio-context.ts'
import type { LibraryImage } from '../studio-client.ts'
import type { LeafFieldProps, Path, SetAt } from './field-props.ts'
import { Help } from './Help.tsx'
import { RouteInput } from './RouteInput.tsx'
import { IMAGE_TYPES, uploadedAsWords } from '../upload-image.ts'

type Props = LeafFieldProps & {
  kind: string
  /** Where the value is in the file's data, and the form's setter: choosing an image fills in its description. */
  path?: Path
  setAt?: SetAt
}

/**
 * A link offering the site's routes, or (`kind` "image") an image offering the media, with the media library (a
 * dialog) and an upload. An image chosen in the library brings its description into the image's own "alt" when that
 * is empty or still holds the description of the image it replaces.
 */
export function LinkField({ id, label, help, value, set, control, problems, kind, path, setAt }: Props) {
  const { routes, media, upload, valueAt } = useStudio()
  const [busy, setBusy] = useState('')
  const [picking, setPicking] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const returning = useRef(false)
  useEffect(() => {
    if (picking || !returning.current) return
    returning.current = false
    opener.current?.focus()
  }, [picking])
  const image = kind === 'image'
  const options = image ? media : kind === 'https' ? [] : routes
  const pick = (chosen: LibraryImage, images: LibraryImage[]) => {
    set(chosen.src)
    if (!path || !setAt || !valueAt || path.at(-1) !== 'src' || !chosen.alt) return
    const altPath = [...path.slice(0, -1), 'alt']
    const alt = valueAt(altPath)
    const before = images.find((i) => i.src === value)?.alt
    if (alt === undefined || alt === '' || alt === before) setAt(altPath, chosen.alt)
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <RouteInput {...control} value={String(value ?? '')} options={options} onValue={set} />
      {image && (
        <div className="upload">
          {typeof value === 'string' && value.startsWith('/media/') && (
            <img src={value} alt="" width="80" height="60" />
          )}
          <button type="button" ref={opener} onClick={() => setPicking(true)} aria-describedby={id}>
            Choose from the images
          </button>
          <label>
            Upload an image into pages/_media
            <input
              type="file"
              accept={IMAGE_TYPES}
              onChange={(e) => {
                const input = e.target
                const f = input.files?.[0]
                // The control forgets the file once it is sent: the next entry's upload starts empty.
                input.value = ''
                if (!f) return
                setBusy('Uploading…')
                upload(f).then(
                  (src) => (set(src), setBusy(uploadedAsWords(f, src))),
                  (err: Error) => setBusy(err.message),
                )
              }}
            />
          </label>
          <span role="status">{busy}</span>
          {picking && (
            <ImagePicker
              id={`${id}-picker`}
              say={setBusy}
              onPick={pick}
              onClose={() => {
                returning.current = true
                setPicking(false)
              }}
            />
          )}
        </div>
      )}
      {help && (
        <Help id={id}>
          {help}
          {image ? '' : ' Pick a page from the list or write an https:// address.'}
        </Help>
      )}
      {problems}
    </div>
  )
}

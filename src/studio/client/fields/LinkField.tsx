import { useState } from 'react'
import { useStudio } from '../studio-context.ts'
import type { LeafFieldProps } from './field-props.ts'
import { Help } from './Help.tsx'
import { RouteInput } from './RouteInput.tsx'

/** A link offering the site's routes, or (`kind` "image") an image offering the media, with an upload. */
export function LinkField({ id, label, help, value, set, control, problems, kind }: LeafFieldProps & { kind: string }) {
  const { routes, media, upload } = useStudio()
  const [busy, setBusy] = useState('')
  const image = kind === 'image'
  const options = image ? media : kind === 'https' ? [] : routes
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <RouteInput {...control} value={String(value ?? '')} options={options} onValue={set} />
      {image && (
        <div className="upload">
          {typeof value === 'string' && value.startsWith('/media/') && (
            <img src={value} alt="" width="80" height="60" />
          )}
          <label>
            Upload an image into pages/_media
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml"
              onChange={(e) => {
                const input = e.target
                const f = input.files?.[0]
                // The control forgets the file once it is sent: the next entry's upload starts empty.
                input.value = ''
                if (!f) return
                setBusy('Uploading…')
                upload(f).then(
                  (src) => (set(src), setBusy('')),
                  (err: Error) => setBusy(err.message),
                )
              }}
            />
          </label>
          <span role="status">{busy}</span>
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

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { PREVIEW_REFRESH } from './preview-message.ts'

const WIDTHS = { desktop: 1280, phone: 390 } as const
type Width = keyof typeof WIDTHS

/**
 * The preview pane: the page rendered at a true desktop (1280 px) or phone (390 px) width, scaled down to fit the
 * pane, so its layout is the one visitors get and not the pane's own narrow one. `version` changes when the unsaved
 * state does; the frame is then told to fetch it again.
 */
export function PreviewPane({
  route,
  version,
  incomplete = false,
  isNew = false,
  proposal,
  note,
}: {
  route: string
  version: number
  incomplete?: boolean
  /** A page or entry not saved yet: it has no earlier version, and shows with stand-ins for what is empty. */
  isNew?: boolean | undefined
  /** One's own proposal of this page: the page is shown as proposed. */
  proposal?: string | undefined
  /** A note on the page shown (a draft, a page not yet live). */
  note?: ReactNode
}) {
  const [width, setWidth] = useState<Width>('desktop')
  const [box, setBox] = useState({ width: 0, height: 0 })
  const area = useRef<HTMLDivElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    const el = area.current
    if (!el) return
    const observer = new ResizeObserver(([entry]) =>
      setBox({ width: entry!.contentRect.width, height: entry!.contentRect.height }),
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    frame.current?.contentWindow?.postMessage({ type: PREVIEW_REFRESH }, window.location.origin)
  }, [version])

  const px = WIDTHS[width]
  const scale = box.width ? Math.min(1, box.width / px) : 1
  const percent = Math.round(scale * 100)
  return (
    <section className="preview" aria-labelledby="preview-h">
      <div className="preview-bar">
        <h2 id="preview-h">Preview of {route}</h2>
        <fieldset>
          <legend className="sr-only">Preview width</legend>
          {(Object.keys(WIDTHS) as Width[]).map((w) => (
            <label key={w}>
              <input type="radio" name="width" checked={width === w} onChange={() => setWidth(w)} />{' '}
              {w === 'desktop' ? 'Desktop' : 'Phone'}
            </label>
          ))}
        </fieldset>
      </div>
      <p className="preview-width" data-testid="preview-width">
        {px} px wide{percent < 100 ? `, shown at ${percent}%` : ''}
      </p>
      {incomplete && (
        <p className="preview-note">
          {isNew
            ? 'Fields still empty show their name or a sample here until you fill them in.'
            : 'Some fields still need something: the preview shows the page as it was before them.'}{' '}
          The form marks what to fill in.
        </p>
      )}
      {proposal && <p className="preview-note">Shown as you proposed it, waiting for review.</p>}
      {note}
      <div className="preview-area" ref={area}>
        <iframe
          key={`${route} ${proposal ?? ''}`}
          ref={frame}
          title={`Preview of ${route}`}
          src={`/_studio/preview?route=${encodeURIComponent(route)}${proposal ? `&proposal=${encodeURIComponent(proposal)}` : ''}`}
          className={width}
          style={{
            width: px,
            height: box.height ? box.height / scale : '100%',
            transform: scale < 1 ? `scale(${scale})` : undefined,
            left: scale < 1 ? 0 : (box.width - px) / 2,
          }}
        />
      </div>
    </section>
  )
}

import { useState, type MouseEvent } from 'react'
import { sizeInWords } from './size-in-words.ts'
import { studio, type LibraryImage } from './studio-client.ts'

type Props = {
  image: LibraryImage
  /** Prefix of the ids inside. */
  id: string
  say: (message: string) => void
  /** The picker: a button that chooses the image, instead of the library's own tools. */
  onPick?: (image: LibraryImage) => void
  /** Opens a page or entry in the studio (the "Used on" links). */
  onOpen?: (file: string) => void
  /** The image was renamed or described: these files changed on disk. */
  onChanged?: (files: string[]) => void
}

/** A plain left click, which the studio handles itself; any other (a new tab) follows the link. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/** One image of the media library: its thumbnail, name, size, description and where it is used. */
export function MediaCard({ image, id, say, onPick, onOpen, onChanged }: Props) {
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(image.name)
  const [alt, setAlt] = useState(image.alt ?? '')
  const [problem, setProblem] = useState('')
  const size = [sizeInWords(image.bytes), image.width ? `${image.width} × ${image.height} px` : '']
    .filter(Boolean)
    .join(', ')
  const rename = async () => {
    const to = name.trim()
    if (!to || to === image.name) return setRenaming(false)
    try {
      const r = await studio.renameImage(image.src, to)
      setProblem('')
      setRenaming(false)
      say(
        `Renamed ${image.name} to ${to}` +
          (r.changed ? `; ${r.changed === 1 ? 'the page' : `the ${r.changed} pages`} using it follow` : ''),
      )
      onChanged?.(r.files)
    } catch (e) {
      setProblem((e as Error).message)
    }
  }
  const describe = async () => {
    try {
      const r = await studio.describeImage(image.src, alt)
      setProblem('')
      say(alt.trim() ? `Description of ${image.name} kept` : `Description of ${image.name} removed`)
      if (r.files.length) onChanged?.(r.files)
    } catch (e) {
      setProblem((e as Error).message)
    }
  }
  return (
    <li className="media-card" aria-labelledby={`${id}-name`}>
      {image.thumb ? (
        <img
          className="media-card__thumb"
          src={image.thumb}
          alt=""
          loading="lazy"
          width={image.width ?? 160}
          height={image.height ?? 120}
        />
      ) : (
        <span className="media-card__thumb media-card__none">No preview</span>
      )}
      <h3 id={`${id}-name`} className="media-card__name">
        {image.name}
      </h3>
      <p className="media-card__size">{size}</p>
      {image.problem && <p className="media-card__problem">Not shown on the site: {image.problem}.</p>}
      {onPick ? (
        <>
          {image.alt && <p className="media-card__alt">{image.alt}</p>}
          <button type="button" className="primary" onClick={() => onPick(image)} aria-describedby={`${id}-name`}>
            Choose
          </button>
        </>
      ) : (
        <>
          <form
            className="media-card__describe"
            onSubmit={(e) => {
              e.preventDefault()
              void describe()
            }}
          >
            <label htmlFor={`${id}-alt`}>Description (what the image shows)</label>
            <textarea id={`${id}-alt`} rows={2} value={alt} onChange={(e) => setAlt(e.target.value)} />
            <button type="submit" disabled={alt.trim() === (image.alt ?? '')}>
              Keep description
            </button>
          </form>
          <p className="media-card__used">{image.usedOn.length ? 'Used on:' : 'Not used on any page.'}</p>
          {image.usedOn.length > 0 && (
            <ul className="media-card__uses">
              {image.usedOn.map((use) => (
                <li key={use.file}>
                  <a
                    href={`/_studio?file=${encodeURIComponent(use.file)}`}
                    onClick={(e) => {
                      if (!onOpen || !plainClick(e)) return
                      e.preventDefault()
                      onOpen(use.file)
                    }}
                  >
                    {use.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {renaming ? (
            <form
              className="media-card__rename"
              onSubmit={(e) => {
                e.preventDefault()
                void rename()
              }}
              onKeyDown={(e) => {
                if (e.key !== 'Escape') return
                e.preventDefault()
                setRenaming(false)
              }}
            >
              <label htmlFor={`${id}-to`}>New name</label>
              <input
                id={`${id}-to`}
                type="text"
                value={name}
                autoFocus
                onChange={(e) => setName(e.target.value)}
                aria-describedby={`${id}-to-help`}
              />
              <p id={`${id}-to-help`} className="help">
                Letters, digits, - and _, keeping the ending. Every page that uses the image follows.
              </p>
              <button type="submit" className="primary">
                Rename
              </button>
              <button type="button" onClick={() => (setRenaming(false), setName(image.name), setProblem(''))}>
                Cancel
              </button>
            </form>
          ) : (
            <button type="button" onClick={() => setRenaming(true)} aria-describedby={`${id}-name`}>
              Rename
            </button>
          )}
        </>
      )}
      {problem && (
        <p className="media-card__refusal" role="alert">
          {problem}
        </p>
      )}
    </li>
  )
}

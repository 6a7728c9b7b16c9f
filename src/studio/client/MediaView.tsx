import { MediaLibrary } from './MediaLibrary.tsx'

type Props = {
  say: (message: string) => void
  onOpen: (file: string) => void
  onFilesChanged: (files: string[]) => void
}

/** The studio's media library, in place of the form: every image of the site, its description, uses and name. */
export function MediaView({ say, onOpen, onFilesChanged }: Props) {
  return (
    <section className="media-view" aria-labelledby="media-h">
      <h2 id="media-h" tabIndex={-1}>
        Images
      </h2>
      <p className="help">
        Every image in pages/_media. A description kept here is offered when the image is chosen for a page; a rename
        changes every page that uses the image.
      </p>
      <MediaLibrary say={say} onOpen={onOpen} onFilesChanged={onFilesChanged} labelledBy="media-h" />
    </section>
  )
}

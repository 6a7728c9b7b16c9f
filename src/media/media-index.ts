/** An image format the pipeline accepts, as detected from a file's bytes. */
export type MediaType = 'jpeg' | 'png' | 'webp' | 'avif' | 'svg'

/** One file under pages/_media/, as scanMedia() found it. */
export interface MediaFile {
  /** Public path: /media/team/austin-office.jpg */
  path: string
  /** Relative to the project root, forward slashes: pages/_media/team/austin-office.jpg */
  file: string
  bytes: number
  /** sha256 of the file's bytes, hex. */
  hash: string
  /** Undefined when the bytes are none of the accepted image formats, whatever the file's name says. */
  type?: MediaType
  /** Display size with the EXIF orientation applied; undefined when it cannot be read. */
  width?: number
  height?: number
  /** True when the image may be transparent (PNG or WebP with an alpha channel). */
  hasAlpha: boolean
  /** Why the bytes cannot be used (empty, not an image, a size that cannot be read or is too large); undefined when they can. */
  refusal?: string
  /** For SVG: what makes it unsafe to serve (scripts, event handlers, external references); empty when safe. */
  hazards: string[]
}

/** Every file under pages/_media/, keyed by its public path, sorted by path. */
export type MediaIndex = Map<string, MediaFile>

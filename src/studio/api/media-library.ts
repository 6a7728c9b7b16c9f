import { MEDIA_URL } from '../../media/media-dir.ts'
import { checkMediaFile } from '../../media/check-media-src.ts'
import type { MediaFile } from '../../media/media-index.ts'
import { readMediaNotes } from '../../media/media-notes.ts'
import { renditionSet } from '../../media/rendition-set.ts'
import { scanMedia } from '../../media/scan-media.ts'
import { mediaUses, type ImageUse } from './media-uses.ts'
import { diskFiles } from './with-drafts.ts'

/** One image of pages/_media/ as the studio's library shows it. */
export interface LibraryImage {
  /** Its address in content: /media/team/office.jpg */
  src: string
  /** Its path inside pages/_media/: team/office.jpg */
  name: string
  bytes: number
  width?: number
  height?: number
  /**
   * What to show as its thumbnail: a raster image's narrowest WebP copy (the build makes it anyway), a safe SVG
   * itself (served sandboxed, shown in an img, which runs nothing); none for a file that is not served.
   */
  thumb?: string
  /** Why the site does not show it, in plain words; undefined when it can be used. */
  problem?: string
  /** Its description kept with it (pages/_media/_media.yaml), offered when it is picked. */
  alt?: string
  /** The pages and entries saved on disk that show it. */
  usedOn: ImageUse[]
}

/** Every image of `root`'s pages/_media/, sorted by name, with its description and where it is used. */
export function mediaLibrary(root: string): { images: LibraryImage[] } {
  const index = scanMedia(root)
  const notes = readMediaNotes(root, index)
  const uses = mediaUses(diskFiles(root))
  const images = [...index.values()].map((file): LibraryImage => {
    const problem = checkMediaFile(file)?.message
    const alt = notes.alt.get(file.path)
    return {
      src: file.path,
      name: file.path.slice(MEDIA_URL.length),
      bytes: file.bytes,
      ...(file.width && file.height ? { width: file.width, height: file.height } : {}),
      ...(problem ? { problem } : { thumb: thumbOf(file) }),
      ...(alt ? { alt } : {}),
      usedOn: uses.get(file.path) ?? [],
    }
  })
  return { images }
}

function thumbOf(file: MediaFile): string | undefined {
  if (file.type === 'svg') return file.path
  return renditionSet(file)?.webp[0]?.url
}

/**
 * How renditions are encoded. AVIF at effort 2 is about ten times faster than sharp's default 4 for files some 20%
 * larger, which keeps a cold build of a few dozen photos in seconds on two cores. JPEG goes through mozjpeg
 * (progressive, trellis); PNG stays lossless because it is chosen for drawings and transparency. Changing any value
 * changes every rendition's file name (see renditionUrl), so no browser keeps an old encoding.
 */
export const ENCODE_OPTIONS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
} as const

/** The og:image / JSON-LD size (Open Graph's recommended 1.91:1). */
export const COVER_SIZE = { width: 1200, height: 630 } as const

/** Widest copy served at an image's own path, for places that cannot use a srcset (feeds, e-mail, old links). */
export const PLAIN_MAX_WIDTH = 1280

/** Bumped when processing changes in a way the options above do not show (cropping, orientation, metadata). */
export const PIPELINE_VERSION = 1

/** Where editors put their images, relative to the project root. */
export const MEDIA_DIR = 'pages/_media'

/** The public path prefix of those images: pages/_media/team/a.jpg is /media/team/a.jpg. */
export const MEDIA_URL = '/media/'

/** The descriptions kept with the images (media-notes.ts): no image, never served. */
export const MEDIA_NOTES = `${MEDIA_DIR}/_media.yaml`

/** A problem with one image path, as data; the content loader turns it into a positioned diagnostic. */
export interface MediaProblem {
  severity: 'error' | 'warning'
  code:
    | 'media-bad-path'
    | 'media-outside'
    | 'media-not-found'
    | 'media-not-image'
    | 'media-bad-image'
    | 'media-unsafe-svg'
    | 'media-too-narrow'
    | 'media-too-large'
  message: string
  hint: string
}

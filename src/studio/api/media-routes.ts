import type { IncomingMessage } from 'node:http'
import { describeImage } from './describe-image.ts'
import { mediaLibrary } from './media-library.ts'
import { oneAtATime } from './one-at-a-time.ts'
import { renameImage } from './rename-image.ts'
import type { Route } from './serve-routes.ts'

interface MediaRouteHooks {
  /** Everyone's unsaved files, as [person, file, text]: a rename waits until none names the image. */
  drafts: () => Iterable<[string, string, string]>
  /** The person of `req` changed `files` (the team studio's owners: a publish or a proposal takes them). */
  claim: (req: IncomingMessage, files: string[]) => void
}

/**
 * The media library's requests: the images with their descriptions and uses (GET media), a description kept
 * (POST media-describe {src, alt}) and a rename that moves every reference (POST media-rename {from, to}).
 */
export function mediaRoutes(root: string, { drafts, claim }: MediaRouteHooks): Record<string, Route> {
  // Two renames at once could each find the other's old name free.
  const turn = oneAtATime()
  return {
    'GET media': () => mediaLibrary(root),
    'POST media-describe': (req, body) =>
      turn(() => {
        const answer = describeImage(root, body)
        claim(req, answer.files)
        return Promise.resolve(answer)
      }),
    'POST media-rename': (req, body) =>
      turn(() => {
        const answer = renameImage(root, drafts(), body)
        claim(req, answer.files)
        return Promise.resolve(answer)
      }),
  }
}

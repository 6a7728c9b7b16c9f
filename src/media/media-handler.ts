import type { Connect } from 'vite'
import { contentType } from './content-type.ts'
import { MEDIA_DIR, MEDIA_URL } from './media-dir.ts'
import { MEDIA_HEADERS } from './media-headers.ts'
import type { MediaIndex } from './media-index.ts'
import type { MediaJob } from './media-job.ts'
import { mediaJobs } from './media-jobs.ts'
import { renderMedia } from './render-media.ts'
import { scanMedia } from './scan-media.ts'

export interface MediaSource {
  index: () => MediaIndex
  jobs: () => Map<string, MediaJob>
  /** pages/_media/ is scanned again at the next request. */
  forget: () => void
  root: () => string
  cacheDir: () => string
  log: (message: string) => void
}

/** The images of pages/_media/ under `root()`, scanned on first use and again after `forget`. */
export function mediaSource(root: () => string, cacheDir: () => string, log: (message: string) => void): MediaSource {
  let index: MediaIndex | undefined
  let jobs: Map<string, MediaJob> | undefined
  const currentIndex = () => (index ??= scanMedia(root()))
  return {
    index: currentIndex,
    jobs: () => (jobs ??= mediaJobs(currentIndex())),
    forget: () => {
      index = undefined
      jobs = undefined
    },
    root,
    cacheDir,
    log,
  }
}

/**
 * Answers GET /media/… with the rendition it names, encoded and cached on first use (`npm run dev`, and the team
 * studio's preview); anything else goes on to `next`.
 */
export function mediaHandler({ index, jobs, forget, root, cacheDir, log }: MediaSource): Connect.NextHandleFunction {
  let rescanned = 0
  return (req, res, next) => {
    const path = req.url?.split('?')[0] ?? ''
    if (!path.startsWith(MEDIA_URL) || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
    for (const [name, value] of MEDIA_HEADERS) res.setHeader(name, value)
    let url: string | undefined
    try {
      url = decodeURIComponent(path)
    } catch {
      // A malformed %-escape names no file.
    }
    // A file added a moment ago may not have reached the watcher yet: look again before answering 404.
    let job = url === undefined ? undefined : jobs().get(url)
    if (!job && url !== undefined && Date.now() - rescanned > 1000) {
      rescanned = Date.now()
      forget()
      job = jobs().get(url)
    }
    const plain = (status: number, message: string) => {
      res.statusCode = status
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end(message)
    }
    if (!job) {
      const refused = url === undefined ? undefined : index().get(url)?.refusal
      return plain(
        404,
        refused
          ? `${url} is not served: ${refused}. The content lint (npm run lint:content) names the fix.`
          : `No image at ${path}: local images live in ${MEDIA_DIR}/ and are written as /media/<path>.`,
      )
    }
    renderMedia(job, { root: root(), cacheDir: cacheDir() }).then(
      ({ data }) => {
        res.setHeader('Content-Type', contentType(job.format))
        res.setHeader('Content-Length', data.length)
        res.setHeader('Cache-Control', 'no-cache')
        res.end(req.method === 'HEAD' ? undefined : data)
      },
      (e: unknown) => {
        forget()
        // The terminal gets the details; the browser a plain answer without paths or a stack.
        log(`[media] ${job.source.file}: ${(e as Error).message}`)
        plain(500, `${job.source.path} could not be processed: the terminal running the dev server says why.`)
      },
    )
  }
}

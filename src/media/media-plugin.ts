import { join, resolve, sep } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { contentType } from './content-type.ts'
import { MEDIA_DIR, MEDIA_URL } from './media-dir.ts'
import { MEDIA_HEADERS } from './media-headers.ts'
import type { MediaIndex } from './media-index.ts'
import type { MediaJob } from './media-job.ts'
import { mediaJobs } from './media-jobs.ts'
import { renderMedia } from './render-media.ts'
import { scanMedia } from './scan-media.ts'
import { writeMedia } from './write-media.ts'

export interface MediaPluginOptions {
  /**
   * Project root holding pages/_media/.
   * @default Vite's root
   */
  root?: string
  /**
   * Where processed images are kept between runs.
   * @default `root`/.cache/media
   */
  cacheDir?: string
}

/**
 * Local images: `npm run dev` serves every rendition under /media/ on request (encoded and cached on first use);
 * the client build writes them all into the output folder's media/. The server (SSR) build writes nothing.
 */
export function mediaPlugin(options: MediaPluginOptions = {}): Plugin {
  let config: ResolvedConfig
  let index: MediaIndex | undefined
  let jobs: Map<string, MediaJob> | undefined
  let rescanned = 0
  const root = () => resolve(options.root ?? config.root)
  const cacheDir = () => options.cacheDir ?? join(root(), '.cache/media')
  const currentIndex = () => (index ??= scanMedia(root()))
  const currentJobs = () => (jobs ??= mediaJobs(currentIndex()))
  /** pages/_media/ is scanned again at the next request. */
  const forget = () => {
    index = undefined
    jobs = undefined
  }

  return {
    name: 'site-media',
    configResolved(resolved) {
      config = resolved
    },
    configureServer(server) {
      const mediaDir = join(root(), MEDIA_DIR)
      server.watcher.add(mediaDir)
      for (const event of ['add', 'change', 'unlink'] as const)
        server.watcher.on(event, (file: string) => {
          if (file.startsWith(mediaDir + sep)) forget()
        })
      server.middlewares.use((req, res, next) => {
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
        let job = url === undefined ? undefined : currentJobs().get(url)
        if (!job && url !== undefined && Date.now() - rescanned > 1000) {
          rescanned = Date.now()
          forget()
          job = currentJobs().get(url)
        }
        const plain = (status: number, message: string) => {
          res.statusCode = status
          res.setHeader('Content-Type', 'text/plain; charset=utf-8')
          res.end(message)
        }
        if (!job) {
          const refused = url === undefined ? undefined : currentIndex().get(url)?.refusal
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
            config.logger.error(`[media] ${job.source.file}: ${(e as Error).message}`)
            plain(500, `${job.source.path} could not be processed: the terminal running the dev server says why.`)
          },
        )
      })
    },
    async writeBundle() {
      if (config.command !== 'build' || config.build.ssr) return
      forget()
      await writeMedia({
        root: root(),
        outDir: resolve(config.root, config.build.outDir),
        cacheDir: cacheDir(),
        jobs: currentJobs(),
      })
    },
  }
}

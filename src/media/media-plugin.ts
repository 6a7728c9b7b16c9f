import { join, resolve, sep } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { contentType } from './content-type.ts'
import { MEDIA_DIR, MEDIA_URL } from './media-dir.ts'
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
  let jobs: Map<string, MediaJob> | undefined
  const root = () => resolve(options.root ?? config.root)
  const cacheDir = () => options.cacheDir ?? join(root(), '.cache/media')
  const currentJobs = () => (jobs ??= mediaJobs(scanMedia(root())))

  return {
    name: 'site-media',
    configResolved(resolved) {
      config = resolved
    },
    configureServer(server) {
      const mediaDir = join(root(), MEDIA_DIR)
      server.watcher.add(mediaDir)
      const forget = (file: string) => {
        if (file.startsWith(mediaDir + sep)) jobs = undefined
      }
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, forget)
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? ''
        if (!path.startsWith(MEDIA_URL) || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
        let job: MediaJob | undefined
        try {
          job = currentJobs().get(decodeURIComponent(path))
        } catch {
          // A malformed %-escape names no file.
        }
        if (!job) {
          res.statusCode = 404
          res.setHeader('Content-Type', 'text/plain; charset=utf-8')
          res.end(`No image at ${path}: local images live in ${MEDIA_DIR}/ and are written as /media/<path>.`)
          return
        }
        renderMedia(job, { root: root(), cacheDir: cacheDir() }).then(
          ({ data }) => {
            res.setHeader('Content-Type', contentType(job.format))
            res.setHeader('Content-Length', data.length)
            res.setHeader('Cache-Control', 'no-cache')
            res.end(req.method === 'HEAD' ? undefined : data)
          },
          (e: unknown) => {
            jobs = undefined
            next(e)
          },
        )
      })
    },
    async writeBundle() {
      if (config.command !== 'build' || config.build.ssr) return
      jobs = undefined
      await writeMedia({
        root: root(),
        outDir: resolve(config.root, config.build.outDir),
        cacheDir: cacheDir(),
        jobs: currentJobs(),
      })
    },
  }
}

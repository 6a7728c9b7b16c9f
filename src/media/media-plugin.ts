import { join, resolve, sep } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { MEDIA_DIR } from './media-dir.ts'
import { mediaHandler, mediaSource } from './media-handler.ts'
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
  const root = () => resolve(options.root ?? config.root)
  const cacheDir = () => options.cacheDir ?? join(root(), '.cache/media')
  const media = mediaSource(root, cacheDir, (message) => config.logger.error(message))
  const { forget } = media

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
      server.middlewares.use(mediaHandler(media))
    },
    async writeBundle() {
      if (config.command !== 'build' || config.build.ssr) return
      forget()
      await writeMedia({
        root: root(),
        outDir: resolve(config.root, config.build.outDir),
        cacheDir: cacheDir(),
        jobs: media.jobs(),
      })
    },
  }
}

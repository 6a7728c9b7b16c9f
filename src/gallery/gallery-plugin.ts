import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { galleryData } from './gallery-data.ts'

/** The address of the gallery in `npm run dev`. */
export const GALLERY_PATH = '/_gallery'
const DATA = 'virtual:section-gallery'
/** Sent when pages/ changed: the open gallery reloads with the new data. */
const UPDATE_EVENT = 'section-gallery:update'

/**
 * `npm run dev` only: /_gallery shows every section type rendered from its schema examples (through the loader and
 * the resolvers, with the real components and CSS), the YAML beside each, and the icon set. Nothing of it reaches
 * the production build: the plugin applies to the dev server only, and no module of the site imports the gallery.
 */
export function galleryPlugin(): Plugin {
  let root = process.cwd()
  const entry = fileURLToPath(new URL('./gallery-entry.tsx', import.meta.url))

  return {
    name: 'section-gallery',
    apply: 'serve',
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      const pagesDir = resolve(root, 'pages')
      const onChange = (file: string) => {
        if (!file.startsWith(pagesDir)) return
        const mod = server.moduleGraph.getModuleById('\0' + DATA)
        if (mod) server.moduleGraph.invalidateModule(mod)
        server.ws.send({ type: 'custom', event: UPDATE_EVENT })
      }
      server.watcher.on('change', onChange)
      server.watcher.on('add', onChange)
      server.watcher.on('unlink', onChange)
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split(/[?#]/)[0]
        if (path !== GALLERY_PATH && path !== `${GALLERY_PATH}/`) return next()
        const inRoot = relative(root, entry)
        const src = inRoot.startsWith('..') ? `/@fs${entry}` : `/${inRoot.split('\\').join('/')}`
        server
          .transformIndexHtml(req.url!, galleryHtml(src))
          .then((html) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.setHeader('X-Robots-Tag', 'noindex')
            res.end(html)
          })
          .catch(next)
      })
    },
    resolveId(id) {
      return id === DATA ? '\0' + DATA : undefined
    },
    load(id) {
      return id === '\0' + DATA ? `export default ${JSON.stringify(galleryData(root))}` : undefined
    },
  }
}

function galleryHtml(entry: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Section gallery (dev preview)</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${entry}"></script>
  </body>
</html>
`
}

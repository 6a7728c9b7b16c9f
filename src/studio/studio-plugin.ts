import type { IncomingMessage } from 'node:http'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { createStudioApi } from './studio-api.ts'
import { studioHtml } from './studio-html.ts'

export interface StudioPluginOptions {
  /** The session token; a new random one when not given. */
  token?: string
  /** Review mode: changes are proposed on a branch for review, never published directly. */
  review?: boolean
}

/**
 * The studio (`npm run studio`): /_studio in the dev server only (`apply: 'serve'`), its JSON API under
 * /_studio/api/ with a token made for this session and embedded in the studio page. The preview frame
 * (/_studio/preview?route=/about) renders the site with the real components from the API's preview data, which holds
 * the unsaved files; the dev site itself keeps showing what is on disk.
 */
export function studioPlugin(options: StudioPluginOptions = {}): Plugin {
  return {
    name: 'site-studio',
    apply: 'serve',
    // The studio's pages are served by the middleware below, so Vite's first look for dependencies (index.html)
    // misses theirs (the Markdown parsers): it would find them only when /_studio opens, bundle them again and reload
    // the editor's page mid-load. Scanning the studio's entries too bundles everything once, at start.
    config: () => ({
      optimizeDeps: {
        entries: [
          'index.html',
          ...['main.tsx', 'preview-main.tsx'].map((f) => fileURLToPath(new URL(`./client/${f}`, import.meta.url))),
        ],
      },
    }),
    configureServer(server) {
      const api = createStudioApi({
        root: server.config.root,
        ...(options.token ? { token: options.token } : {}),
        review: options.review ?? false,
      })
      server.middlewares.use(api.handle)
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0]
        const page =
          path === '/_studio' || path === '/_studio/'
            ? { entry: 'main.tsx', title: 'Studio', root: 'studio', frames: 'DENY' }
            : path === '/_studio/preview'
              ? { entry: 'preview-main.tsx', title: 'Preview', root: 'root', frames: 'SAMEORIGIN' }
              : undefined
        if (!page) return next()
        // The page holds the session's token: it is for this origin's own tabs and frames only.
        const refusal = crossSiteRefusal(req)
        if (refusal) {
          res.statusCode = 403
          res.setHeader('Content-Type', 'text/plain; charset=utf-8')
          return res.end(refusal)
        }
        server
          .transformIndexHtml(path!, studioHtml(api.token, page))
          .then((html) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.setHeader('Cache-Control', 'no-store')
            res.setHeader('X-Frame-Options', page.frames)
            res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
            res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
            res.end(html)
          })
          .catch(next)
      })
    },
  }
}

/**
 * Why a request for a studio page is refused: one another page made (a fetch, a frame, an image) rather than the
 * editor opening it; the browser tells by Origin and Sec-Fetch-*.
 */
function crossSiteRefusal(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin
  if (origin !== undefined && origin !== `http://${req.headers.host}`)
    return 'The studio opens only from its own address.\n'
  const site = req.headers['sec-fetch-site']
  const mode = req.headers['sec-fetch-mode']
  if (site !== undefined && site !== 'same-origin' && site !== 'none' && mode !== 'navigate')
    return 'The studio opens only from its own address.\n'
  return undefined
}

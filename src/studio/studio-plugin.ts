import type { Plugin } from 'vite'
import { createStudioApi } from './studio-api.ts'

export interface StudioPluginOptions {
  /** The session token; a new random one when not given. */
  token?: string
}

interface ContentApi {
  preview?: (file: string, text: string | undefined) => void
}

/**
 * The studio (`npm run studio`): /_studio in the dev server only (`apply: 'serve'`), its JSON API under
 * /_studio/api/ with a token made for this session and embedded in the studio page. Unsaved files reach the dev
 * site's content through the content plugin, so the preview renders them with the real components.
 */
export function studioPlugin(options: StudioPluginOptions = {}): Plugin {
  return {
    name: 'site-studio',
    apply: 'serve',
    configureServer(server) {
      const content = server.config.plugins.find((p) => p.name === 'site-content')?.api as ContentApi | undefined
      const api = createStudioApi({
        root: server.config.root,
        ...(options.token ? { token: options.token } : {}),
        preview: (file, text) => content?.preview?.(file, text),
      })
      server.middlewares.use(api.handle)
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0]
        if (path !== '/_studio' && path !== '/_studio/') return next()
        server
          .transformIndexHtml('/_studio', studioHtml(api.token))
          .then((html) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.setHeader('Cache-Control', 'no-store')
            res.setHeader('X-Frame-Options', 'DENY')
            res.end(html)
          })
          .catch(next)
      })
    },
  }
}

function studioHtml(token: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="studio-token" content="${token}" />
    <title>Studio</title>
  </head>
  <body>
    <div id="studio"></div>
    <script type="module" src="/src/studio/client/main.tsx"></script>
  </body>
</html>
`
}

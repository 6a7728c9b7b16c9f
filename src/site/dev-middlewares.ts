import type { Connect } from 'vite'
import { keyOfDataUrl } from '../content/page-keys.ts'
import type { DevSite } from './dev-site.ts'
import { siteFeeds } from './site-feeds.ts'

/**
 * Page data for client-side navigation, as the build writes it to dist/_data/, from the content as it is now. Each
 * key answered joins `served`: after a save, the dev server compares those keys' data only.
 */
export function pageDataMiddleware(load: () => DevSite, served: Set<string>): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (!req.url?.startsWith('/_data/')) return next()
    try {
      const site = load()
      const key = keyOfDataUrl(req.url.split('?')[0]!, site.templates.templates)
      const data = key === undefined ? undefined : site.page(key)
      // A path with no page: the browser then shows the template's "missing" page or not-found.
      if (!data) {
        res.statusCode = 404
        return res.end()
      }
      served.add(key!)
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify(data))
    } catch {
      next()
    }
  }
}

/** The feeds, as the build writes them: the pages' <link rel="alternate"> point at them. */
export function feedsMiddleware(load: () => DevSite): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = req.url?.split('?')[0] ?? ''
    if (!/\.(?:xml|json)$/.test(path)) return next()
    try {
      const text = siteFeeds(load().full()).get(path.slice(1))
      if (text === undefined) return next()
      res.setHeader('Content-Type', `${path.endsWith('.json') ? 'application/json' : 'text/xml'}; charset=utf-8`)
      res.end(text)
    } catch {
      next()
    }
  }
}

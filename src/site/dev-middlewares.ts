import type { Connect } from 'vite'
import { dataUrl } from '../content/page-keys.ts'
import { pagesByKey, type BuiltSite } from './built-site.ts'
import { siteFeeds } from './site-feeds.ts'

/** Page data for client-side navigation, as the build writes it to dist/_data/, from the content as it is now. */
export function pageDataMiddleware(load: () => BuiltSite): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (!req.url?.startsWith('/_data/')) return next()
    try {
      const data = [...pagesByKey(load())].find(([key]) => dataUrl(key) === req.url!.split('?')[0])?.[1]
      // A path with no page: the browser then shows the template's "missing" page or not-found.
      if (!data) {
        res.statusCode = 404
        return res.end()
      }
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify(data))
    } catch {
      next()
    }
  }
}

/** The feeds, as the build writes them: the pages' <link rel="alternate"> point at them. */
export function feedsMiddleware(load: () => BuiltSite): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = req.url?.split('?')[0] ?? ''
    if (!/\.(?:xml|json)$/.test(path)) return next()
    try {
      const text = siteFeeds(load()).get(path.slice(1))
      if (text === undefined) return next()
      res.setHeader('Content-Type', `${path.endsWith('.json') ? 'application/json' : 'text/xml'}; charset=utf-8`)
      res.end(text)
    } catch {
      next()
    }
  }
}

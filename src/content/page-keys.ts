/**
 * Page data is addressed by a key: a route ("/about"), "missing:<pattern>" for an unknown item of a template
 * ("missing:/insights/:slug"), or "404". A route's data is written into its pre-rendered HTML; the other keys each have
 * one JSON file in the built site (the dev server serves every key's as JSON), fetched on navigation.
 */
export function dataUrl(key: string): string {
  if (key === '404') return '/_data/404.json'
  if (key.startsWith('missing:')) return `/_data/missing${key.slice('missing:'.length).replace(/\/:[^/]+$/, '')}.json`
  return `/_data/page${key === '/' ? '/index' : key}.json`
}

/** The page key whose data `url` is (the inverse of dataUrl), given the site's template patterns; undefined for none. */
export function keyOfDataUrl(url: string, templates: string[]): string | undefined {
  if (url === '/_data/404.json') return '404'
  const page = /^\/_data\/page(\/.*)\.json$/.exec(url)?.[1]
  if (page) return page === '/index' ? '/' : page
  const pattern = templates.find((t) => dataUrl(`missing:${t}`) === url)
  return pattern === undefined ? undefined : `missing:${pattern}`
}

/**
 * What the browser's script knows of the routes: the patterns that have templates, whether a 404 page exists. Not
 * the paths: a path's page is found by asking for it (src/app/entry-client.tsx), so the script stays the same size
 * for any number of pages.
 */
export interface TemplateIndex {
  templates: string[]
  hasNotFound: boolean
}

/** The whole route table (the studio, tests): the templates and every path that has a page. */
export interface RouteIndex extends TemplateIndex {
  paths: string[]
}

/** What the dev server tells the page when only page data changed: `{ keys }`, the keys with new data. */
export const CONTENT_UPDATE_EVENT = 'site-content:update'

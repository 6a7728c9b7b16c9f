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

/** The route table the client needs: which paths exist, which patterns have templates, whether a 404 page exists. */
export interface RouteIndex {
  paths: string[]
  templates: string[]
  hasNotFound: boolean
}

/** File for a route: / → index.html, /about → about/index.html. */
export function htmlFileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`
}

/**
 * The HTML file of a page key: a route's (htmlFileFor), the not-found page's 404.html, or another language's not-found
 * page, whose key is its file (/es/404.html: see translatedNotFound in src/site/built-site.ts).
 */
export function pageFile(key: string): string {
  return key === '404' ? '404.html' : key.endsWith('.html') ? key.slice(1) : htmlFileFor(key)
}

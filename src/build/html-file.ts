/** File for a route: / → index.html, /about → about/index.html. */
export function htmlFileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`
}

/** The HTML file of a page key: a route's (htmlFileFor), or the not-found page's 404.html. */
export function pageFile(key: string): string {
  return key === '404' ? '404.html' : htmlFileFor(key)
}

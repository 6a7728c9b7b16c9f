/**
 * The tags of a pre-rendered page's <head> that the page's <Head> writes (headTags: title, description, keywords,
 * robots, canonical, alternates, Open Graph, Twitter). Kept apart so they can be taken out before the app is
 * rendered over another page's HTML: an unknown job's URL answered by 404.html shows /careers after its redirect,
 * and the not-found page's noindex and canonical must not stay beside the new ones. React adopts these tags only
 * when it hydrates the page they were written for.
 */
export const PRERENDERED_HEAD_TAGS = [
  'title',
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'script[data-jsonld]',
].join(', ')

/** Removes the pre-rendered page's own head tags (before a render that does not hydrate that page). */
export function dropPrerenderedHead(head: HTMLHeadElement): void {
  head.querySelectorAll(PRERENDERED_HEAD_TAGS).forEach((el) => el.remove())
}

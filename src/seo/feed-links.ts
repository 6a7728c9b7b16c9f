import type { FeedLink } from './head-data.ts'

/** The three feeds of a list (/insights): RSS 2.0, Atom 1.0 and JSON Feed 1.1, as <link rel="alternate"> data. */
export function feedLinks(base: string, title: string): FeedLink[] {
  const dir = base === '/' ? '' : base
  return [
    { type: 'application/rss+xml', title: `${title} (RSS)`, href: `${dir}/rss.xml` },
    { type: 'application/atom+xml', title: `${title} (Atom)`, href: `${dir}/atom.xml` },
    { type: 'application/feed+json', title: `${title} (JSON Feed)`, href: `${dir}/feed.json` },
  ]
}

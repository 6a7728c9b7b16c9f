/** What a page's <head> says: the client's <Head> and the pre-rendered HTML write the same tags from it. */
export interface HeadData {
  /** Full document title, e.g. "About Us | Company". */
  title: string
  description: string
  keywords: string[]
  canonical: string
  ogType: 'website' | 'article'
  image: { src: string; alt: string }
  jsonLd: object[]
  /** Feeds advertised with <link rel="alternate"> (insights pages and articles). */
  feeds?: FeedLink[]
  /** Kept out of search engines (a closed job's page): `<meta name="robots" content="noindex">`. */
  noindex?: true
}

export interface FeedLink {
  type: 'application/rss+xml' | 'application/atom+xml' | 'application/feed+json'
  title: string
  href: string
}

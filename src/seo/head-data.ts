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
  /** The page's language (its code), in a site of several languages: its `<html lang>`. */
  lang?: string
  /**
   * The same page in each language it exists in, then `x-default` (the default language's), absolute: `<link
   * rel="alternate" hreflang>`. Absent when the page has no translation.
   */
  alternates?: { hreflang: string; href: string }[]
}

export interface FeedLink {
  type: 'application/rss+xml' | 'application/atom+xml' | 'application/feed+json'
  title: string
  href: string
}

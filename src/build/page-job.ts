/** One page for a render worker: its URL, its key in the site, its file in the output, how it is written. */
export interface PageJob {
  url: string
  key: string
  file: string
  noindex?: boolean
  /** One of a large site's thousands of entry pages (articles, jobs…): it links the stylesheet instead of inlining it. */
  linked?: boolean
  /**
   * Written without compressed copies, compressed by the server or CDN when asked for: every page built from
   * collections on a large site (see prerender.ts).
   */
  plain?: boolean
  /** The part of the search index the page goes into (src/build/index-search.ts); none: the page is not searched. */
  searchPart?: number
}

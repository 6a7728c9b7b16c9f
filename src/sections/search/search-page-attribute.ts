/**
 * The attribute the search section carries in the built HTML: the indexing step leaves its page out of the index
 * (a search page would otherwise match every query it shows).
 */
export const SEARCH_PAGE_ATTRIBUTE = 'data-search-page'

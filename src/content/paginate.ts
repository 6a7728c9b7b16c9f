/** Where one page of a paginated list sits: shown as "Page 2 of 4", with links to its neighbours. */
export interface Pagination {
  page: number
  pages: number
  prev?: string
  next?: string
}

/** The path of page `n` of a list whose first page is `base`: /insights, /insights/page/2, … */
export function pagePath(base: string, n: number): string {
  return n === 1 ? base : `${base === '/' ? '' : base}/page/${n}`
}

/**
 * Splits `items` (already in order) into pages under `base`: page 1 at `base` holding `firstPage` items, then
 * `perPage` items per page at base/page/N. No page is empty, except page 1 of an empty list.
 */
export function paginate<T>(
  items: T[],
  base: string,
  perPage: number,
  firstPage = perPage,
): { path: string; items: T[]; pagination: Pagination }[] {
  const chunks: T[][] = [items.slice(0, firstPage)]
  for (let i = firstPage; i < items.length; i += perPage) chunks.push(items.slice(i, i + perPage))
  const pages = chunks.length
  return chunks.map((chunk, k) => {
    const page = k + 1
    return {
      path: pagePath(base, page),
      items: chunk,
      pagination: {
        page,
        pages,
        ...(page > 1 ? { prev: pagePath(base, page - 1) } : {}),
        ...(page < pages ? { next: pagePath(base, page + 1) } : {}),
      },
    }
  })
}

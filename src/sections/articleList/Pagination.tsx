import { Link } from 'react-router-dom'
import type { Pagination as PaginationData } from '../../content/paginate.ts'

/** "Page 2 of 4" with links to newer and older articles; the last page says it is the end. */
export function Pagination({ page, pages, prev, next }: PaginationData) {
  return (
    <nav className="pagination" aria-label="Article pages">
      {prev ? (
        <Link to={prev} rel="prev" className="button button--outline pagination__prev">
          <span aria-hidden="true">←</span> Newer articles
        </Link>
      ) : (
        <span />
      )}
      <p className="pagination__status">
        Page {page} of {pages}
        {!next && pages > 1 && <span className="pagination__end"> · You have reached the oldest articles.</span>}
      </p>
      {next ? (
        <Link to={next} rel="next" className="button button--outline pagination__next">
          Older articles <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

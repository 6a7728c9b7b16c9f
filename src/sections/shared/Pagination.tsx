import { SiteLink as Link } from '../../ui/SiteLink.tsx'
import type { Pagination as PaginationData } from '../../content/paginate.ts'
import { useWords } from '../../ui/words/use-words.ts'

/** What a list calls its pages: the navigation's name, its two links, and what its last page says. */
export interface PaginationWords {
  label: string
  newer: string
  older: string
  end?: string
}

/** "Page 2 of 4" with links to the neighbouring pages (rel prev/next); the last page may say it is the end. */
export function Pagination({ page, pages, prev, next, label, newer, older, end }: PaginationData & PaginationWords) {
  const words = useWords()
  return (
    <nav className="pagination" aria-label={label}>
      {prev ? (
        <Link to={prev} rel="prev" className="button button--outline pagination__prev">
          <span aria-hidden="true">←</span> {newer}
        </Link>
      ) : (
        <span />
      )}
      <p className="pagination__status">
        {words.pagination.status(page, pages)}
        {!next && pages > 1 && end && <span className="pagination__end"> · {end}</span>}
      </p>
      {next ? (
        <Link to={next} rel="next" className="button button--outline pagination__next">
          {older} <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

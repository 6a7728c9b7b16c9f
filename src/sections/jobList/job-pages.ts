import { paginate } from '../../content/paginate.ts'
import type { DerivedPage, PageContext } from '../define-section.ts'
import { allOpenJobs, DEFAULT_PAGE_SIZE, type JobListProps } from './resolve.ts'

/**
 * The further pages of a long job list (/careers/page/2, …), so that every open job is reachable without JavaScript;
 * the first page is the list's own.
 */
export function jobPages(list: JobListProps, page: PageContext): { pages: DerivedPage[] } {
  if (!list.pagination) return { pages: [] }
  const jobs = allOpenJobs(list, page)
  const size = list.pageSize ?? DEFAULT_PAGE_SIZE
  const heading = list.heading ?? 'Open Positions'
  return {
    pages: paginate(jobs, page.route, size)
      .slice(1)
      .map((p) => {
        const { page: n, pages } = p.pagination
        const first = (n - 1) * size + 1
        return {
          path: p.path,
          title: `${heading}, Page ${n}`,
          heading,
          description: `Open positions ${first}–${first + p.items.length - 1} of ${jobs.length}, newest first.`,
          intro: `Page ${n} of ${pages}, newest first.`,
          listHeading: `Jobs ${first}–${first + p.items.length - 1} of ${jobs.length}`,
          items: p.items,
          pagination: p.pagination,
          back: { label: `Back to ${page.title}`, to: page.route },
        }
      }),
  }
}

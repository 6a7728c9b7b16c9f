import { paginate } from '../../content/paginate.ts'
import type { DerivedPage, PageContext } from '../define-section.ts'
import { allOpenJobs, DEFAULT_PAGE_SIZE, type JobListProps } from './resolve.ts'
import { wordsFor } from '../../ui/words/words-for.ts'

/**
 * The further pages of a long job list (/careers/page/2, …), so that every open job is reachable without JavaScript;
 * the first page is the list's own. Their words are in the page's language.
 */
export function jobPages(list: JobListProps, page: PageContext): { pages: DerivedPage[] } {
  if (!list.pagination) return { pages: [] }
  const jobs = allOpenJobs(list, page)
  const size = list.pageSize ?? DEFAULT_PAGE_SIZE
  const say = wordsFor(page.content.lang).jobs.listPages
  const heading = list.heading ?? say.heading
  return {
    pages: paginate(jobs, page.route, size)
      .slice(1)
      .map((p) => {
        const { page: n, pages } = p.pagination
        const first = (n - 1) * size + 1
        const last = first + p.items.length - 1
        return {
          path: p.path,
          title: say.title(heading, n),
          heading,
          description: say.description(first, last, jobs.length),
          intro: say.intro(n, pages),
          listHeading: say.listHeading(first, last, jobs.length),
          items: p.items,
          pagination: p.pagination,
          back: { label: say.back(page.title), to: page.route },
        }
      }),
  }
}

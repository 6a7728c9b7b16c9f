import { useEffect, useState } from 'react'
import { useHydrated } from '../../ui/use-hydrated.ts'
import { useSearchParams } from 'react-router-dom'
import { Pagination } from '../shared/Pagination.tsx'
import type { JobSummary } from '../shared/job-summary.ts'
import { JobCard } from './JobCard.tsx'
import { DEFAULT_PAGE_SIZE, type JobListProps } from './resolve.ts'
import { useWords } from '../../ui/words/use-words.ts'
import type { Words } from '../../ui/words/words.ts'

/** The filters, in the order they are shown; their names are the words' (jobs.filters). */
const FILTERS = ['department', 'location', 'type', 'workplace'] as const
type FilterKey = (typeof FILTERS)[number]
type Filters = Record<FilterKey | 'q', string>
const NONE: Filters = { department: '', location: '', type: '', workplace: '', q: '' }

/** What the JSON feed says of a job (see the jobList section's listFeed). */
interface FeedItem {
  id: string
  url: string
  title: string
  summary?: string
  date_published?: string
  _facts: { location: string; department: string; type: string; workplace: string; experience: string }
}

const toSummary = (item: FeedItem): JobSummary => ({
  id: item.url.replace(/^.*\//, ''),
  path: new URL(item.url).pathname,
  title: item.title,
  summary: item.summary ?? '',
  datePosted: (item.date_published ?? '').slice(0, 10),
  location: item._facts.location,
  department: item._facts.department,
  type: item._facts.type as JobSummary['type'],
  workplace: item._facts.workplace as JobSummary['workplace'],
  experience: item._facts.experience,
})

/** Whether a job passes every filter, and holds every word of the keyword in its title or summary. */
export function jobMatches(job: JobSummary, f: Filters): boolean {
  for (const key of FILTERS) if (f[key] && job[key] !== f[key]) return false
  const text = `${job.title} ${job.summary}`.toLowerCase()
  return f.q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word))
}

/** "12 jobs match", "1 job matches", "No jobs match these filters.", "503 open positions". */
function statusText(
  say: Words['jobs'],
  active: boolean,
  total: number,
  matching: number | undefined,
  failed: boolean,
): string {
  if (failed) return say.failed
  if (!active) return say.total(total)
  if (matching === undefined) return say.searching
  if (matching === 0) return say.none
  return say.matching(matching)
}

/**
 * A board of many jobs: filters for department, location, employment type and workplace, and a keyword, kept in the
 * address (?department=Design&q=figma: shared, reloaded, Back), the count announced politely, Reset. The pre-rendered
 * page lists the newest jobs with links to the further pages (every job is reachable without JavaScript); once a
 * filter is used, the JSON feed of every open job is fetched once and searched here, 20 more shown at a time.
 */
export function JobBoard({ heading, applyLabel, entries, board, pagination, pageSize }: JobListProps) {
  const size = pageSize ?? DEFAULT_PAGE_SIZE
  const say = useWords().jobs
  const [params, setParams] = useSearchParams()
  const hydrated = useHydrated()
  const filters: Filters = hydrated
    ? {
        department: params.get('department') ?? '',
        location: params.get('location') ?? '',
        type: params.get('type') ?? '',
        workplace: params.get('workplace') ?? '',
        q: params.get('q') ?? '',
      }
    : NONE
  const active = Object.values(filters).some(Boolean)
  const [all, setAll] = useState<JobSummary[]>()
  const [failed, setFailed] = useState(false)
  const [shown, setShown] = useState(size)
  // While the keyword field has focus it shows what is typed, not the address, which follows a moment later: a
  // navigation may land after the next key, and must not take that key back.
  const [typing, setTyping] = useState<string>()

  useEffect(() => {
    if (!active || all || !board) return
    let stopped = false
    fetch(board.feed)
      .then((res) => (res.ok ? (res.json() as Promise<{ items: FeedItem[] }>) : Promise.reject(new Error())))
      .then(
        (feed) => !stopped && setAll(feed.items.map(toSummary)),
        () => !stopped && setFailed(true),
      )
    return () => {
      stopped = true
    }
  }, [active, all, board])

  if (!board) return null
  const matching = active && all ? all.filter((job) => jobMatches(job, filters)) : undefined
  const set = (key: keyof Filters, value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    setParams(next, { replace: true, preventScrollReset: true })
    setShown(size)
  }
  const options: Record<FilterKey, string[]> = {
    department: board.departments,
    location: board.locations,
    type: board.types,
    workplace: board.workplaces,
  }
  const list = matching ? matching.slice(0, shown) : entries
  // What an option shows: the employment types and workplaces by their names in the page's language.
  const named: Partial<Record<FilterKey, Record<string, string>>> = { type: say.types, workplace: say.workplaces }

  return (
    <>
      <form className="job-filters" role="search" aria-label={say.filterForm} onSubmit={(e) => e.preventDefault()}>
        {FILTERS.map((key) => (
          <label key={key} className="job-filters__field">
            <span>{say.filters[key].label}</span>
            <select value={filters[key]} onChange={(e) => set(key, e.target.value)} disabled={!hydrated}>
              <option value="">{say.filters[key].all}</option>
              {options[key].map((value) => (
                <option key={value} value={value}>
                  {named[key]?.[value] ?? value}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="job-filters__field job-filters__keyword">
          <span>{say.keyword}</span>
          <input
            type="search"
            value={typing ?? filters.q}
            placeholder={say.keywordPlaceholder}
            onFocus={() => setTyping(filters.q)}
            onBlur={() => setTyping(undefined)}
            onChange={(e) => {
              setTyping(e.target.value)
              set('q', e.target.value)
            }}
            disabled={!hydrated}
          />
        </label>
        <button
          type="button"
          className="button button--outline job-filters__reset"
          disabled={!active}
          onClick={() => {
            setParams({}, { replace: true, preventScrollReset: true })
            setShown(size)
          }}
        >
          {say.reset}
        </button>
      </form>
      <p className="job-filters__status" role="status">
        {statusText(say, active, board.total, matching?.length, failed)}
      </p>
      <ul className="job-list" aria-label={heading ?? say.list}>
        {list.map((job) => (
          <JobCard key={job.id} job={job} applyLabel={applyLabel} />
        ))}
      </ul>
      {matching
        ? matching.length > shown && (
            <p className="job-list__more">
              <button type="button" className="button button--outline" onClick={() => setShown((n) => n + size)}>
                {say.showMore}
              </button>
            </p>
          )
        : pagination && <JobPagination {...pagination} />}
    </>
  )
}

/** "Page 2 of 26" with links to the neighbouring pages of the list: every open job without JavaScript. */
export function JobPagination(pagination: NonNullable<JobListProps['pagination']>) {
  const say = useWords().jobs
  return <Pagination {...pagination} label={say.pages} newer={say.newer} older={say.older} />
}

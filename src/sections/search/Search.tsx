import { useId, useState, type FormEvent } from 'react'
import { useHydrated } from '../../ui/use-hydrated.ts'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import type { SearchProps } from './section.ts'
import { excerptParts } from './excerpt-parts.ts'
import { fillMessage } from './fill-message.ts'
import { useSearch, type SearchState } from './use-search.ts'

/** Results shown at first, and added by each "show more". */
const PAGE_SIZE = 10

/** Pagefind's result URLs end in "/" (…/index.html stripped); the site's routes do not. */
function routeOf(url: string): string {
  return url.replace(/\/+(?=$|[?#])/, '') || '/'
}

/**
 * Site search: a search form whose query lives in the address (`?q=`), and the matching pages with title, excerpt
 * and link. The query is read after hydration (the pre-rendered page has none), the count is announced politely.
 * The pre-rendered status says that search needs JavaScript: without it, that is what stays (a `<noscript>` would
 * not show in browsers that merely block scripts); with it, the splash covers the page until hydration replaces it.
 */
export function Search(props: SearchProps) {
  const { id, label, buttonLabel, noScript, moreLabel } = props
  const inputId = useId()
  const { pathname } = useLocation()
  const [params, setParams] = useSearchParams()
  const hydrated = useHydrated()
  const query = hydrated ? (params.get('q') ?? '').trim() : ''

  // The field follows the address (Back, a shared link); typing changes only the field until submitted.
  const [text, setText] = useState(query)
  const [fieldQuery, setFieldQuery] = useState(query)
  if (fieldQuery !== query) {
    setFieldQuery(query)
    setText(query)
  }
  const [shown, setShown] = useState({ query, limit: PAGE_SIZE })
  const limit = shown.query === query ? shown.limit : PAGE_SIZE
  const state = useSearch(query, limit)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = text.trim()
    setParams(next ? { q: next } : {}, { replace: next === query })
  }

  return (
    <section id={id} className="section section--search" data-pagefind-ignore="all">
      <div className="container search">
        <form role="search" className="search__form" action={pathname} method="get" onSubmit={submit}>
          <label htmlFor={inputId} className="search__label">
            {label}
          </label>
          <div className="search__row">
            <input
              id={inputId}
              className="search__input"
              type="search"
              name="q"
              value={text}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
              enterKeyHint="search"
              spellCheck={false}
            />
            <button type="submit" className="button button--primary search__button">
              {buttonLabel}
            </button>
          </div>
        </form>
        <p role="status" className="search__status">
          {hydrated ? statusText(props, state, query) : noScript}
        </p>
        {state.status === 'done' && state.results.length > 0 && (
          <ol className="search__results">
            {state.results.map((result) => (
              <li key={result.url} className="search__result">
                <h2 className="search__title">
                  <Link to={routeOf(result.url)}>{result.meta.title || routeOf(result.url)}</Link>
                </h2>
                <p className="search__excerpt">
                  {excerptParts(result.excerpt).map((part, i) =>
                    part.mark ? <mark key={i}>{part.text}</mark> : part.text,
                  )}
                </p>
              </li>
            ))}
          </ol>
        )}
        {state.status === 'done' && state.results.length < state.total && (
          <button
            type="button"
            className="button button--outline search__more"
            onClick={() => setShown({ query, limit: limit + PAGE_SIZE })}
          >
            {moreLabel}
          </button>
        )}
      </div>
    </section>
  )
}

function statusText(messages: SearchProps, state: SearchState, query: string): string {
  switch (state.status) {
    case 'idle':
      return messages.prompt
    case 'searching':
      return messages.searching
    case 'failed':
      return messages.unavailable
    case 'done':
      if (state.total === 0) return fillMessage(messages.noResults, { query })
      if (state.total === 1) return fillMessage(messages.oneResult, { query })
      return fillMessage(messages.results, { query, count: state.total })
  }
}

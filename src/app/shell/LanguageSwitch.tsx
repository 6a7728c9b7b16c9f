import { useContext, useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import type { SiteData } from '../../content/site-data.ts'
import { SiteLink as Link } from '../../ui/SiteLink.tsx'
import { useSite } from '../../ui/site-context.tsx'
import { useHydrated } from '../../ui/use-hydrated.ts'
import { ManifestContext, type Manifest } from '../manifest-context.ts'
import { pagePromise } from '../page-store.ts'

type Language = NonNullable<SiteData['languages']>[number]

/**
 * The routes of the same page in other languages, by code, from its head's alternates (absolute URLs under the
 * site's origin); empty while the page is not known yet, or when it has no translation.
 */
export function alternateRoutes(
  alternates: { hreflang: string; href: string }[] | undefined,
  origin: string,
): Record<string, string> {
  const routes: Record<string, string> = {}
  for (const { hreflang, href } of alternates ?? [])
    if (hreflang !== 'x-default' && href.startsWith(origin)) routes[hreflang] = href.slice(origin.length) || '/'
  return routes
}

function Links({ others, routes, query = '' }: { others: Language[]; routes: Record<string, string>; query?: string }) {
  return (
    <>
      {others.map(({ code, name, home }) => (
        <Link
          key={code}
          to={routes[code] ? routes[code] + query : home}
          hrefLang={code}
          lang={code}
          className="language-switch__link"
        >
          {/* The link's name is the language's; what shows is the name, or on a phone its code (ES). */}
          <span className="visually-hidden">{name}</span>
          <span className="language-switch__name" aria-hidden="true">
            {name}
          </span>
          <span className="language-switch__code" aria-hidden="true">
            {code.toUpperCase()}
          </span>
        </Link>
      ))}
    </>
  )
}

/** A promise's value once it has settled (React's `use` fields, set by the page store), else undefined. */
function settled<T>(value: T | Promise<T>): T | undefined {
  if (!(value instanceof Promise)) return value
  const p = value as Promise<T> & { status?: string; value?: T }
  return p.status === 'fulfilled' ? p.value : undefined
}

/**
 * The links from the shown page's data once it is at hand (its homes until then). It never suspends: the header stays
 * as it is while the next page loads, and shows the page's own routes once the data has come.
 */
function PageLinks({
  path,
  manifest,
  others,
  query,
}: {
  path: string
  manifest: Manifest
  others: Language[]
  query: string
}) {
  const { origin } = useSite()
  const [, arrived] = useState(0)
  const found = manifest.keyFor(path)
  const key = settled(found)
  const data = key === undefined ? undefined : pagePromise(key, () => manifest.load(key))
  const page = data && settled(data)
  const waiting = found instanceof Promise && key === undefined ? found : data && !page ? data : undefined
  useEffect(() => {
    let live = true
    waiting?.then(
      () => live && arrived((n) => n + 1),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [waiting])
  return <Links others={others} routes={alternateRoutes(page?.head.alternates, origin)} query={query} />
}

/**
 * The header's language switch, in a site of several languages: a link to the same page in each other language, or
 * to that language's home when the page has no translation there. Each link is named in its own language (English,
 * Español) and says so (`lang`, `hreflang`). Nothing in a site of one language.
 */
export function LanguageSwitch() {
  const { languages, lang } = useSite()
  const manifest = useContext(ManifestContext)
  const { pathname, search } = useLocation()
  // As App's normalPath: the route without its trailing slashes.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  // A search's words go with it to the same page in the other language (after hydration: the pre-rendered page
  // has no query, and React keeps a server-rendered attribute while hydrating).
  const q = useHydrated() ? new URLSearchParams(search).get('q') : null
  const query = q ? `?${new URLSearchParams({ q })}` : ''
  if (!languages || languages.length < 2) return null
  const current = lang ?? languages[0]!.code
  const others = languages.filter((l) => l.code !== current)
  return (
    <div className="language-switch">
      {manifest ? (
        <PageLinks path={path} manifest={manifest} others={others} query={query} />
      ) : (
        <Links others={others} routes={{}} />
      )}
    </div>
  )
}

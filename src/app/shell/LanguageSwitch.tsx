import { Suspense, use, useContext } from 'react'
import { useLocation } from 'react-router-dom'
import type { SiteData } from '../../content/site-data.ts'
import { SiteLink as Link } from '../../ui/SiteLink.tsx'
import { useSite } from '../../ui/site-context.tsx'
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

function Links({ others, routes }: { others: Language[]; routes: Record<string, string> }) {
  return (
    <>
      {others.map(({ code, name, home }) => (
        <Link key={code} to={routes[code] ?? home} hrefLang={code} lang={code} className="language-switch__link">
          {name}
        </Link>
      ))}
    </>
  )
}

/** The links once the shown page's data is at hand (it suspends until then: see LanguageSwitch). */
function PageLinks({ path, manifest, others }: { path: string; manifest: Manifest; others: Language[] }) {
  const { origin } = useSite()
  const found = manifest.keyFor(path)
  const key = found instanceof Promise ? use(found) : found
  const page = key === undefined ? undefined : use(pagePromise(key, () => manifest.load(key)))
  return <Links others={others} routes={alternateRoutes(page?.head.alternates, origin)} />
}

/**
 * The header's language switch, in a site of several languages: a link to the same page in each other language, or
 * to that language's home when the page has no translation there. Each link is named in its own language (English,
 * Español) and says so (`lang`, `hreflang`). Nothing in a site of one language.
 */
export function LanguageSwitch() {
  const { languages, lang } = useSite()
  const manifest = useContext(ManifestContext)
  const { pathname } = useLocation()
  // As App's normalPath: the route without its trailing slashes.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (!languages || languages.length < 2) return null
  const current = lang ?? languages[0]!.code
  const others = languages.filter((l) => l.code !== current)
  return (
    <div className="language-switch">
      {manifest ? (
        // While the next page loads, its homes: the page's own routes replace them once its data is in.
        <Suspense fallback={<Links others={others} routes={{}} />}>
          <PageLinks path={path} manifest={manifest} others={others} />
        </Suspense>
      ) : (
        <Links others={others} routes={{}} />
      )}
    </div>
  )
}

import type { CollectionDef, Entry } from '../content/collection.ts'
import type { Content } from '../content/load-content.ts'
import type { Image } from '../content/schema/common.ts'
import type { SectionData } from '../content/schema/page.ts'
import type { SiteData } from '../content/site-data.ts'
import { shareImageUrl } from '../media/share-image-url.ts'
import type { PageData } from '../sections/page-data.ts'
import { definitionOf } from '../sections/definitions.ts'
import { resolveSection } from '../sections/resolve-section.ts'
import { feedLinks } from '../seo/feed-links.ts'
import type { HeadData } from '../seo/head-data.ts'
import { buildNow } from '../lib/build-now.ts'
import { zonedDay } from '../lib/zoned-time.ts'
import { siteTimeZone } from '../content/visibility.ts'
import { sharedValue } from '../lib/value-keys.ts'
import { organizationLd, structuredDataFor, type LdWords } from '../seo/json-ld.ts'
import { wordsFor } from '../ui/words/words-for.ts'
import type { BuiltSite } from './built-site.ts'
import { derivedPages, type MadePage } from './derived-pages.ts'
import { isUnsearched, listFeedsOf, sectionStructuredData, shareImageOf } from './page-hooks.ts'
import { listFeedLinks } from '../seo/list-feeds.ts'

interface Seo {
  title: string
  description: string
  keywords: string[]
  image?: Image | undefined
}

/**
 * Turns validated content into the data each route renders: sections resolved, head and JSON-LD derived. `now` (ms,
 * default the build's: buildNow) is when jobs are closed by their date.
 */
export function buildPages(content: Content, originOverride?: string, now?: number): BuiltSite {
  const { built, later } = planPages(content, originOverride, now)
  const pages = new Map(built.pages)
  for (const [path, make] of later) pages.set(path, make())
  const byRoute = new Map([...pages].sort(([a], [b]) => a.localeCompare(b)))
  return { ...built, pages: byRoute, generated: new Set([...byRoute.keys()].filter((p) => built.generated.has(p))) }
}

/**
 * What buildPages makes, with the pages made from collections (thousands on a large site: the templates' entries,
 * the archive's pages) left to be made.
 */
export interface PlannedSite {
  /** Every route of a page file, in route order; `generated` names every route made from collections. */
  built: BuiltSite
  /**
   * Each page made from collections (by route), made when called: the dev server makes only those asked for, the build
   * one at a time as it renders them. Of these, `built.lists` names the pages of lists (each `unsearched`); an entry's
   * page is searched.
   */
  later: Map<string, () => PageData>
  /** Whether a template holds a section that searches the site (an entry's page may then need the search index). */
  laterSearches: boolean
  /** The closed entries' pages (a filled or expired job) of `later`: left out of the site search (`unsearched`). */
  closed: Set<string>
  /**
   * What each entry's page is made from, by route, when every section of its template says what it reads (`reads`),
   * or needs nothing but its own data: its template, collection and site, the entry, then the other entries its
   * sections show. A page of a list (the archive's) is made from the site, its page's file, then what the page
   * derived from it shows (MadePage.inputs). The same values give the same page: an incremental build keeps it without
   * making it (src/build/prerender.ts).
   */
  inputs: Map<string, () => object[]>
}

/** buildPages, but each page made from collections is resolved only when asked for (see PlannedSite). */
export function planPages(content: Content, originOverride?: string, now?: number): PlannedSite {
  const origin = (originOverride ?? content.site.origin).replace(/\/+$/, '')
  const languages = siteLanguages(content)
  if (!languages) return planLanguage(content, origin, now)
  // A route's alternates are kept to the routes that have a page: each page names the others, and they name it.
  const routes = new Set<string>()
  const contents = languages.map((l, i) => (i === 0 ? content : content.translations![l.code]!))
  for (const c of contents) for (const route of routesOf(c)) routes.add(route)
  const known = new Map<string, Record<string, string> | undefined>()
  const alternates = (route: string) => {
    if (known.has(route)) return known.get(route)
    const all = content.alternates?.get(route)
    const kept = all && Object.fromEntries(Object.entries(all).filter(([, r]) => routes.has(r)))
    const found = kept && routes.has(route) && Object.keys(kept).length > 1 ? sharedValue(kept) : undefined
    known.set(route, found)
    return found
  }
  const plans = languages.map((l, i) =>
    planLanguage(contents[i]!, origin, now, { lang: l.code, home: l.home, languages, alternates }),
  )
  return mergePlans(plans, languages, alternates)
}

/** What planLanguage knows of a site in several languages. */
interface LanguageContext {
  /** This content's language code. */
  lang: string
  /** Its home's route: / for the default, /es for Spanish. */
  home: string
  /** The site's languages, the default first (SiteData.languages). */
  languages: NonNullable<SiteData['languages']>
  /** The same page's route in each language it has a page in, or undefined when it has no other. */
  alternates: (route: string) => Record<string, string> | undefined
}

/**
 * The site's languages with their homes, the default first, when it has several and their content: each other
 * language's home is the translation of / (or /<code>).
 */
function siteLanguages(content: Content): SiteData['languages'] {
  const [first, ...others] = content.languages ?? []
  const translated = others.filter((l) => content.translations?.[l.code])
  if (!first || !translated.length) return undefined
  return [
    { code: first.code, name: first.name, home: '/' },
    ...translated.map((l) => ({
      code: l.code,
      name: l.name,
      home: content.alternates?.get('/')?.[l.code] ?? `/${l.code}`,
    })),
  ]
}

/** The routes of a content's pages and of its templates' entries. */
function routesOf(content: Content): string[] {
  const routes = content.pages.map((p) => p.route)
  for (const t of content.templates)
    for (const entry of content.collections[t.template.collection] ?? []) if (entry.path) routes.push(entry.path)
  return routes
}

/** One plan of every language's plans: their routes never meet (the others' are under /<code>/). */
function mergePlans(
  plans: PlannedSite[],
  languages: NonNullable<SiteData['languages']>,
  alternates: (route: string) => Record<string, string> | undefined,
): PlannedSite {
  const [first, ...others] = plans as [PlannedSite, ...PlannedSite[]]
  const all = plans.map((p) => p.built)
  const pages = new Map(all.flatMap((b) => [...b.pages]).sort(([a], [b]) => a.localeCompare(b)))
  const later = new Map(plans.flatMap((p) => [...p.later]))
  const byRoute = new Map<string, Record<string, string>>()
  for (const route of [...pages.keys(), ...later.keys()]) {
    const found = alternates(route)
    if (found) byRoute.set(route, found)
  }
  const lists = new Set(all.flatMap((b) => [...(b.lists ?? [])]))
  const listFeeds = all.flatMap((b) => b.listFeeds ?? [])
  const built: BuiltSite = {
    ...first.built,
    pages,
    missing: new Map(all.flatMap((b) => [...b.missing])),
    generated: new Set(all.flatMap((b) => [...b.generated])),
    lists,
    ...(listFeeds.length ? { listFeeds } : {}),
    translations: Object.fromEntries(
      others.map(({ built: b }, i) => {
        const { code, home } = languages[i + 1]!
        const own = {
          home,
          site: b.site,
          ...(b.feedHome !== undefined ? { feedHome: b.feedHome } : {}),
          ...(b.notFound ? { notFound: b.notFound } : {}),
        }
        return [code, own]
      }),
    ),
    alternates: byRoute,
  }
  return {
    built,
    later,
    laterSearches: plans.some((p) => p.laterSearches),
    closed: new Set(plans.flatMap((p) => [...p.closed])),
    inputs: new Map(plans.flatMap((p) => [...p.inputs])),
  }
}

/** The plan of one language's content (planPages); `language` when the site has several. */
function planLanguage(content: Content, origin: string, now?: number, language?: LanguageContext): PlannedSite {
  const { site, registry } = content
  const home = language?.home ?? '/'
  // A link of the site's own in this language: its translation's route, or none when the page has none here.
  const local = (to: string): string | undefined => {
    if (!language || home === '/' || !to.startsWith('/')) return to
    if (to === home || to.startsWith(`${home}/`)) return to
    return language.alternates(to)?.[language.lang]
  }
  const hreflang = (path: string): HeadData['alternates'] => {
    const routes = language?.alternates(path)
    if (!routes) return undefined
    const url = (route: string) => `${origin}${route}`
    const links = language!.languages.flatMap(({ code }) =>
      routes[code] ? [{ hreflang: code, href: url(routes[code]) }] : [],
    )
    const fallback = routes[language!.languages[0]!.code]
    return fallback ? [...links, { hreflang: 'x-default', href: url(fallback) }] : links
  }
  // One object in every page's head (the build hashes it once: see value-keys.ts).
  const org = sharedValue(organizationLd(content.site, origin))
  const words = wordsFor(language?.lang)
  const { responsibilities, requirements, benefits } = words.jobs
  const ldWords: LdWords = { locale: words.locale, responsibilities, requirements, benefits }
  const pages = new Map<string, PageData>()
  // Entries closed on the day of the build in the site's time zone (a filled job, one past its date) are marked
  // before any list is resolved.
  const zone = siteTimeZone(site)
  const today = zonedDay(now ?? buildNow(zone), zone)
  for (const [name, def] of Object.entries(registry))
    for (const entry of content.collections[name] ?? []) {
      const e = entry as Entry & { closed?: true }
      if (def.closed?.(entry, today)) e.closed = true
      else delete e.closed
    }

  const head = (
    path: string,
    seo: Seo,
    sections: PageData['sections'],
    extra: object[] = [],
    ogType: HeadData['ogType'] = 'website',
  ): HeadData => {
    const image = seo.image ?? shareImageOf(sections) ?? site.seo.image
    const alternates = hreflang(path)
    return {
      title: path === home ? site.seo.defaultTitle : `${seo.title} | ${site.company.name}`,
      description: seo.description,
      keywords: seo.keywords,
      canonical: `${origin}${path === '/' ? '/' : path}`,
      ...(language ? { lang: language.lang } : {}),
      ...(alternates ? { alternates } : {}),
      ogType,
      image: { src: shareImageUrl(image, origin), alt: image.alt || seo.title },
      jsonLd: [org, ...extra, ...sectionStructuredData(sections)],
    }
  }
  const resolve = (sections: SectionData[], route: string, entry?: Entry) =>
    sections.map((s) => resolveSection(s, { content, route, origin, ...(entry ? { entry } : {}) }))

  // Entries that describe a hand-written page (a service) give that page their structured data.
  const described = new Map<string, object>()
  for (const [name, def] of Object.entries(registry)) {
    if (!def.describesPage || !def.structuredData) continue
    for (const entry of content.collections[name] ?? []) {
      const route = local(String(entry[def.describesPage as keyof Entry]))
      if (route === undefined) continue
      const url = `${origin}${route}`
      described.set(route, structuredDataFor(def.structuredData, entry, { site, origin, url, words: ldWords }))
    }
  }

  // An entry's page: its template's sections resolved for the entry, its head and structured data.
  const entryPage = (t: Content['templates'][number], def: CollectionDef, entry: Entry, path: string): PageData => {
    const sections = resolve(t.template.sections, path, entry)
    const field = (key: string | undefined) => (key ? (entry as Record<string, unknown>)[key] : undefined)
    const seo: Seo = {
      title: String(field(def.page?.title ?? 'title') ?? entry.id),
      description: String(field(def.page?.description) ?? site.seo.description),
      keywords: [...t.template.keywords, ...(def.page?.keyword ? [String(field(def.page.keyword))] : [])],
      image: field(def.page?.image) as Image | undefined,
    }
    const url = `${origin}${path}`
    const closed = (entry as { closed?: true }).closed === true
    const ld =
      def.structuredData && !closed
        ? [structuredDataFor(def.structuredData, entry, { site, origin, url, words: ldWords })]
        : []
    const ogType = def.structuredData === 'Article' ? 'article' : 'website'
    const pageHead = head(path, seo, sections, ld, ogType)
    return withFeeds({
      path,
      head: closed ? { ...pageHead, noindex: true } : pageHead,
      sections,
      simulateLoad: true,
      // A closed job leaves the search as it leaves every list: its page only says it is closed (410).
      ...(closed ? { gone: true as const, unsearched: true as const } : {}),
    })
  }
  // Every page under the one whose feeds they advertise (the archive's, the articles') links them.
  const withFeeds = (page: PageData): PageData => {
    if (!feedHome || (page.path !== feedHome.path && !page.path.startsWith(`${feedHome.path}/`))) return page
    homeFeeds ??= sharedValue(feedLinks(feedHome.path, feedHome.title))
    return { ...page, head: { ...page.head, feeds: homeFeeds } }
  }

  let feedHome: { path: string; title: string } | undefined
  let homeFeeds: HeadData['feeds']
  const listFeeds: NonNullable<BuiltSite['listFeeds']> = []
  const derived: { path: string; make: () => PageData; inputs: MadePage['inputs'] }[] = []
  for (const { route, page } of content.pages) {
    const sections = resolve(page.sections, route)
    const extra = described.has(route) ? [described.get(route)!] : []
    const feeds = listFeedsOf(sections, { content, route, origin, title: page.title })
    for (const feed of feeds) listFeeds.push({ path: route, feed })
    const ownFeeds = feeds.flatMap((feed) => listFeedLinks(route, feed))
    const pageHead = head(route, page, sections, extra)
    pages.set(route, {
      path: route,
      head: ownFeeds.length ? { ...pageHead, feeds: ownFeeds } : pageHead,
      sections,
      ...(isUnsearched(sections) ? { unsearched: true as const } : {}),
    })
    // Pages its sections make beyond it (the article archive), from its own sections, asked through their hooks.
    const made = derivedPages(page, sections, { content, route, origin, title: page.title })
    for (const d of made.pages)
      derived.push({
        path: d.path,
        make: () => {
          const sections = d.sections()
          const seo = { title: d.title, description: d.description, keywords: page.keywords }
          return withFeeds({ path: d.path, head: head(d.path, seo, sections), sections, unsearched: true })
        },
        inputs: d.inputs,
      })
    if (made.feedTitle) feedHome = { path: route, title: made.feedTitle }
  }

  const later = new Map<string, () => PageData>()
  const closed = new Set<string>()
  const inputs = new Map<string, () => object[]>()
  const missing = new Map<string, PageData>()
  for (const t of content.templates) {
    const def = registry[t.template.collection]!
    const sections = t.template.sections
    const known = sections.every((s) => !definitionOf(s).resolve || definitionOf(s).reads)
    // Everything entryPage, head and withFeeds take besides the entry and what the sections read (the collection's
    // functions are code, which the build's key holds).
    const common = known
      ? { template: t.template, collection: def, site, origin, feedHome: feedHome ?? null, ...languageOf(language) }
      : undefined
    for (const entry of content.collections[t.template.collection] ?? []) {
      const path = entry.path!
      later.set(path, () => entryPage(t, def, entry, path))
      if ((entry as { closed?: true }).closed === true) closed.add(path)
      if (common)
        inputs.set(path, () => [
          common,
          entry,
          ...(language ? [language.alternates(path) ?? {}] : []),
          ...sections.flatMap((s) => definitionOf(s).reads?.(s, { content, route: path, origin, entry }) ?? []),
        ])
    }
    const m = t.template.ifMissing
    const missingSections = resolve(m.sections ?? [], t.pattern)
    missing.set(t.pattern, {
      path: t.pattern,
      // Kept out of search engines like the not-found page: reached by a link, no 404 status says so.
      head: {
        ...head(
          t.prefix,
          {
            title: m.title ?? words.shell.notFound,
            description: m.description ?? site.seo.description,
            keywords: m.keywords ?? t.template.keywords,
          },
          missingSections,
        ),
        noindex: true as const,
      },
      sections: missingSections,
      simulateLoad: true,
      ...(m.redirect ? { redirect: m.redirect } : {}),
    })
  }

  // The archive's pages wait like the entries' (a page of the site's own at the same path wins). Everything make,
  // head and withFeeds take besides the page's file and the derived page: the site (its origin) and the feeds' home.
  const lists = new Set<string>()
  const listCommon = { site, origin, feedHome: feedHome ?? null, ...languageOf(language) }
  for (const d of derived)
    if (!pages.has(d.path) && !later.has(d.path)) {
      later.set(d.path, d.make)
      lists.add(d.path)
      const madeFrom = d.inputs
      if (madeFrom) inputs.set(d.path, () => [listCommon, ...madeFrom()])
    }
  if (feedHome) for (const [path, page] of pages) pages.set(path, withFeeds(page))

  const nf = content.notFound
  const nfPath = home === '/' ? '/404' : `${home}/404`
  const nfSections = nf ? resolve(nf.page.sections, nfPath) : []
  // Kept out of search engines in its own data (not only by the pre-renderer): the client's head says so too, and
  // drops it when the visitor goes on to a real page.
  const notFound = nf
    ? { path: nfPath, head: { ...head(nfPath, nf.page, nfSections), noindex: true as const }, sections: nfSections }
    : undefined
  const byRoute = new Map([...pages.entries()].sort(([a], [b]) => a.localeCompare(b)))
  const written = new Set(content.pages.map((p) => p.route))
  const generated = new Set([...byRoute.keys(), ...later.keys()].filter((path) => !written.has(path)))
  const built: BuiltSite = {
    site: siteData(content, origin, language && { ...language, local }),
    pages: byRoute,
    missing,
    ...(notFound ? { notFound } : {}),
    origin,
    generated,
    lists,
    ...(feedHome ? { feedHome: feedHome.path } : {}),
    ...(listFeeds.length ? { listFeeds } : {}),
  }
  const laterSearches = content.templates.some((t) => t.template.sections.some((s) => definitionOf(s).usesSearchIndex))
  return { built, later, laterSearches, closed, inputs }
}

/** What a page made from collections is made from in a site of several languages: its language and home. */
const languageOf = (language: LanguageContext | undefined) =>
  language ? { lang: language.lang, home: language.home } : {}

/**
 * The site data of a language's pages. In another language than the default, the links of the navigation and the
 * footer lead to the same page in that language, and those whose page has no translation are left out (the header's
 * button, which the header needs, stays).
 */
function siteData(
  content: Content,
  origin: string,
  language?: LanguageContext & { local: (to: string) => string | undefined },
): SiteData {
  const { site, collections, registry } = content
  const { columns, ...footer } = site.footer
  const local = language?.local ?? ((to: string) => to)
  const links = <T extends { to: string }>(list: T[]): T[] =>
    list.flatMap((link) => {
      const to = local(link.to)
      return to === undefined ? [] : [to === link.to ? link : { ...link, to }]
    })
  const { search, cta, ...navigation } = site.navigation
  const searchTo = search && local(search.to)
  return {
    company: site.company,
    navigation: language
      ? {
          ...navigation,
          links: links(navigation.links),
          cta: { ...cta, to: local(cta.to) ?? cta.to },
          ...(search && searchTo !== undefined ? { search: { ...search, to: searchTo } } : {}),
        }
      : site.navigation,
    timing: site.timing,
    forms: site.forms ?? {},
    origin,
    ...(language && language.home !== '/' ? { lang: language.lang } : {}),
    ...(language ? { languages: language.languages } : {}),
    buildYear: new Date().getFullYear(),
    footer: {
      ...footer,
      ...(language ? { quickLinks: links(footer.quickLinks) } : {}),
      columns: columns.map(({ heading, collection }) => {
        const link = registry[collection]!.link!
        const entries = (collections[collection] ?? []) as Record<string, unknown>[]
        return {
          heading,
          links: links(
            entries
              .filter((e) => e.footer === true)
              .map((e) => ({ label: String(e[link.label]), to: String(e[link.to]) })),
          ),
        }
      }),
    },
  }
}

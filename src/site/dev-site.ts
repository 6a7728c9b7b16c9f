import type { SiteRoutes } from '../app/App.tsx'
import type { ContentProblem } from '../content/format-diagnostic.ts'
import type { PageData } from '../sections/page-data.ts'
import type { PlannedSite } from './build-pages.ts'
import { templateIndex, translatedNotFound, type BuiltSite } from './built-site.ts'

/** A problem of the content, and the page keys that show it (see attachedTo in dev-content.ts). */
export interface AttachedProblem {
  problem: ContentProblem
  shows: (key: string) => boolean
}

/**
 * The site as the dev server serves it: every route known at once, each page made when first asked for (a save at
 * 10,000 articles makes the few pages that are open, not all of them), with the content's problems on the pages
 * they concern. A page that cannot be made shows its version from the last site that had no error.
 */
export class DevSite {
  private readonly made = new Map<string, PageData | undefined>()
  private whole: BuiltSite | undefined

  constructor(
    private readonly plan: PlannedSite,
    private readonly problems: AttachedProblem[] = [],
    /** Routes of page files that never built: they show the not-found page with their problems. */
    private readonly broken: string[] = [],
    private readonly fallback?: DevSite,
  ) {}

  /** A site built in full (the build's), served the same way. */
  static of(built: BuiltSite): DevSite {
    return new DevSite({ built, later: new Map(), laterSearches: false, closed: new Set(), inputs: new Map() })
  }

  get site(): BuiltSite['site'] {
    return this.plan.built.site
  }

  /** The other languages' site data, by code; undefined when the site has one language. */
  get sites(): Record<string, BuiltSite['site']> | undefined {
    const { translations } = this.plan.built
    return translations && Object.fromEntries(Object.entries(translations).map(([code, t]) => [code, t.site]))
  }

  get templates(): SiteRoutes {
    return templateIndex(this.plan.built)
  }

  /** Every path that has a page. */
  *paths(): Iterable<string> {
    yield* this.plan.built.pages.keys()
    yield* this.plan.later.keys()
    for (const route of this.broken) if (this.showsBroken(route)) yield route
  }

  /** A broken page file's route shows the not-found page, when there is one, unless another page has the route. */
  private showsBroken(route: string): boolean {
    return Boolean(this.plan.built.notFound) && !this.has(route) && this.broken.includes(route)
  }

  /** Whether `path` has a page of its own (not counting the routes of broken page files). */
  private has(path: string): boolean {
    return this.plan.built.pages.has(path) || this.plan.later.has(path)
  }

  /** The data of a page key (a route, "missing:<pattern>", "404"), with its problems; undefined when there is none. */
  page(key: string): PageData | undefined {
    if (!this.made.has(key)) this.made.set(key, this.make(key))
    return this.made.get(key)
  }

  private make(key: string): PageData | undefined {
    const { built, later } = this.plan
    let data: PageData | undefined
    if (key === '404') data = built.notFound
    else if (translatedNotFound(built).has(key)) data = translatedNotFound(built).get(key)
    else if (key.startsWith('missing:')) data = built.missing.get(key.slice('missing:'.length))
    else if (built.pages.has(key)) data = built.pages.get(key)
    else if (later.has(key)) {
      try {
        data = later.get(key)!()
      } catch (error) {
        data = this.fallback?.page(key)
        if (!data) throw error
      }
    } else if (this.showsBroken(key)) data = { ...built.notFound!, path: key, neverBuilt: true }
    if (!data) return undefined
    const problems = this.problems.filter((p) => p.shows(key)).map((p) => p.problem)
    return problems.length ? { ...data, problems: [...(data.problems ?? []), ...problems] } : data
  }

  /** The whole site, every page made (the feeds, the studio's preview). */
  full(): BuiltSite {
    if (this.whole) return this.whole
    const { built } = this.plan
    const pages = new Map<string, PageData>()
    for (const path of [...built.pages.keys(), ...this.plan.later.keys()].sort((a, b) => a.localeCompare(b)))
      pages.set(path, this.page(path)!)
    for (const route of this.broken) if (this.showsBroken(route)) pages.set(route, this.page(route)!)
    const missing = new Map([...built.missing.keys()].map((pattern) => [pattern, this.page(`missing:${pattern}`)!]))
    return (this.whole = { ...built, pages, missing, ...(built.notFound ? { notFound: this.page('404')! } : {}) })
  }
}

/**
 * The page keys whose data differs between two versions of the site, among `keys` (those the browser was given), or
 * undefined when the routes or the site data changed (a reload is due).
 */
export function changedKeys(before: DevSite, after: DevSite, keys: Iterable<string>): string[] | undefined {
  if (JSON.stringify(before.templates) !== JSON.stringify(after.templates)) return undefined
  if (JSON.stringify(before.site) !== JSON.stringify(after.site)) return undefined
  if (JSON.stringify(before.sites) !== JSON.stringify(after.sites)) return undefined
  const old = new Set(before.paths())
  let count = 0
  for (const path of after.paths()) {
    if (!old.has(path)) return undefined
    count++
  }
  if (count !== old.size) return undefined
  return [...keys].filter((key) => JSON.stringify(before.page(key)) !== JSON.stringify(after.page(key)))
}

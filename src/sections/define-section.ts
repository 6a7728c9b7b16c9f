import type { Static, TSchema } from 'typebox'
import type { Pagination } from '../content/paginate.ts'
import type { ResolveContext } from '../content/resolve-context.ts'
import type { Image } from '../content/schema/common.ts'
import type { FeedArticle } from '../seo/feeds.ts'
import type { ListFeed } from '../seo/list-feeds.ts'

/**
 * Which component renders the section. By default `<Type>.tsx` exporting `<Type>` (hero → Hero.tsx, Hero); a name
 * for another file of the folder; or one component per value of a property, each in its own chunk (the home page
 * never downloads the contact page's form).
 */
export type ViewSpec = string | { prop: string; views: Record<string, string>; otherwise: string }

/** A page a section makes beyond its own: a page of the article archive (older articles, a category). */
export interface DerivedPage {
  path: string
  /** Title of the page (the head adds "| company"), and its meta description. */
  title: string
  description: string
  /** The page's h1 and the sentence under it. */
  heading: string
  intro: string
  /** What the page lists, and the heading above the list; the section that made the page knows their type. */
  items: unknown[]
  listHeading: string
  pagination: Pagination
  /** The way back to the page the derived page comes from. */
  back: { label: string; to: string }
}

/** The page a section sits on, as hooks that make more pages see it. */
export interface PageContext extends ResolveContext {
  title: string
}

/** What the rest of the engine asks of a section type, instead of testing its `type`. */
export interface SectionHooks<S extends TSchema, P> {
  /** The page's share image (og:image and JSON-LD) when this is the first section of the page to give one. */
  shareImage?(props: P): Image | undefined
  /** Dates (YYYY-MM-DD) of what the section shows: the newest is its page's `lastmod` in the sitemap. */
  dates?(props: P): string[]
  /** Structured data the type adds to its page, from all its sections there (one FAQPage for every FAQ). */
  structuredData?(sections: P[]): object | undefined
  /** The article the section shows, for the feeds. */
  feedItem?(props: P): FeedArticle
  /** A feed of what the section lists, next to its page (the open jobs: /careers/jobs.xml and jobs.json). */
  listFeed?(props: P, page: PageContext): ListFeed | undefined
  /** A page holding this section is left out of the site search (the search page itself). */
  unsearched?: true
  /** A page holding this section searches the site: the build writes the search index. */
  usesSearchIndex?: true
  /** What a page holding this section adds to its Content-Security-Policy, and other paths that need the same. */
  csp?: { scriptSrc: string[]; paths: string[] }
  /**
   * Pages the section makes beyond its own, and the feed its page heads (every page under it advertises the feed).
   * Their sections come from the page's own: each section is asked through `onDerivedPage`.
   */
  derivedPages?(props: P, page: PageContext): { pages: DerivedPage[]; feedTitle?: string }
  /** The section on a page derived from its page: what it shows there, or nothing to be left out. */
  onDerivedPage?(section: Static<S>, derived: DerivedPage): P | undefined
  /**
   * On an entry's page (a template's section): the other entries its props are made from, beyond the section, the
   * route's entry and the site (an article's related articles). With it an incremental build knows an entry's page
   * unchanged without making it (PlannedSite.inputs). A type that resolves its props (`resolve`) and does not say what
   * it reads has every entry page that holds it made at every build.
   */
  reads?(section: Static<S>, ctx: ResolveContext): object[]
}

/** Everything about one section type, held in its folder: `src/sections/<type>/section.ts`. */
export interface SectionDefinition<S extends TSchema = TSchema, P = Static<S>> extends SectionHooks<S, P> {
  /** The YAML's shape (JSON Schema, with its examples): the lint, `schema/`, the guide, VS Code and the studio. */
  schema: S
  /** Build time: the component's props from the YAML (references to collections, the route's entry). */
  resolve?(section: Static<S>, ctx: ResolveContext): P
  /** What the schema's examples leave unseen (other variants, data sources), for the gallery and its test. */
  variants?: { label: string; section: Static<S> }[]
  view?: ViewSpec
}

/** Declares a section type; the identity function gives the declaration its types. */
export function defineSection<S extends TSchema, P = Static<S>>(
  definition: SectionDefinition<S, P>,
): SectionDefinition<S, P> {
  return definition
}

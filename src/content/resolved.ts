import type { Pagination } from './paginate.ts'
import type { Article, Industry, Job, Partner, Service } from './schema/collections.ts'
import type { SectionOf, SectionType } from './schema/page.ts'
import type { Site } from './schema/site.ts'

/** An article with its slug settled (its file name, given, or derived from the title) and its route. */
export type ArticleEntry = Article & { path: string }
export type JobEntry = Job & { path: string }
/** What a card needs of an article or a job: lists ship these, not whole bodies. */
export type ArticleSummary = Omit<ArticleEntry, 'body'> & ArticleFacts
/** What the build derives from an article for its card and page: "N min read" and its category's list. */
export interface ArticleFacts {
  readingMinutes: number
  categoryPath: string
}
export type JobSummary = Pick<
  JobEntry,
  'id' | 'title' | 'location' | 'type' | 'experience' | 'department' | 'summary' | 'path'
>
export type { Industry, Partner, Service, Site }

/** What the build adds to a section when it resolves references to collections. */
interface Extras {
  cardGrid: { items: (NonNullable<SectionOf<'cardGrid'>['items']>[number] & { iconPath?: string })[] }
  partnerGrid: { entries: Partner[] }
  jobList: { entries: JobSummary[] }
  articleList: { featuredEntry?: ArticleSummary; entries: ArticleSummary[]; pagination?: Pagination }
  jobDetail: { job: JobEntry }
  article: { entry: ArticleEntry; relatedEntries: ArticleSummary[]; url: string } & ArticleFacts
}

/** Props of a section component: the YAML section plus resolved references. cardGrid arrives with `items` filled. */
export type SectionProps<K extends SectionType> = SectionOf<K> & (K extends keyof Extras ? Extras[K] : unknown)
export type ResolvedSection = { [K in SectionType]: SectionProps<K> }[SectionType]

export interface HeadData {
  /** Full document title, e.g. "About Us | Company". */
  title: string
  description: string
  keywords: string[]
  canonical: string
  ogType: 'website' | 'article'
  image: { src: string; alt: string }
  jsonLd: object[]
  /** Feeds advertised with <link rel="alternate"> (insights pages and articles). */
  feeds?: FeedLink[]
}

export interface FeedLink {
  type: 'application/rss+xml' | 'application/atom+xml' | 'application/feed+json'
  title: string
  href: string
}

/** Everything one route needs on the client: its head and its resolved sections. */
export interface PageData {
  path: string
  head: HeadData
  sections: ResolvedSection[]
  /** Set on a missing collection item whose template says to redirect. */
  redirect?: string
  /** Pages that load like data (job, article): a spinner shows for the configured delay on client navigation. */
  simulateLoad?: boolean
  /** Left out of the site search: the search page, and the archive's pages, which only list articles. */
  unsearched?: true
  /** Dev server only: content errors in the files this route is built from (it shows their last good version). */
  problems?: ContentProblem[]
}

/** A content error as the dev preview shows it on the page. */
export interface ContentProblem {
  file: string
  line: number
  col: number
  message: string
  hint?: string
  /** The source lines around it, with a caret. */
  frame: string
}

/** Site-wide data shipped to the client. */
export interface SiteData {
  company: Site['company']
  navigation: Site['navigation']
  footer: Omit<Site['footer'], 'columns'> & {
    /** Link columns filled from collections (entries marked footer: true). */
    columns: { heading: string; links: { label: string; to: string }[] }[]
  }
  timing: Site['timing']
  /** Form delivery (pages/_site.yaml `forms`); empty when the site file has none: every form stays local. */
  forms: NonNullable<Site['forms']>
  origin: string
  /** Year of the build, for the copyright line (identical in pre-rendered HTML and on hydration). */
  buildYear: number
}

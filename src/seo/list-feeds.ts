import { Feed } from 'feed'
import type { SiteData } from '../content/site-data.ts'
import type { FeedLink } from './head-data.ts'
import { escapeHtml } from './markdown-html.ts'

/** One item of a list's feed (a job): what job boards, alerts and partners read. */
export interface ListFeedItem {
  id: string
  title: string
  path: string
  /** YYYY-MM-DD. */
  date: string
  summary: string
  /** RSS categories: location, department, type. */
  categories: string[]
  /** The JSON Feed's `_facts` of the item (location, department, type, workplace, experience). */
  facts: Record<string, string>
}

/** A feed a list section gives its page: `/careers/jobs.xml` (RSS 2.0) and `/careers/jobs.json` (JSON Feed 1.1). */
export interface ListFeed {
  /** File name without extension, next to the page: jobs → /careers/jobs.xml and /careers/jobs.json. */
  name: string
  title: string
  items: ListFeedItem[]
}

const dir = (path: string) => (path === '/' ? '' : path)

/** The <link rel="alternate"> data of a list's feeds. */
export function listFeedLinks(path: string, feed: ListFeed): FeedLink[] {
  return [
    { type: 'application/rss+xml', title: `${feed.title} (RSS)`, href: `${dir(path)}/${feed.name}.xml` },
    { type: 'application/feed+json', title: `${feed.title} (JSON Feed)`, href: `${dir(path)}/${feed.name}.json` },
  ]
}

/** The two files of a list's feed, file name in the built site → text: every item, newest first. */
export function listFeedFiles(
  path: string,
  feed: ListFeed,
  site: SiteData,
  /** The feed's language (its code). */
  language = 'en',
): Map<string, string> {
  const { origin } = site
  const company = site.company.name
  const items = [...feed.items].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
  const [rss, json] = listFeedLinks(path, feed).map((l) => l.href)
  const feedOf = (text: (s: string) => string) => {
    const f = new Feed({
      title: `${company}: ${feed.title}`,
      // The English wording as it was; another language's feed says it without a word of English.
      description: language === 'en' ? `${feed.title} at ${company}` : `${company}: ${feed.title}`,
      id: origin + path,
      link: origin + path,
      language,
      ...(items[0] ? { updated: new Date(`${items[0].date}T00:00:00Z`) } : {}),
      copyright: `© ${company}`,
      generator: false,
      author: { name: company, link: `${origin}/` },
      feedLinks: { rss: origin + rss!, json: origin + json! },
    })
    for (const item of items) {
      const url = origin + item.path
      f.addItem({
        title: text(item.title),
        id: url,
        link: url,
        date: new Date(`${item.date}T00:00:00Z`),
        published: new Date(`${item.date}T00:00:00Z`),
        description: text(item.summary),
        category: item.categories.map((name) => ({ name })),
      })
    }
    return f
  }
  const files = new Map<string, string>()
  // An empty list has no date to give: `feed` would write the time of the build, which no two builds share.
  const xml = feedOf(escapeHtml).rss2()
  files.set(rss!.slice(1), items.length ? xml : xml.replace(/\s*<lastBuildDate>[^<]*<\/lastBuildDate>/, ''))
  const parsed = JSON.parse(feedOf((s) => s).json1()) as { items: { id: string }[] } & Record<string, unknown>
  const { version: _, ...rest } = parsed
  files.set(
    json!.slice(1),
    JSON.stringify(
      {
        version: 'https://jsonfeed.org/version/1.1',
        ...rest,
        language,
        items: parsed.items.map((i, n) => ({ ...i, _facts: items[n]!.facts })),
      },
      null,
      2,
    ),
  )
  return files
}

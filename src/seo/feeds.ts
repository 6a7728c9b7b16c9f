import { Feed } from 'feed'
import type { MarkdownTree } from '../content/markdown/markdown-tree.ts'
import type { SiteData } from '../content/site-data.ts'
import type { HeadData } from './head-data.ts'
import { escapeHtml, markdownHtml } from './markdown-html.ts'

/** What a feed item needs of an article. */
export interface FeedArticle {
  id: string
  title: string
  path: string
  date: string
  excerpt: string
  author: string
  category: string
  body: MarkdownTree
}

/** The page a feed belongs to (/insights): its address, head (title, description) and feed links. */
export interface FeedHome {
  path: string
  head: HeadData
}

/** Articles per feed: the newest. */
export const FEED_SIZE = 20

/** The order of a feed's articles: the newest first, then by id. */
export function newestFirst(a: Pick<FeedArticle, 'date' | 'id'>, b: Pick<FeedArticle, 'date' | 'id'>): number {
  return b.date.localeCompare(a.date) || a.id.localeCompare(b.id)
}

/**
 * The feeds a page advertises (head.feeds: /insights/rss.xml, atom.xml, feed.json), each holding the 20 newest of
 * the articles with their full text: file name in the built site → text. Build time only.
 */
export function feedFiles(
  list: FeedHome | undefined,
  articles: FeedArticle[],
  site: SiteData,
  /** The feed's language (its code). */
  language = 'en',
): Map<string, string> {
  const files = new Map<string, string>()
  const links = list?.head.feeds
  if (!list || !links) return files

  const { origin } = site
  const company = site.company.name
  const newest = [...articles].sort(newestFirst).slice(0, FEED_SIZE)
  const href = (type: string) => origin + links.find((l) => l.type === type)!.href
  // RSS 2.0's <author> is an e-mail address; a name alone is the Dublin Core creator (as WordPress writes it).
  const feedOf = (text: (s: string) => string, { rss = false } = {}) => {
    const feed = new Feed({
      title: `${company} ${list.head.title.replace(/ \|.*$/, '')}`,
      description: list.head.description,
      id: origin + list.path,
      link: origin + list.path,
      language,
      ...(newest[0] ? { updated: dateOf(newest[0].date) } : {}),
      copyright: `© ${company}`,
      generator: false,
      author: { name: company, link: `${origin}/` },
      feedLinks: {
        rss: href('application/rss+xml'),
        atom: href('application/atom+xml'),
        json: href('application/feed+json'),
      },
    })
    for (const article of newest) {
      const url = origin + article.path
      feed.addItem({
        title: text(article.title),
        id: url,
        link: url,
        date: dateOf(article.date),
        published: dateOf(article.date),
        description: text(article.excerpt),
        content: markdownHtml(article.body.blocks, url),
        ...(rss
          ? { extensions: [{ name: 'dc:creator', objects: { _text: article.author } }] }
          : { author: [{ name: article.author }] }),
        category: [{ name: article.category }],
      })
    }
    return feed
  }
  // The XML feeds carry an item's title and summary as HTML in CDATA (Atom says type="html"): escaped, a title
  // such as "Tips & <div> tricks" reads as written, and no "]]>" in the text can end the CDATA early.
  const render = {
    'application/rss+xml': () => feedOf(escapeHtml, { rss: true }).rss2(),
    'application/atom+xml': () => feedOf(escapeHtml).atom1(),
    'application/feed+json': () => jsonFeed11(feedOf((s) => s).json1(), language),
  }
  for (const link of links) files.set(link.href.slice(1), render[link.type]())
  return files
}

/**
 * `feed` writes JSON Feed 1.0; 1.1 adds `authors` (a list) and `language`. The 1.0 `author` stays for older
 * readers, as the 1.1 spec suggests.
 */
function jsonFeed11(json: string, language: string): string {
  type Author = { name?: string; url?: string }
  const feed = JSON.parse(json) as { author?: Author; items: { author?: Author }[] } & Record<string, unknown>
  const upgrade = <T extends { author?: Author }>(o: T) => (o.author ? { ...o, authors: [o.author] } : o)
  const { version: _, ...rest } = upgrade(feed)
  return JSON.stringify(
    { version: 'https://jsonfeed.org/version/1.1', ...rest, language, items: feed.items.map(upgrade) },
    null,
    2,
  )
}

/** Midnight UTC of a YYYY-MM-DD date, so the feeds agree with the pages whatever the build machine's time zone. */
function dateOf(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`)
}

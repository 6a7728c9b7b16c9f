import { feedFiles } from '../seo/feeds.ts'
import { listFeedFiles } from '../seo/list-feeds.ts'
import type { BuiltSite } from './built-site.ts'
import { factsOf, feedArticles, type PageFacts } from './page-hooks.ts'

/**
 * The feed files of a built site (file name → text): the articles its pages show, under the page that heads them,
 * and the feeds of lists (the open jobs, next to /careers). `facts`: its pages' (see PageFacts), in route order, when
 * the caller has them.
 */
export function siteFeeds(
  built: BuiltSite,
  facts: Iterable<PageFacts> = factsOf(built.pages.values()),
): Map<string, string> {
  const home = built.feedHome === undefined ? undefined : built.pages.get(built.feedHome)
  const files = feedFiles(home, feedArticles(facts), built.site)
  for (const { path, feed } of built.listFeeds ?? [])
    for (const [file, text] of listFeedFiles(path, feed, built.site)) files.set(file, text)
  return files
}

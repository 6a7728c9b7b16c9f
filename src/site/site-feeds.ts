import { feedFiles } from '../seo/feeds.ts'
import type { BuiltSite } from './built-site.ts'
import { feedArticles } from './page-hooks.ts'

/** The feed files of a built site (file name → text): the articles its pages show, under the page that heads them. */
export function siteFeeds(built: BuiltSite): Map<string, string> {
  const home = built.feedHome === undefined ? undefined : built.pages.get(built.feedHome)
  return feedFiles(home, feedArticles(built.pages.values()), built.site)
}

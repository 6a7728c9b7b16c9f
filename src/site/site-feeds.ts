import { feedFiles } from '../seo/feeds.ts'
import { listFeedFiles } from '../seo/list-feeds.ts'
import type { SiteData } from '../content/site-data.ts'
import { languageOfPath, type BuiltSite } from './built-site.ts'
import { factsOf, feedArticles, type PageFacts } from './page-hooks.ts'

/**
 * The feed files of a built site (file name → text): the articles its pages show, under the page that heads them,
 * and the feeds of lists (the open jobs, next to /careers); in a site of several languages, each language's own. `facts`: its pages' (see PageFacts), in route order, when
 * the caller has them.
 */
export function siteFeeds(
  built: BuiltSite,
  facts: Iterable<PageFacts> = factsOf(built.pages.values()),
): Map<string, string> {
  if (!built.translations) {
    const home = built.feedHome === undefined ? undefined : built.pages.get(built.feedHome)
    const files = feedFiles(home, feedArticles(facts), built.site)
    for (const { path, feed } of built.listFeeds ?? [])
      for (const [file, text] of listFeedFiles(path, feed, built.site)) files.set(file, text)
    return files
  }
  // In several languages, each language's feeds hold its own pages' items, in its language.
  const byLang = new Map<string | undefined, PageFacts[]>()
  for (const page of facts) {
    const lang = languageOfPath(built, page.path)
    byLang.set(lang, [...(byLang.get(lang) ?? []), page])
  }
  const files = new Map<string, string>()
  const languages: [string | undefined, { site: SiteData; feedHome?: string | undefined }][] = [
    [undefined, built],
    ...Object.entries(built.translations),
  ]
  for (const [lang, { site, feedHome }] of languages) {
    const code = lang ?? site.languages?.[0]?.code
    const home = feedHome === undefined ? undefined : built.pages.get(feedHome)
    for (const [file, text] of feedFiles(home, feedArticles(byLang.get(lang) ?? []), site, code)) files.set(file, text)
  }
  for (const { path, feed } of built.listFeeds ?? []) {
    const lang = languageOfPath(built, path)
    const site = lang === undefined ? built.site : built.translations[lang]!.site
    for (const [file, text] of listFeedFiles(path, feed, site, lang ?? site.languages?.[0]?.code)) files.set(file, text)
  }
  return files
}

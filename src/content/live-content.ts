import type { Entry } from './collection.ts'
import type { Content } from './load-content.ts'
import { isLiveData, siteTimeZone } from './visibility.ts'

/**
 * The content the public site is built from at `now` (ms): every entry and page file that is a draft, not yet
 * published or already taken down left out, as if it did not exist (no page, in no list, feed, sitemap or search).
 * One pass over the entries; `content` itself when nothing is left out. The not-found page always stays.
 */
export function liveContent(content: Content, now: number): Content {
  const zone = siteTimeZone(content.site)
  let changed = false
  const collections: Record<string, Entry[]> = {}
  for (const [name, entries] of Object.entries(content.collections)) {
    let kept: Entry[] | undefined
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!
      if (isLiveData(entry, now, zone)) kept?.push(entry)
      else kept ??= entries.slice(0, i)
    }
    collections[name] = kept ?? entries
    if (kept) changed = true
  }
  const pages = content.pages.filter((p) => isLiveData(p.page, now, zone))
  if (!changed && pages.length === content.pages.length) return content
  return { ...content, collections, pages }
}

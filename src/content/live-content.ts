import type { Entry } from './collection.ts'
import type { Content } from './load-content.ts'
import { isLiveData, siteTimeZone } from './visibility.ts'

/**
 * The content the public site is built from at `now` (ms): every entry and page file that is a draft, not yet
 * published or already taken down left out, as if it did not exist (no page, in no list, feed, sitemap or search).
 * One pass over the entries; `content` itself when nothing is left out. The not-found page always stays. Each
 * language's content is judged alike, and the alternates lose the routes left out.
 */
export function liveContent(content: Content, now: number): Content {
  const zone = siteTimeZone(content.site)
  let changed = false
  // The routes of what is left out, for the languages' alternates.
  const hidden = new Set<string>()
  const collections: Record<string, Entry[]> = {}
  for (const [name, entries] of Object.entries(content.collections)) {
    let kept: Entry[] | undefined
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!
      if (isLiveData(entry, now, zone)) kept?.push(entry)
      else {
        kept ??= entries.slice(0, i)
        if (entry.path) hidden.add(entry.path)
      }
    }
    collections[name] = kept ?? entries
    if (kept) changed = true
  }
  const pages = content.pages.filter((p) => {
    const live = isLiveData(p.page, now, zone)
    if (!live) hidden.add(p.route)
    return live
  })
  // A translation carries its original's draft and schedule (they are not text): each language is judged alike.
  let translations = content.translations
  if (translations) {
    const live = Object.entries(translations).map(([code, t]) => [code, liveContent(t, now)] as const)
    if (live.some(([code, t]) => t !== translations![code])) {
      translations = Object.fromEntries(live)
      for (const [code, t] of live) for (const r of routesLeftOut(content.translations![code]!, t)) hidden.add(r)
    }
  }
  if (!changed && pages.length === content.pages.length && translations === content.translations) return content
  return {
    ...content,
    collections,
    pages,
    ...(translations ? { translations } : {}),
    ...(content.alternates ? { alternates: liveAlternates(content.alternates, hidden) } : {}),
  }
}

/** The routes of the pages and entries `before` has and `after` left out. */
function routesLeftOut(before: Content, after: Content): string[] {
  const kept = new Set([
    ...after.pages.map((p) => p.route),
    ...Object.values(after.collections)
      .flat()
      .map((e) => e.path),
  ])
  return [
    ...before.pages.map((p) => p.route),
    ...Object.values(before.collections)
      .flat()
      .map((e) => e.path),
  ].filter((r): r is string => r !== undefined && !kept.has(r))
}

/** The alternates without the routes left out: a page left in one language alone has none. */
function liveAlternates(alternates: Map<string, Record<string, string>>, hidden: Set<string>) {
  if (!hidden.size) return alternates
  const live = new Map<string, Record<string, string>>()
  for (const [route, byLang] of alternates) {
    if (hidden.has(route)) continue
    const kept = Object.fromEntries(Object.entries(byLang).filter(([, r]) => !hidden.has(r)))
    if (Object.keys(kept).length > 1) live.set(route, kept)
  }
  return live
}

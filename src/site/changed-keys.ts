import { pagesByKey, routeIndex, type BuiltSite } from './built-site.ts'

/** The keys whose page data changed, or undefined when the routes or the site data changed (a reload is due). */
export function changedKeys(before: BuiltSite, after: BuiltSite): string[] | undefined {
  if (JSON.stringify(routeIndex(before)) !== JSON.stringify(routeIndex(after))) return undefined
  if (JSON.stringify(before.site) !== JSON.stringify(after.site)) return undefined
  const old = pagesByKey(before)
  return [...pagesByKey(after)]
    .filter(([key, data]) => JSON.stringify(old.get(key)) !== JSON.stringify(data))
    .map(([key]) => key)
}

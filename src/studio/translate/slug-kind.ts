import type { OriginalRole } from '../../content/routes.ts'

/**
 * What a translation's `slug` is for a file of this role: a page's whole path (`path`), a template's prefix for its
 * entries' pages (`prefix`), an entry's one part (`segment`); none for Home, the not-found page, the site file and
 * list collections.
 */
export type SlugKind = 'path' | 'prefix' | 'segment'

/** The kind of address a translation of a file of `role` has, if any. */
export function slugKind(role: OriginalRole): SlugKind | undefined {
  if (role.role === 'page') return role.route === '/' ? undefined : 'path'
  if (role.role === 'template') return 'prefix'
  if (role.role === 'entry') return 'segment'
  return undefined
}

/** The address proposed for a new translation of a file of `role`: the original's own. */
export function proposedSlug(role: OriginalRole): string | undefined {
  if (role.role === 'page') return role.route === '/' ? undefined : role.route.slice(1)
  if (role.role === 'template') return role.prefix.replace(/^\//, '') || undefined
  if (role.role === 'entry') return role.id
  return undefined
}

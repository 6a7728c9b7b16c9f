import { fileRole } from '../../content/routes.ts'
import { PAGE_SLUG } from '../../content/translate/slugs.ts'
import type { FileList } from './studio-client.ts'

/**
 * The route the preview shows for `file`: its own, else (an entry) the route named after it, (a template) its first
 * entry's, else the home page. A
 * file not on disk yet (a new page or entry, previewed from its draft) shows at the route it will have.
 */
export function previewRoute(
  { files, routes }: Pick<FileList, 'files' | 'routes'>,
  file: string | undefined,
  /** The form's data for `file`: a page's translation is previewed at the address it is given, saved or not. */
  data?: unknown,
): string {
  const info = files.find((f) => f.file === file)
  const role = file ? fileRole(file) : undefined
  // A page's translation at the address its form gives (the preview makes it from the draft); another translation
  // at its own route once the site makes it, else (not saved yet, or not made) at its original's.
  if (role?.role === 'translation' && role.original.role === 'page') {
    const slug = (data as { slug?: unknown } | undefined)?.slug
    if (role.original.route === '/' && data !== undefined) return `/${role.lang}`
    if (typeof slug === 'string' && PAGE_SLUG.test(slug)) return `/${role.lang}/${slug}`
  }
  if (role?.role === 'translation' && !info?.route?.includes(':'))
    return info?.route && routes.includes(info.route) ? info.route : previewRoute({ files, routes }, role.of)
  if (!info && file) return newRoute(files, file)
  if (info?.route && !info.route.includes(':')) return info.route
  // A template: the page it makes for its first entry (/careers/apply/:jobId → /careers/apply/devops-engineer).
  if (info?.route) {
    const prefix = info.route.replace(/:[^/]+$/, '')
    const first = routes.find(
      (r) => r.startsWith(prefix) && r.length > prefix.length && !r.slice(prefix.length).includes('/'),
    )
    return first ?? (role?.role === 'translation' ? previewRoute({ files, routes }, role.of) : '/')
  }
  if (info?.role !== 'entry') return '/'
  const slug = info.file
    .split('/')
    .pop()!
    .replace(/\.yaml$/, '')
  return routes.find((r) => r.endsWith('/' + slug)) ?? '/'
}

/** A new page's route, or a new entry's on its collection's template page (/insights/:slug → /insights/<name>). */
function newRoute(files: FileList['files'], file: string): string {
  const role = fileRole(file)
  if (role.role === 'page') return role.route
  if (role.role !== 'entry') return '/'
  const template = files.find((f) => f.role === 'template' && f.collection === role.collection)?.route
  return template ? template.replace(/:[^/]+$/, role.id) : '/'
}

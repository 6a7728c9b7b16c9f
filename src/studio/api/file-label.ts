import type { fileRole } from '../../content/routes.ts'
import { singular } from '../../lib/singular.ts'
import { MEDIA_NOTES } from '../../media/media-dir.ts'
import { languageName } from '../../lib/language-name.ts'

/**
 * A file as an editor names it: "Home" for /, "Article page (template)", the site file, "Services list" for a
 * collection in one file, an entry's title, a translation by its own title and its language ("Acerca de nosotros
 * (Spanish)").
 */
export function labelOf(
  role: ReturnType<typeof fileRole>,
  title: string | undefined,
  file: string,
  data: unknown,
): string {
  if (file === MEDIA_NOTES) return 'Image descriptions'
  // A translation by its own title (a page's, an entry's) or its original's name, and its language: "Home (Spanish)".
  if (role.role === 'translation') return `${labelOf(role.original, title, role.of, data)} (${languageName(role.lang)})`
  if (role.role === 'page' && role.route === '/') return 'Home'
  if (role.role === 'template') {
    const collection = (data as { collection?: unknown } | null)?.collection
    return `Page for each ${typeof collection === 'string' ? singular(collection) : 'entry'} (template)`
  }
  if (role.role === 'site') return 'Site settings (company, menu, footer)'
  // A collection kept as one file of entries: "Services list", never its path.
  if (role.role === 'collection') return `${role.name.charAt(0).toUpperCase()}${role.name.slice(1)} list`
  if (role.role === 'notFound') return 'Page not found'
  return title ?? file.replace(/^pages\//, '').replace(/\.yaml$/, '')
}

import type { fileRole } from '../../content/routes.ts'
import { singular } from '../../lib/singular.ts'
import { MEDIA_NOTES } from '../../media/media-dir.ts'

/**
 * A file as an editor names it: "Home" for /, "Article page (template)", the site file, an entry's title, a
 * translation as its original with "(translation)".
 */
export function labelOf(
  role: ReturnType<typeof fileRole>,
  title: string | undefined,
  file: string,
  data: unknown,
): string {
  if (file === MEDIA_NOTES) return 'Image descriptions'
  // A translation by what it translates ("Home (translation)"; its own title for a page or an entry).
  if (role.role === 'translation') return `${labelOf(role.original, title, role.of, data)} (translation)`
  if (role.role === 'page' && role.route === '/') return 'Home'
  if (role.role === 'template') {
    const collection = (data as { collection?: unknown } | null)?.collection
    return `Page for each ${typeof collection === 'string' ? singular(collection) : 'entry'} (template)`
  }
  if (role.role === 'site') return 'Site settings (company, menu, footer)'
  if (role.role === 'notFound') return 'Page not found'
  return title ?? file.replace(/^pages\//, '').replace(/\.yaml$/, '')
}

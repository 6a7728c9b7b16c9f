import { fileRole } from '../../content/routes.ts'
import { singular } from '../../lib/singular.ts'

/**
 * What the studio calls a file not yet saved: its title as typed ("The Future of SAP in Logistics"), else what it
 * is ("New article", "New job", "New page"), never its file name.
 */
export function newEntryHeading(file: string, data: unknown): string {
  const title = (data as { title?: unknown } | null | undefined)?.title
  if (typeof title === 'string' && title.trim()) return title.trim()
  const role = fileRole(file)
  return `New ${role.role === 'entry' ? singular(role.collection) : 'page'}`
}

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ContentModel } from '../../content/content-model.ts'
import { fileRole } from '../../content/routes.ts'
import { buildNow } from '../../lib/build-now.ts'
import { zonedDay } from '../../lib/zoned-time.ts'
import { siteModel } from '../../site/site-model.ts'
import { readData } from '../read-data.ts'
import { siteZoneOf } from './build-routes.ts'

/**
 * Whether `file` as `text` is an entry its collection closes (a filled job, one past its last day) on the site's day
 * now, in the site's time zone: as the build decides it, the site lists it nowhere and its page says it is closed. A
 * translation of an entry is closed with its original as saved (what closes it, a date or a status, is no text).
 */
export function closedEntry(root: string, file: string, text: string, model: ContentModel = siteModel): boolean {
  const role = fileRole(file)
  const original = role.role === 'translation' ? role.original : role
  if (original.role !== 'entry') return false
  const closed = model.collections[original.collection]?.closed
  if (!closed) return false
  let entry: unknown
  try {
    entry = readData(role.role === 'translation' ? readFileSync(join(root, role.of), 'utf8') : text)
  } catch {
    return false
  }
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return false
  const zone = siteZoneOf(root)
  return closed(entry as Record<string, unknown>, zonedDay(buildNow(zone), zone))
}

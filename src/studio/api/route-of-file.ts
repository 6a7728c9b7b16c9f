import { readContentDir } from '../../content/read-content-dir.ts'
import { fileRole } from '../../content/routes.ts'
import { readData } from '../read-data.ts'

/** The route of a page or of a collection's entry (its template page's prefix and its file name), if it has one. */
export function routeOfFile(root: string, file: string): string | undefined {
  const role = fileRole(file)
  if (role.role === 'page') return role.route
  if (role.role !== 'entry') return undefined
  for (const f of readContentDir(root)) {
    const r = fileRole(f.file)
    if (r.role !== 'template') continue
    try {
      if ((readData(f.text) as { collection?: unknown } | null)?.collection === role.collection)
        return `${r.prefix}/${role.id}`
    } catch {
      // A template that does not read gives no address; the lint says why.
    }
  }
  return undefined
}

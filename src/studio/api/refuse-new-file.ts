import { existsSync } from 'node:fs'
import { fileRole } from '../../content/routes.ts'
import { siteModel } from '../../site/site-model.ts'
import { safePagesPath } from '../safe-path.ts'
import { Refusal } from './refusal.ts'
import { refuseLongName } from './refuse-long-name.ts'
import { refuseTranslation } from '../translate/refuse-translation.ts'

/**
 * The path of `file` when the studio may make it: a new page, a new entry of a collection or a new translation, a .yaml file inside
 * pages/ that does not exist yet. Refused otherwise: 403 outside pages/, 400 another kind of file (or an entry of no
 * collection the site has), 409 one that exists.
 */
export function refuseNewFile(root: string, file: string): string {
  refuseLongName(file)
  const path = safePagesPath(root, file)
  if (!path) throw new Refusal(403, `"${file}" is not a .yaml file inside pages/.`)
  const role = fileRole(file)
  if (role.role === 'unknown') throw new Refusal(400, `${file} cannot be a new page: ${role.reason}.`)
  if (role.role !== 'page' && role.role !== 'entry' && role.role !== 'translation')
    throw new Refusal(400, `The studio makes new pages and new entries of collections only, and ${file} is neither.`)
  if (role.role === 'entry' && !Object.hasOwn(siteModel.collections, role.collection))
    throw new Refusal(400, `The site has no collection "${role.collection}" to add ${file} to.`)
  refuseTranslation(root, file)
  if (existsSync(path)) throw new Refusal(409, `${file} already exists: choose another name.`)
  return path
}

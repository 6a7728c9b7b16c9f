/** What a file under pages/ is, and the route it claims. Paths are relative to the project root. */
export type FileRole =
  | { role: 'site' }
  | { role: 'collection'; name: string }
  | { role: 'entry'; collection: string; id: string }
  | { role: 'notFound' }
  | { role: 'page'; route: string }
  | { role: 'template'; pattern: string; prefix: string; param: string }
  | { role: 'unknown'; reason: string }

/**
 * Each file's role, worked out once per name (a process that loads again and again asks for 10,000 on every load),
 * frozen since it is shared. Forgotten all at once past ROLES_KEPT names.
 */
const roles = new Map<string, Readonly<FileRole>>()
const ROLES_KEPT = 100_000

/** pages/index.yaml → /, pages/services/sap-basis.yaml → /services/sap-basis, pages/insights/[slug].yaml → template. */
export function fileRole(file: string): FileRole {
  let role = roles.get(file)
  if (!role) {
    if (roles.size >= ROLES_KEPT) roles.clear()
    roles.set(file, (role = Object.freeze(roleOf(file))))
  }
  return role
}

function roleOf(file: string): FileRole {
  const rel = file.replace(/^pages\//, '')
  if (rel.endsWith('.yml')) return { role: 'unknown', reason: 'YAML files here end in .yaml: rename it' }
  if (!rel.endsWith('.yaml')) return { role: 'unknown', reason: 'only .yaml files belong in pages/' }
  const bare = rel.slice(0, -'.yaml'.length)
  if (bare === '_site') return { role: 'site' }
  const collection = /^_collections\/([^/]+)$/.exec(bare)
  if (collection) return { role: 'collection', name: collection[1]! }
  const entry = /^_collections\/([^/]+)\/([^/]+)$/.exec(bare)
  if (entry) return { role: 'entry', collection: entry[1]!, id: entry[2]! }
  if (bare === '404') return { role: 'notFound' }
  if (bare.split('/').some((part) => part.startsWith('_')))
    return { role: 'unknown', reason: 'names starting with "_" are reserved for _site.yaml and _collections/' }
  const template = /^(.*?)\/?\[([A-Za-z][A-Za-z0-9]*)\]$/.exec(bare)
  if (template) {
    const prefix = template[1] ? `/${template[1]}` : ''
    return { role: 'template', prefix, param: template[2]!, pattern: `${prefix}/:${template[2]}` }
  }
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(bare))
    return { role: 'unknown', reason: 'file and folder names become URLs: use lowercase letters, digits and hyphens' }
  return { role: 'page', route: routeOf(bare) }
}

function routeOf(bare: string): string {
  const path = bare === 'index' ? '' : bare.replace(/\/index$/, '')
  return `/${path}`
}

/** What a file under pages/ is, and the route it claims. Paths are relative to the project root. */
export type FileRole =
  | { role: 'site' }
  | { role: 'collection'; name: string }
  | { role: 'entry'; collection: string; id: string }
  | { role: 'notFound' }
  | { role: 'page'; route: string }
  | { role: 'template'; pattern: string; prefix: string; param: string }
  | {
      role: 'translation'
      /** The language code in its name: pages/about.es.yaml → es. */
      lang: string
      /** The file it translates, beside it: pages/about.yaml. */
      of: string
      /** What that file is. */
      original: OriginalRole
    }
  | { role: 'unknown'; reason: string }

/** What a translated file can be: anything under pages/ but another translation. */
export type OriginalRole = Exclude<FileRole, { role: 'translation' } | { role: 'unknown' }>

/** A translation's language code in its file name (about.es.yaml, [jobId].pt-br.yaml): BCP 47, lowercase. */
const TRANSLATION = /^(.+)\.([a-z]{2,3}(?:-[a-z0-9]{2,8})?)$/

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
  // Page and entry names hold no dot, so a dot before the end names a language: the file beside it, translated.
  const translated = TRANSLATION.exec(bare)
  if (translated) {
    const [, base, lang] = translated as unknown as [string, string, string]
    const of = `${file.slice(0, file.length - rel.length)}${base}.yaml`
    const original = roleOf(of)
    if (original.role === 'unknown') return original
    if (original.role === 'translation')
      return { role: 'unknown', reason: 'a translation is named after its original and one language: about.es.yaml' }
    return { role: 'translation', lang, of, original }
  }
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

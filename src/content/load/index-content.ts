import { fieldLabel } from '../../lib/field-label.ts'
import type { CollectionRegistry } from '../collection.ts'
import { segmentsToPath, type Segment } from '../locate.ts'
import type { FileRole } from '../routes.ts'
import type { Site } from '../schema/site.ts'
import { within, type ParsedFile, type Reporter } from './parsed-file.ts'

/** One entry of a collection, and where it is written. */
export interface EntryRecord {
  id: string
  data: Record<string, unknown>
  p: ParsedFile
  /** Where the entry's data sits in its file: [] for a folder entry, ['items', i] in a list. */
  at: Segment[]
  /** Its page's route, when a template shows its collection. */
  route?: string
}

export interface CollectionRecord {
  name: string
  entries: EntryRecord[]
  /** Ids of entries whose file is invalid: references to them are not reported as unknown. */
  claimedIds: Set<string>
  /** False when the list file is invalid, so its ids are unknown and references to it are not checked. */
  complete: boolean
  /** Where editors find it, for messages: pages/_collections/jobs/ or pages/_collections/partners.yaml. */
  source: string
}

export interface TemplateRecord {
  p: ParsedFile
  pattern: string
  prefix: string
  param: string
  collection: string
}

export interface RouteRecord {
  route: string
  p: ParsedFile
  /** Where a problem with the route itself is reported. */
  at: Segment[]
  /** The data the route shows: [] for a page file, the entry's place for an entry. */
  scope: Segment[]
  /** Section ids and Markdown heading ids on the page: targets of #anchor links. */
  anchors: Set<string>
}

export interface ContentIndex {
  registry: CollectionRegistry
  files: ParsedFile[]
  site?: { p: ParsedFile; data: Site }
  collections: Map<string, CollectionRecord>
  pages: { p: ParsedFile; route: string }[]
  templates: TemplateRecord[]
  notFound?: ParsedFile
  routes: Map<string, RouteRecord>
  /** Routes of page files that are invalid: links to them are not reported as broken. */
  claimedRoutes: Set<string>
}

/** Phase 4: collections assembled from their list file and folder, ids settled, every route claimed once. */
export function indexContent(
  files: ParsedFile[],
  registry: CollectionRegistry,
  report: Reporter,
  /** Every file given, parsed or not: what a file that could not be read still claims is not reported again. */
  roles: FileRole[] = [],
): ContentIndex {
  const index: ContentIndex = {
    registry,
    files,
    collections: new Map(),
    pages: [],
    templates: [],
    routes: new Map(),
    claimedRoutes: new Set(),
  }
  const siteFile = files.find((p) => p.role.role === 'site')
  // A site file that is there but could not be read has its own problem already: one slip, one message.
  if (!siteFile && !roles.some((r) => r.role === 'site'))
    report.file('pages/_site.yaml', 'missing-site-file', { file: 'pages/_site.yaml' })
  else if (siteFile?.valid) index.site = { p: siteFile, data: siteFile.data as Site }

  // Each collection's files, in one pass: its list file (the first) and its folder's files.
  const lists = new Map<string, ParsedFile>()
  const folders = new Map<string, ParsedFile[]>()
  for (const p of files) {
    const { role } = p
    if (role.role === 'collection' && !lists.has(role.name)) lists.set(role.name, p)
    else if (role.role === 'entry') {
      const folder = folders.get(role.collection)
      if (folder) folder.push(p)
      else folders.set(role.collection, [p])
    }
  }
  for (const name of Object.keys(registry))
    index.collections.set(name, collectEntries(name, lists.get(name), folders.get(name) ?? [], registry, report))
  // The ids of entry files that could not be read at all are claimed (references to them are not reported). A file
  // read claims its own (collectEntries); when every entry file was read, there is nothing more to claim.
  const entryFiles = new Map<string, string[]>()
  for (const role of roles) {
    if (role.role === 'page') index.claimedRoutes.add(role.route)
    else if (role.role === 'entry') {
      const ids = entryFiles.get(role.collection)
      if (ids) ids.push(role.id)
      else entryFiles.set(role.collection, [role.id])
    } else if (role.role === 'collection') {
      const c = index.collections.get(role.name)
      if (c && !lists.has(role.name)) c.complete = false
    }
  }
  for (const [name, ids] of entryFiles) {
    const c = index.collections.get(name)
    if (c && ids.length !== (folders.get(name)?.length ?? 0)) for (const id of ids) c.claimedIds.add(id)
  }

  for (const p of files) {
    const { role } = p
    if (role.role === 'page') {
      if (p.valid) index.pages.push({ p, route: role.route })
      else index.claimedRoutes.add(role.route)
    } else if (role.role === 'template' && p.valid) {
      const collection = String(p.data.collection)
      const taken = index.templates.find((t) => t.collection === collection)
      if (taken)
        report.at(p, ['collection'], 'duplicate-route', {
          route: `${role.prefix}/:${role.param}`,
          owner: taken.p.file,
          sameFile: false,
        })
      else index.templates.push({ p, pattern: role.pattern, prefix: role.prefix, param: role.param, collection })
    } else if (role.role === 'notFound' && p.valid) index.notFound = p
  }

  const claim = (record: RouteRecord) => {
    const { route, p, at } = record
    const owner = index.routes.get(route)
    if (!owner) return void index.routes.set(route, record)
    const sameFile = owner.p === p
    const field = at.at(-1)
    report.at(p, at, 'duplicate-route', {
      route,
      owner: owner.p.file,
      sameFile,
      ...(typeof field === 'string' && { field }),
    })
  }
  for (const { p, route } of index.pages) claim({ route, p, at: [], scope: [], anchors: fileAnchors(p) })
  for (const t of index.templates) {
    const templateAnchors = fileAnchors(t.p)
    const idKey = registry[t.collection]!.idKey
    for (const entry of index.collections.get(t.collection)!.entries) {
      // A folder entry's record is built once per parsed file and template (see folderRoute); a list entry's, here.
      const record = entry.at.length
        ? {
            route: `${t.prefix}/${entry.id}`,
            p: entry.p,
            at: entry.data[idKey] !== undefined ? [...entry.at, idKey] : entry.at,
            scope: entry.at,
            anchors: new Set([...templateAnchors, ...anchorsIn(entry.p, entry.at)]),
          }
        : folderRoute(entry, t.prefix, templateAnchors)
      entry.route = record.route
      claim(record)
    }
  }
  return index
}

/**
 * A folder entry's route record, cached by its parsed file while its template's prefix and anchors are the same: a
 * process that loads again and again (the dev server) does not make 10,000 routes and records on every save, the same
 * route string is hashed once for every map it is looked up in, and its line of the link world is written once (see
 * check-links.ts). Nothing writes into a record.
 */
const folderRoutes = new WeakMap<ParsedFile, { prefix: string; template: Set<string>; record: RouteRecord }>()

function folderRoute(entry: EntryRecord, prefix: string, template: Set<string>): RouteRecord {
  const kept = folderRoutes.get(entry.p)
  if (kept?.prefix === prefix && kept.template === template) return kept.record
  const route = `${prefix}/${entry.id}`
  // A folder entry's data is its file's: a problem with its route is reported at the top of the file.
  const record: RouteRecord = { route, p: entry.p, at: [], scope: [], anchors: entryAnchors(template, entry.p) }
  folderRoutes.set(entry.p, { prefix, template, record })
  return record
}

// A file read once is shared by every load of a process that loads again and again (LoadCache), and so are the
// anchors found in it: 10,000 articles are not searched for their headings on every save.
const anchorsOfFile = new WeakMap<ParsedFile, Set<string>>()
const anchorsOfEntry = new WeakMap<ParsedFile, { template: Set<string>; anchors: Set<string> }>()

/** The anchors written anywhere in a file (a page, a template, a folder entry). */
function fileAnchors(p: ParsedFile): Set<string> {
  let anchors = anchorsOfFile.get(p)
  if (!anchors) anchorsOfFile.set(p, (anchors = anchorsIn(p, [])))
  return anchors
}

/** The anchors of a folder entry's page: its template's and its own. */
function entryAnchors(template: Set<string>, p: ParsedFile): Set<string> {
  const kept = anchorsOfEntry.get(p)
  if (kept?.template === template) return kept.anchors
  const anchors = new Set([...template, ...fileAnchors(p)])
  anchorsOfEntry.set(p, { template, anchors })
  return anchors
}

/** Every entry of one collection, from `pages/_collections/<name>.yaml` and `pages/_collections/<name>/*.yaml`. */
function collectEntries(
  name: string,
  list: ParsedFile | undefined,
  folder: ParsedFile[],
  registry: CollectionRegistry,
  report: Reporter,
): CollectionRecord {
  const def = registry[name]!
  const record: CollectionRecord = {
    name,
    entries: [],
    claimedIds: new Set(),
    complete: true,
    source: `pages/_collections/${name}.yaml`,
  }
  const seen = new Map<string, EntryRecord>()
  const add = (entry: EntryRecord, derived: boolean) => {
    const first = seen.get(entry.id)
    if (first) {
      const at = derived ? [...entry.at, 'title'] : entry.at.length ? [...entry.at, def.idKey] : []
      const where = first.p === entry.p ? segmentsToPath(first.at) : first.p.file
      report.at(entry.p, at, 'duplicate-id', { collection: name, id: entry.id, first: where, derived })
      return
    }
    // Its own copy with the id settled: the file's data may be shared by other loads (LoadCache).
    entry.data = entry.at.length ? { ...entry.data, [def.idKey]: entry.id, id: entry.id } : folderCopy(entry, def.idKey)
    seen.set(entry.id, entry)
    record.entries.push(entry)
  }

  if (list && !list.valid) record.complete = false
  if (list?.valid) {
    ;(list.data.items as Record<string, unknown>[]).forEach((data, i) => {
      const given = data[def.idKey]
      const id = typeof given === 'string' ? given : (def.deriveId?.(data) ?? '')
      add({ id, data, p: list, at: ['items', i] }, typeof given !== 'string')
    })
  }
  if (folder.length) record.source = `pages/_collections/${name}/`
  for (const p of folder.sort((a, b) => a.file.localeCompare(b.file))) {
    const fileId = (p.role as { id: string }).id
    if (!p.valid) {
      record.claimedIds.add(fileId)
      continue
    }
    const given = p.data[def.idKey]
    if (typeof given === 'string' && given !== fileId) {
      report.at(p, [def.idKey], 'id-mismatch', {
        key: { key: def.idKey, label: fieldLabel(def.idKey, def.item.properties[def.idKey]) },
        id: given,
        fileId,
      })
      record.claimedIds.add(given)
      record.claimedIds.add(fileId)
      continue
    }
    add({ id: fileId, data: p.data, p, at: [] }, false)
  }
  if (def.order) record.entries.sort((a, b) => def.order!(a.data, b.data))
  return record
}

/**
 * A folder entry's copy of its data with its id settled, built once per parsed file: shared by the loads that meet the
 * same parsed file, which write into it only what they all write alike (its route, see toContent; whether it is closed
 * on the build's day, see planPages).
 */
const folderCopies = new WeakMap<ParsedFile, { idKey: string; data: Record<string, unknown> }>()

function folderCopy(entry: EntryRecord, idKey: string): Record<string, unknown> {
  const kept = folderCopies.get(entry.p)
  if (kept?.idKey === idKey && kept.data.id === entry.id) return kept.data
  const data = { ...entry.data, [idKey]: entry.id, id: entry.id }
  folderCopies.set(entry.p, { idKey, data })
  return data
}

/**
 * Writes an entry's route into its data (`path`). A folder entry's copy shared with earlier loads that gave it another
 * route (its template moved) is copied again, so what those loads made stays as it was.
 */
export function settleRoute(entry: EntryRecord, path: string): void {
  const { data } = entry
  if (data.path === path) return
  if (data.path === undefined) return void (data.path = path)
  entry.data = { ...data, path }
  const kept = folderCopies.get(entry.p)
  if (kept?.data === data) kept.data = entry.data
}

/** Anchor ids (section ids and Markdown heading ids) written inside `base` of a file. */
function anchorsIn(p: ParsedFile, base: Segment[]): Set<string> {
  const ids = new Set<string>()
  for (const a of p.marks.anchors) if (within(a.at, base)) ids.add(a.value)
  for (const h of p.headings) if (within(h.at, base)) h.ids.forEach((id) => ids.add(id))
  return ids
}

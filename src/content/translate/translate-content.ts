import type { MediaIndex } from '../../media/media-index.ts'
import type { Entry } from '../collection.ts'
import type { ContentModel } from '../content-model.ts'
import type { Content, Language, PageEntry, TemplateEntry } from '../content.ts'
import type { LaidCache } from './laid-cache.ts'
import type { TranslationFile } from './translation-file.ts'
import { locate, segmentsToPath, type Segment } from '../locate.ts'
import { slugify } from '../slugify.ts'
import { parseMarkdownFields } from '../load/markdown-fields.ts'
import type { ContentIndex } from '../load/index-content.ts'
import { Reporter, type ParsedFile } from '../load/parsed-file.ts'
import { planImages } from '../load/read-file.ts'
import type { MarkdownTree } from '../markdown/markdown-tree.ts'
import type { OriginalRole } from '../routes.ts'
import { contentSchemas, type FileKind } from '../schema/content-schemas.ts'
import type { Page, TemplatePage } from '../schema/page.ts'
import type { Site } from '../schema/site.ts'
import { validateData } from '../validate/validate-data.ts'
import { originalPath, staleFields } from './field-hashes.ts'
import { mergeTranslation, type MergeProblem } from './merge-translation.ts'
import { labelAt, type Schema } from './schema-at.ts'
import { PAGE_SLUG, SEGMENT } from './slugs.ts'

/** What the site's languages add to its content: each other language's own content, and the routes between them. */
export interface Translated {
  languages?: Language[]
  translations?: Record<string, Content>
  alternates?: Map<string, Record<string, string>>
  translationFiles?: TranslationFile[]
}

type TranslationRole = Extract<ParsedFile['role'], { role: 'translation' }>
type Translation = ParsedFile & { role: TranslationRole }

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/**
 * The translation phase: each translation file (`<original>.<code>.yaml`) laid over its original, checked as its
 * original is, its links to translated pages pointed at their translations, and gathered into its language's own
 * content. Costs nothing for a site with one language and no translation files.
 */
export function translateContent(
  english: Content,
  index: ContentIndex,
  files: ParsedFile[],
  /** The parsed original of a file name, if it was read. */
  originalOf: (file: string) => ParsedFile | undefined,
  /** Whether a file of that name was given at all (read or not). */
  given: (file: string) => boolean,
  model: ContentModel,
  media: MediaIndex | undefined,
  report: Reporter,
  /** Translations laid over their originals by an earlier load of this process. */
  laidCache?: LaidCache,
): Translated {
  const site = index.site!
  const languages = site.data.languages
  if (languages) checkLanguages(languages, site.p, model, report)
  const translations = files.filter((p): p is Translation => p.role.role === 'translation')
  if (!languages && !translations.length) return {}
  const main = languages?.[0]
  const mainName = main?.name ?? 'original'
  const codes = (languages ?? []).map((l) => l.code)
  const schemas = schemasOf(model)
  // A link written as the site's own address (the company's website button) leads to the translated page too.
  const origin = typeof site.data.origin === 'string' ? site.data.origin : undefined

  // Each translation that has a language of the site and an original to lay it over, by language.
  const byLang = new Map<string, { p: Translation; original: ParsedFile }[]>()
  for (const p of translations) {
    const { lang, of } = p.role
    if (!codes.includes(lang) || lang === main?.code) {
      report.file(p.file, 'translation-unknown-language', { lang, known: codes, main: lang === main?.code })
      continue
    }
    const original = originalOf(of)
    if (!original) {
      // An original that could not be read has its own problem.
      if (!given(of)) report.file(p.file, 'translation-without-original', { original: of })
      continue
    }
    if (!original.valid || !p.valid) continue
    let list = byLang.get(lang)
    if (!list) byLang.set(lang, (list = []))
    list.push({ p, original })
  }

  const translationFiles: TranslationFile[] = []
  const routeMaps = new Map<string, Map<string, string>>()
  const contents: Record<string, Content> = {}
  for (const code of codes.slice(1)) {
    const { content, routes, done } = translateLanguage(code, byLang.get(code) ?? [])
    contents[code] = content
    routeMaps.set(code, routes)
    translationFiles.push(...done)
  }
  if (!languages) return { translationFiles }

  // The same page in every language: keyed by each of its routes.
  const alternates = new Map<string, Record<string, string>>()
  const byMain = new Map<string, Record<string, string>>()
  for (const [code, routes] of routeMaps)
    for (const [from, to] of routes) {
      let record = byMain.get(from)
      if (!record) byMain.set(from, (record = { [main!.code]: from }))
      record[code] = to
    }
  for (const record of byMain.values()) for (const route of Object.values(record)) alternates.set(route, record)
  for (const content of Object.values(contents)) content.alternates = alternates
  return { languages, translations: contents, alternates, translationFiles }

  function translateLanguage(code: string, list: { p: Translation; original: ParsedFile }[]) {
    const prefix = `/${code}`
    const claimed = new Map<string, ParsedFile>()
    /** The main language's route → this language's, for every translated page and entry page. */
    const routes = new Map<string, string>()
    const claim = (route: string, p: ParsedFile, at: Segment[], from: string | undefined) => {
      const owner = claimed.get(route)
      if (owner) {
        const field = at.at(-1)
        return void report.at(p, at, 'duplicate-route', {
          route,
          owner: owner.file,
          sameFile: owner === p,
          ...(typeof field === 'string' && { field }),
        })
      }
      claimed.set(route, p)
      if (from !== undefined) routes.set(from, route)
    }
    const slugOf = (p: ParsedFile, value: unknown, at: Segment[], segment: boolean): string | undefined => {
      if (value === undefined) {
        // Said at the address field (the studio's), placed in the file where the field would go.
        if (!segment)
          report.at(
            p,
            at,
            'translation-slug',
            { problem: 'missing', segment },
            locate(p.doc, p.lineCounter, at.slice(0, -1), 'value'),
          )
        return undefined
      }
      if (typeof value === 'string' && (segment ? SEGMENT : PAGE_SLUG).test(value)) return value
      // "Artículos Nuevos" → articulos-nuevos: the address its words make, as a new page's is proposed.
      const words = String(value)
        .split('/')
        .map(slugify)
        .filter(Boolean)
        .join(segment ? '-' : '/')
      report.at(p, at, 'translation-slug', {
        problem: 'invalid',
        value: String(value),
        segment,
        ...(words && words !== value ? { suggestion: words } : {}),
      })
      return undefined
    }

    // First every route of the language, so that links to any of them can be pointed there.
    const pages: { p: Translation; original: ParsedFile; route: string }[] = []
    const templates = new Map<string, { p: Translation; original: ParsedFile; prefix: string }>()
    const entries: { p: Translation; original: ParsedFile; slugs: Map<string, string> }[] = []
    let siteFile: { p: Translation; original: ParsedFile } | undefined
    let notFound: { p: Translation; original: ParsedFile } | undefined
    for (const t of list) {
      const { p } = t
      const role = p.role.original
      if (role.role === 'site') siteFile = t
      else if (role.role === 'notFound') notFound = t
      else if (role.role === 'page') {
        if (role.route === '/') pages.push({ ...t, route: prefix })
        else {
          const slug = slugOf(p, p.data.slug, ['slug'], false)
          if (slug) pages.push({ ...t, route: `${prefix}/${slug}` })
        }
      } else if (role.role === 'template') {
        const slug = slugOf(p, p.data.slug, ['slug'], false)
        const collection = String(t.original.data.collection)
        if (slug && index.templates.some((x) => x.p === t.original))
          templates.set(collection, { ...t, prefix: `${prefix}/${slug}` })
      } else if (role.role === 'entry') {
        const slug = slugOf(p, p.data.slug, ['slug'], true) ?? role.id
        entries.push({ ...t, slugs: new Map([[role.id, slug]]) })
      } else if (role.role === 'collection') {
        const slugs = new Map<string, string>()
        const items = Array.isArray(p.data.items) ? (p.data.items as unknown[]) : []
        items.forEach((item, i) => {
          if (!isObject(item) || typeof item.id !== 'string') return
          slugs.set(item.id, slugOf(p, item.slug, ['items', i, 'slug'], true) ?? item.id)
        })
        entries.push({ ...t, slugs })
      }
    }
    for (const { p, route, original } of pages)
      claim(route, p, route === prefix ? [] : ['slug'], (original.role as { route: string }).route)
    const entryRoute = new Map<ParsedFile, Map<string, string>>()
    for (const { p, original, slugs } of entries) {
      const role = original.role as { collection?: string; name?: string }
      const collection = (role.collection ?? role.name)!
      const template = templates.get(collection)
      const main = index.templates.find((x) => x.collection === collection)
      if (!template || !main) continue
      const own = new Map<string, string>()
      for (const [id, slug] of slugs) {
        const route = `${template.prefix}/${slug}`
        const at = original.role.role === 'entry' ? ['slug'] : slugAt(p, id)
        claim(route, p, p.data.slug === undefined && original.role.role === 'entry' ? [] : at, `${main.prefix}/${id}`)
        own.set(id, route)
      }
      entryRoute.set(p, own)
    }

    const done: TranslationFile[] = []
    // What a laying over depends on besides its two files (see LaidCache).
    const context = `${mainName}\n${origin}\n${[...routes].join('\n')}`
    const lay = (p: Translation, original: ParsedFile, data: unknown = p.data) => {
      const kept = laidCache?.get(p, original, context)
      if (kept) {
        report.add(kept.diagnostics)
        if (kept.file) done.push(kept.file)
        return kept.laid
      }
      // Its problems apart, to be kept with it.
      const into = new Reporter()
      // The original as written (its Markdown as text, its images unplanned): what the translation is laid over.
      const raw = original.doc.toJS({ maxAliasCount: -1 }) as unknown
      const own = p.file !== original.file
      // Compared before the laying over writes into what it shares with the original.
      const staleOnes = own ? stale(p, original, raw, into) : []
      const laid = layOver(p, original, raw, data, routes, into)
      const file = own ? { file: p.file, lang: code, of: original.file, valid: !!laid, stale: staleOnes } : undefined
      if (file) done.push(file)
      report.add(into.diagnostics)
      laidCache?.set(p, original, context, { laid, diagnostics: into.diagnostics, file })
      return laid
    }
    const content: Content = {
      site: (lay(siteFile?.p ?? emptyTranslation(site.p, code), site.p) ?? site.data) as Site,
      registry: english.registry,
      collections: {},
      pages: [],
      templates: [],
      entryFiles: new WeakMap(),
      ...(languages ? { languages } : {}),
      lang: code,
    }
    for (const { p, original, route } of pages) {
      const page = lay(p, original)
      if (page) content.pages.push({ file: p.file, route, page: page as Page } satisfies PageEntry)
    }
    if (notFound) {
      const page = lay(notFound.p, notFound.original)
      if (page) content.notFound = { file: notFound.p.file, route: `${prefix}/404`, page: page as Page }
    }
    for (const [, { p, original, prefix: at }] of templates) {
      const template = lay(p, original)
      const role = original.role as Extract<OriginalRole, { role: 'template' }>
      if (template)
        content.templates.push({
          file: p.file,
          pattern: `${at}/:${role.param}`,
          prefix: at,
          param: role.param,
          template: template as TemplatePage,
        } satisfies TemplateEntry)
    }
    const collected = new Map<string, { entry: Entry; order: number }[]>()
    for (const { p, original } of entries) {
      const routesOf = entryRoute.get(p)
      const isList = original.role.role === 'collection'
      const name = isList
        ? (original.role as { name: string }).name
        : (original.role as { collection: string }).collection
      const def = index.registry[name]!
      // A list's items carry their own address in the translation, not in the merged entry.
      const data = isList ? { ...p.data, items: (p.data.items as unknown[] | undefined)?.map(withoutSlug) } : p.data
      const laid = lay(p, original, data) as Record<string, unknown> | undefined
      if (!laid) continue
      const list = collected.get(name) ?? []
      collected.set(name, list)
      const add = (item: Record<string, unknown>, id: string, order: number) => {
        const route = routesOf?.get(id)
        const entry = { ...item, [def.idKey]: id, id, ...(route ? { path: route } : {}) } as Entry
        // An entry whose page is not translated links to the main language's page.
        if (!route) {
          const main = index.templates.find((x) => x.collection === name)
          if (main) entry.path = `${main.prefix}/${id}`
        }
        content.entryFiles!.set(entry, p.file)
        list.push({ entry, order })
      }
      if (isList) {
        const wanted = new Set(
          ((p.data.items as unknown[] | undefined) ?? []).flatMap((x) =>
            isObject(x) && typeof x.id === 'string' ? [x.id] : [],
          ),
        )
        ;(laid.items as Record<string, unknown>[]).forEach((item, i) => {
          if (typeof item.id === 'string' && wanted.has(item.id)) add(item, item.id, i)
        })
      } else add(laid, (original.role as { id: string }).id, Number.MAX_SAFE_INTEGER)
    }
    for (const name of Object.keys(index.registry)) {
      const def = index.registry[name]!
      const list = collected.get(name) ?? []
      // As the main language orders them: by the collection's order, else the list's then the folder's by id.
      list.sort((a, b) =>
        def.order ? def.order(a.entry, b.entry) : a.order - b.order || a.entry.id.localeCompare(b.entry.id),
      )
      content.collections[name] = list.map((x) => x.entry)
    }
    return { content, routes, done }
  }

  /**
   * `translation` laid over the original's data as written: checked against the original's schema (its problems
   * reported at the translation), its links to translated pages pointed at their translations, its Markdown read and
   * its images planned. Undefined when it has an error.
   */
  function layOver(
    p: Translation,
    original: ParsedFile,
    raw: unknown,
    translation: unknown,
    routes: Map<string, string>,
    report: Reporter,
  ): unknown | undefined {
    const schema = schemas.get(original.kind)
    const merged = mergeTranslation(raw, translation, schema)
    for (const problem of merged.problems) reportMerge(p, problem, report)
    const { diagnostics, marks } = validateData(model, original.kind, merged.data, p.doc, p.lineCounter, p.file)
    report.add(diagnostics)
    if (diagnostics.length || merged.problems.some((m) => m.code === 'translation-section-type')) return undefined
    const data = merged.data as Record<string, unknown>
    for (const link of marks.links) {
      if (link.kind !== 'link' && link.kind !== 'internal') continue
      const to = pointed(link.value, routes, origin)
      if (to !== link.value) setAt(data, link.at, to)
    }
    // Named one by one: a cached parsed file's text and syntax tree are its class's getters, which a spread leaves out.
    const laid: ParsedFile = {
      file: p.file,
      text: p.text,
      role: p.role,
      doc: p.doc,
      lineCounter: p.lineCounter,
      data,
      marks,
      kind: original.kind,
      valid: true,
      headings: [],
      markdownLinks: [],
    }
    // Problems of the Markdown the translation writes are its own; the original's are reported at the original.
    const markdown = new Reporter()
    parseMarkdownFields(laid, markdown)
    // (A list matched by id is read by position here: a list of entries holds no Markdown the site translates.)
    const written = new Set(
      marks.markdown.filter((at) => valueAtPath(translation, at) !== undefined).map(segmentsToPath),
    )
    report.add(markdown.diagnostics.filter((d) => written.has(d.path)))
    for (const at of marks.markdown) {
      const tree = valueAtPath(data, at) as MarkdownTree | undefined
      if (tree?.blocks) pointTree(tree, routes, origin)
    }
    if (media) planImages(laid, media)
    return data
  }

  function stale(p: Translation, original: ParsedFile, raw: unknown, report: Reporter): TranslationFile['stale'] {
    const schema = schemas.get(original.kind)
    return staleFields(raw, p.data).map((path) => {
      const label = labelAt(schema, raw, originalPath(raw, p.data, path).at)
      const at = path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s))
      report.at(p, at, 'stale-translation', { field: { key: path, label }, original: mainName })
      const item = original.role.role === 'collection' ? valueAtPath(p.data, [...at.slice(0, 2), 'id']) : undefined
      return typeof item === 'string' ? { path, label, item } : { path, label }
    })
  }

  function reportMerge(p: Translation, m: MergeProblem, report: Reporter): void {
    if (m.code === 'translation-not-text')
      report.at(p, m.at, m.code, { field: { key: segmentsToPath(m.at), label: m.label }, original: mainName })
    else if (m.code === 'translation-extra-item') report.at(p, m.at, m.code, { item: m.item, original: mainName })
    else
      report.at(p, m.at, m.code, {
        index: m.index,
        type: { key: m.type, label: sectionLabel(m.type) },
        original: { key: m.original, label: sectionLabel(m.original) },
      })
  }

  function sectionLabel(type: string): string {
    const title = (model.sections[type] as { title?: unknown } | undefined)?.title
    return typeof title === 'string' ? title : type
  }
}

const schemasByModel = new WeakMap<ContentModel, Map<FileKind, Schema>>()

/** A model's schemas by kind of file, made once per model (a process that loads again and again). */
function schemasOf(model: ContentModel): Map<FileKind, Schema> {
  let schemas = schemasByModel.get(model)
  if (!schemas) schemasByModel.set(model, (schemas = contentSchemas(model) as Map<FileKind, Schema>))
  return schemas
}

/** The languages' own checks: each code once, and the interface's words written in each (when the model says which are). */
function checkLanguages(languages: Language[], p: ParsedFile, model: ContentModel, report: Reporter): void {
  const seen = new Map<string, number>()
  languages.forEach((l, i) => {
    const first = seen.get(l.code)
    if (first !== undefined)
      report.at(p, ['languages', i, 'code'], 'duplicate-item', { first: first + 1, second: i + 1 })
    else seen.set(l.code, i)
    const known = model.interfaceLanguages
    if (known && !known.includes(l.code))
      report.at(p, ['languages', i, 'code'], 'missing-interface-words', { lang: l.code, name: l.name, known })
  })
}

/** An empty translation of the site file: a language without one still gets the site's links pointed its way. */
function emptyTranslation(site: ParsedFile, code: string): Translation {
  return {
    ...site,
    data: {},
    role: { role: 'translation', lang: code, of: site.file, original: { role: 'site' } },
  } as Translation
}

function withoutSlug(item: unknown): unknown {
  if (!isObject(item) || !('slug' in item)) return item
  const { slug: _slug, ...rest } = item
  return rest
}

/** Where a list item's slug is written in a list's translation, by its id. */
function slugAt(p: ParsedFile, id: string): Segment[] {
  const i = (p.data.items as unknown[]).findIndex((x) => isObject(x) && x.id === id)
  return ['items', i, 'slug']
}

/**
 * A link pointed at the translation of its page, when it has one (its #anchor and ?query kept): a path of the site,
 * or an address on the site's own origin (`https://www.example.com/about` → `https://www.example.com/es/acerca`).
 */
function pointed(value: string, routes: Map<string, string>, origin?: string): string {
  const own = origin ? ownPath(value, origin) : undefined
  if (own !== undefined) {
    const to = pointed(own, routes)
    return to === own ? value : origin!.replace(/\/+$/, '') + to
  }
  if (!value.startsWith('/') || value.startsWith('//')) return value
  const cut = value.search(/[?#]/)
  const path = cut < 0 ? value : value.slice(0, cut)
  const to = routes.get(path)
  return to === undefined ? value : to + (cut < 0 ? '' : value.slice(cut))
}

/** The path, query and anchor of an absolute address on `origin`; undefined for any other link. */
function ownPath(value: string, origin: string): string | undefined {
  if (!/^https?:\/\//i.test(value)) return undefined
  try {
    const url = new URL(value)
    return url.origin === new URL(origin).origin ? url.pathname + url.search + url.hash : undefined
  } catch {
    return undefined
  }
}

/** Every link of a Markdown tree pointed at the translation of its page. */
function pointTree(node: unknown, routes: Map<string, string>, origin?: string): void {
  if (Array.isArray(node)) return node.forEach((n) => pointTree(n, routes, origin))
  if (!isObject(node)) return
  if (node.type === 'link' && typeof node.href === 'string') node.href = pointed(node.href, routes, origin)
  for (const value of Object.values(node)) if (value && typeof value === 'object') pointTree(value, routes, origin)
}

function valueAtPath(data: unknown, at: Segment[]): unknown {
  let v = data
  for (const s of at) v = v == null ? undefined : (v as Record<string, unknown>)[s as never]
  return v
}

function setAt(data: unknown, at: Segment[], value: unknown): void {
  const parent = valueAtPath(data, at.slice(0, -1)) as Record<string, unknown>
  parent[at.at(-1) as string] = value
}

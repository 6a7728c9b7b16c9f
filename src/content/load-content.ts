import { LineCounter, parseDocument, type Document } from 'yaml'
import type { Diagnostic } from './diagnostic.ts'
import { locate, segmentsToPath, type Segment } from './locate.ts'
import type { ArticleEntry, JobEntry } from './resolved.ts'
import {
  collectionSchemas,
  type CollectionName,
  type Industry,
  type Partner,
  type Service,
} from './schema/collections.ts'
import type { Page, TemplatePage } from './schema/page.ts'
import type { Site } from './schema/site.ts'
import { fileRole } from './routes.ts'
import { slugify } from './slugify.ts'
import { suggest } from './suggest.ts'
import { validateData, type FileKind } from './validate.ts'

export interface SourceFile {
  /** Relative to the project root, forward slashes: pages/about.yaml */
  file: string
  text: string
}

export interface PageEntry {
  file: string
  route: string
  page: Page
}
export interface TemplateEntry {
  file: string
  pattern: string
  prefix: string
  param: string
  template: TemplatePage
}
export interface Collections {
  jobs: JobEntry[]
  articles: ArticleEntry[]
  partners: Partner[]
  services: Service[]
  industries: Industry[]
}
export interface Content {
  site: Site
  collections: Collections
  pages: PageEntry[]
  templates: TemplateEntry[]
  notFound?: PageEntry
}
export interface LoadResult {
  /** Null when the site file or a collection is missing or invalid: nothing can be built. */
  content: Content | null
  diagnostics: Diagnostic[]
  /** Source text by file, for code frames. */
  sources: Map<string, string>
}

interface Parsed {
  file: string
  doc: Document
  lineCounter: LineCounter
  data: unknown
  valid: boolean
}

const LINK_KEYS = new Set(['to', 'path', 'afterSubmit', 'redirect', 'mapUrl', 'website'])

/** Parses, validates and cross-checks every content file; every problem in every file is reported. */
export function loadContent(files: SourceFile[]): LoadResult {
  const diagnostics: Diagnostic[] = []
  const sources = new Map(files.map((f) => [f.file, f.text]))
  const parsed = new Map<string, Parsed>()
  const report = (
    p: Parsed | string,
    segments: Segment[],
    d: Omit<Diagnostic, 'file' | 'line' | 'col' | 'path'>,
    at: 'value' | 'key' = 'value',
  ) => {
    if (typeof p === 'string') {
      diagnostics.push({ ...d, file: p, line: 1, col: 1, path: segmentsToPath(segments) })
      return
    }
    diagnostics.push({
      ...d,
      file: p.file,
      ...locate(p.doc, p.lineCounter, segments, at),
      path: segmentsToPath(segments),
    })
  }

  let site: Site | undefined
  const collections: Partial<Record<CollectionName, unknown[]>> = {}
  const pages: (PageEntry & { parsed: Parsed })[] = []
  const templates: (TemplateEntry & { parsed: Parsed })[] = []
  let notFound: (PageEntry & { parsed: Parsed }) | undefined

  // Routes claimed by page files, valid or not, so that an invalid page does not also break every link to it.
  const claimedRoutes = new Set(files.map((f) => fileRole(f.file)).flatMap((r) => (r.role === 'page' ? [r.route] : [])))
  for (const { file, text } of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
    const role = fileRole(file)
    if (role.role === 'unknown') {
      report(file, [], {
        code: 'unknown-file',
        message: `"${file}" is not a page, the site file or a collection`,
        hint: role.reason,
      })
      continue
    }
    const kind: FileKind | undefined =
      role.role === 'site'
        ? 'site'
        : role.role === 'collection'
          ? role.name in collectionSchemas
            ? (role.name as CollectionName)
            : undefined
          : role.role === 'template'
            ? 'template'
            : 'page'
    if (!kind) {
      const guess = suggest(role.role === 'collection' ? role.name : '', Object.keys(collectionSchemas))
      report(file, [], {
        code: 'unknown-file',
        message: `unknown collection "${(role as { name: string }).name}"`,
        hint: `${guess ? `did you mean "${guess}.yaml"? ` : ''}collections: ${Object.keys(collectionSchemas).join(', ')}`,
      })
      continue
    }
    const p = parse(file, text, diagnostics)
    if (!p) continue
    p.valid = pushAll(diagnostics, validateData(kind, p.data, p.doc, p.lineCounter, file))
    if (!p.valid) continue
    if (role.role === 'site') site = p.data as Site
    else if (role.role === 'collection') collections[kind as CollectionName] = (p.data as { items: unknown[] }).items
    else if (role.role === 'template')
      templates.push({
        file,
        pattern: role.pattern,
        prefix: role.prefix,
        param: role.param,
        template: p.data as TemplatePage,
        parsed: p,
      })
    else if (role.role === 'notFound') notFound = { file, route: '/404', page: p.data as Page, parsed: p }
    else pages.push({ file, route: role.route, page: p.data as Page, parsed: p })
    parsed.set(file, p)
  }

  for (const name of ['site', ...Object.keys(collectionSchemas)]) {
    const missing = name === 'site' ? !site : !collections[name as CollectionName]
    const file = name === 'site' ? 'pages/_site.yaml' : `pages/_collections/${name}.yaml`
    if (missing && !sources.has(file))
      report(file, [], {
        code: 'unknown-file',
        message: `${file} is missing`,
        hint: 'every site needs the site file and the five collections (jobs, articles, partners, services, industries)',
      })
  }
  if (!site || Object.keys(collectionSchemas).some((n) => !collections[n as CollectionName])) {
    return { content: null, diagnostics: sortDiagnostics(diagnostics), sources }
  }

  const jobsTemplate = templates.find((t) => t.template.collection === 'jobs')
  const articlesTemplate = templates.find((t) => t.template.collection === 'articles')
  const collectionFile = (name: CollectionName) => parsed.get(`pages/_collections/${name}.yaml`)!
  const jobs: JobEntry[] = (collections.jobs as JobEntry[]).map((j) => ({
    ...j,
    path: `${jobsTemplate?.prefix ?? '/careers/apply'}/${j.id}`,
  }))
  const articles: ArticleEntry[] = (collections.articles as ArticleEntry[]).map((a) => {
    const slug = a.slug ?? slugify(a.title)
    return { ...a, slug, path: `${articlesTemplate?.prefix ?? '/insights'}/${slug}` }
  })
  const content: Content = {
    site,
    collections: {
      jobs,
      articles,
      partners: collections.partners as Partner[],
      services: collections.services as Service[],
      industries: collections.industries as Industry[],
    },
    pages: pages.map(({ parsed: _, ...p }) => p),
    templates: templates.map(({ parsed: _, ...t }) => t),
    ...(notFound ? { notFound: { file: notFound.file, route: notFound.route, page: notFound.page } } : {}),
  }

  // Unique ids within each collection.
  const idKey: Record<CollectionName, string> = {
    jobs: 'id',
    articles: 'slug',
    partners: 'id',
    services: 'id',
    industries: 'id',
  }
  for (const name of Object.keys(idKey) as CollectionName[]) {
    const items = content.collections[name] as unknown as Record<string, string>[]
    const seen = new Map<string, number>()
    items.forEach((item, i) => {
      const id = item[idKey[name]]!
      const first = seen.get(id)
      if (first === undefined) return void seen.set(id, i)
      const given = name !== 'articles' || (collections.articles![i] as { slug?: string }).slug
      report(collectionFile(name), ['items', i, given ? idKey[name] : 'title'], {
        code: 'duplicate-id',
        message: `${name === 'articles' ? 'slug' : 'id'} "${id}" is already used by items[${first}]`,
        hint:
          name === 'articles' && !given
            ? 'the slug comes from the title: change the title or give this article its own slug'
            : 'each item needs its own id',
      })
    })
  }

  // Every route claimed once.
  const routes = new Map<string, string>()
  const claim = (route: string, p: Parsed, segments: Segment[]) => {
    const owner = routes.get(route)
    if (owner)
      report(p, segments, {
        code: 'duplicate-route',
        message: `route "${route}" is already defined by ${owner}`,
        hint: 'rename or remove one of the two files',
      })
    else routes.set(route, p.file)
  }
  for (const p of pages) claim(p.route, p.parsed, [])
  for (const t of templates) {
    const items = t.template.collection === 'jobs' ? jobs.map((j) => j.path) : articles.map((a) => a.path)
    const file = collectionFile(t.template.collection)
    items.forEach((route, i) => claim(route, file, ['items', i]))
    if (
      templates.filter((o) => o.template.collection === t.template.collection).length > 1 &&
      t !== (t.template.collection === 'jobs' ? jobsTemplate : articlesTemplate)
    )
      report(t.parsed, ['collection'], {
        code: 'duplicate-route',
        message: `collection "${t.template.collection}" already has a template page`,
        hint: 'keep one template page per collection',
      })
  }

  // References to collections.
  const ids = {
    services: content.collections.services.map((s) => s.id),
    industries: content.collections.industries.map((s) => s.id),
    partners: content.collections.partners.map((s) => s.id),
    jobs: jobs.map((j) => j.id),
    articles: articles.map((a) => a.slug),
  }
  const checkRef = (p: Parsed, segments: Segment[], name: keyof typeof ids, id: string) => {
    if (ids[name].includes(id)) return
    const guess = suggest(id, ids[name])
    report(p, segments, {
      code: 'unknown-reference',
      message: `no ${name.replace(/s$/, '')} "${id}" in pages/_collections/${name}.yaml`,
      hint: guess ? `did you mean "${guess}"?` : `known: ${ids[name].join(', ')}`,
    })
  }
  const siteFile = parsed.get('pages/_site.yaml')!
  site.footer.services.forEach((id, i) => checkRef(siteFile, ['footer', 'services', i], 'services', id))
  site.footer.industries.forEach((id, i) => checkRef(siteFile, ['footer', 'industries', i], 'industries', id))

  const allPages: {
    parsed: Parsed
    sections: Page['sections']
    base: Segment[]
    collection?: 'jobs' | 'articles'
    service?: string
  }[] = [
    ...pages.map((p) => ({
      parsed: p.parsed,
      sections: p.page.sections,
      base: ['sections'] as Segment[],
      ...(p.page.service ? { service: p.page.service } : {}),
    })),
    ...(notFound
      ? [{ parsed: notFound.parsed, sections: notFound.page.sections, base: ['sections'] as Segment[] }]
      : []),
    ...templates.map((t) => ({
      parsed: t.parsed,
      sections: t.template.sections,
      base: ['sections'] as Segment[],
      collection: t.template.collection,
    })),
    ...templates
      .filter((t) => t.template.ifMissing.sections)
      .map((t) => ({
        parsed: t.parsed,
        sections: t.template.ifMissing.sections!,
        base: ['ifMissing', 'sections'] as Segment[],
      })),
  ]
  for (const { parsed: p, sections, base, collection, service } of allPages) {
    if (service) checkRef(p, ['service'], 'services', service)
    sections.forEach((s, i) => {
      const at = (...rest: Segment[]) => [...base, i, ...rest]
      if (s.type === 'cardGrid') {
        const sources = [s.items, s.services, s.industries].filter(Boolean).length
        if (sources !== 1)
          report(p, at(), {
            code: 'missing-property',
            message: sources
              ? 'cardGrid takes one of items, services or industries, not several'
              : 'cardGrid needs "items", "services" or "industries"',
            hint: 'write the cards under items:, or list ids under services: or industries:',
          })
        s.services?.forEach((id, j) => checkRef(p, at('services', j), 'services', id))
        s.industries?.forEach((id, j) => checkRef(p, at('industries', j), 'industries', id))
      }
      if (s.type === 'featureList' && !s.items && !s.groups)
        report(p, at(), {
          code: 'missing-property',
          message: 'featureList needs "items" or "groups"',
          hint: 'list the items under items:, or titled lists under groups:',
        })
      if (s.type === 'partnerGrid') s.partners.forEach((id, j) => checkRef(p, at('partners', j), 'partners', id))
      if (s.type === 'jobList') s.jobs?.forEach((id, j) => checkRef(p, at('jobs', j), 'jobs', id))
      if (s.type === 'articleList') {
        if (s.featured) checkRef(p, at('featured'), 'articles', s.featured)
        s.articles.forEach((id, j) => checkRef(p, at('articles', j), 'articles', id))
      }
      const needs = s.type === 'jobDetail' ? 'jobs' : s.type === 'article' ? 'articles' : undefined
      if (needs && collection !== needs)
        report(p, at('type'), {
          code: 'misplaced-section',
          message: `a ${s.type} section shows the ${needs === 'jobs' ? 'job' : 'article'} of its route, so it only works in the ${needs} template page`,
          hint: `move it to pages/${needs === 'jobs' ? 'careers/apply/[jobId]' : 'insights/[slug]'}.yaml`,
        })
    })
  }

  // Internal links resolve to a route.
  const known = [...routes.keys()]
  const checkLinks = (p: Parsed, value: unknown, segments: Segment[]) => {
    walk(value, segments, (v, segs) => {
      const key = segs[segs.length - 1]
      if (typeof v !== 'string' || typeof key !== 'string' || !LINK_KEYS.has(key) || !v.startsWith('/')) return
      const path = v.replace(/[?#].*$/, '')
      if (routes.has(path) || claimedRoutes.has(path)) return
      const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
      const guess = routes.has(trimmed) ? trimmed : suggest(path, known)
      report(p, segs, {
        code: 'broken-link',
        message: `link "${v}" goes to no page`,
        hint: guess
          ? `did you mean "${guess}"?`
          : 'link to a page under pages/ (its route is the file path), a job or an article',
      })
    })
  }
  for (const p of parsed.values()) checkLinks(p, p.data, [])

  return { content, diagnostics: sortDiagnostics(diagnostics), sources }
}

function parse(file: string, text: string, diagnostics: Diagnostic[]): Parsed | undefined {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true })
  if (doc.errors.length) {
    for (const e of doc.errors) {
      let offset = e.pos[0]
      let code: string = e.code
      const quote = /Missing closing (["'])quote/.exec(e.message)
      if (quote) {
        // The parser stops at the end of the file; the mistake is the quote that opened the text.
        const open = text.lastIndexOf(quote[1]!, offset - 1)
        if (open >= 0) offset = open
        code = 'MISSING_CLOSING_QUOTE'
      }
      const pos = lineCounter.linePos(offset)
      const message = quote
        ? `YAML syntax: this ${quote[1]} quote is never closed`
        : `YAML syntax: ${e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`
      diagnostics.push({
        code: 'yaml-syntax',
        file,
        line: pos.line,
        col: pos.col,
        path: '',
        message,
        hint: yamlHint(code),
      })
    }
    return undefined
  }
  const data = doc.toJS({ maxAliasCount: 100 }) as unknown
  if (data === null || data === undefined) {
    diagnostics.push({
      code: 'wrong-type',
      file,
      line: 1,
      col: 1,
      path: '',
      message: 'the file is empty',
      hint: 'a content file is a mapping of key: value lines',
    })
    return undefined
  }
  return { file, doc, lineCounter, data, valid: false }
}

function yamlHint(code: string): string {
  switch (code) {
    case 'DUPLICATE_KEY':
      return 'each key may appear once in a mapping: remove or rename one'
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
      return 'check the indentation: items of one list or mapping start in the same column'
    case 'TAB_AS_INDENT':
      return 'indent with spaces, not tabs'
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return 'a value containing ": " must be quoted, or the line is mis-indented'
    case 'MISSING_CLOSING_QUOTE':
      return 'add the closing quote at the end of the text (a quote inside the text is written twice in single quotes, or \\" in double quotes)'
    case 'BAD_DQ_ESCAPE':
      return 'use single quotes around text with backslashes'
    default:
      return 'fix the YAML syntax near the caret (quote text that contains ": " or starts with a special character)'
  }
}

function walk(value: unknown, segments: Segment[], visit: (v: unknown, segments: Segment[]) => void) {
  visit(value, segments)
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...segments, i], visit))
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) walk(v, [...segments, k], visit)
}

function pushAll(into: Diagnostic[], items: Diagnostic[]): boolean {
  into.push(...items)
  return items.length === 0
}

function sortDiagnostics(ds: Diagnostic[]): Diagnostic[] {
  return ds.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col)
}

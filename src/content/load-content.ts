import type { MediaIndex } from '../media/media-index.ts'
import { checkMediaFile } from '../media/check-media-src.ts'
import { planImage } from '../media/plan-image.ts'
import type { Entry } from './collection.ts'
import type { ContentModel } from './content-model.ts'
import type { Diagnostic } from './diagnostic.ts'
import { checkEntries } from './load/check-entries.ts'
import { checkLinks } from './load/check-links.ts'
import { checkReferences } from './load/check-references.ts'
import { indexContent, type ContentIndex } from './load/index-content.ts'
import { parseFiles } from './load/parse-files.ts'
import { parseMarkdownFields } from './load/markdown-fields.ts'
import { Reporter, type ParsedFile } from './load/parsed-file.ts'
import { valueAt } from './locate.ts'
import { fileRole } from './routes.ts'
import type { Page, TemplatePage } from './schema/page.ts'
import type { Site } from './schema/site.ts'
import type { SourceFile } from './source-file.ts'
import { validateData } from './validate/validate-data.ts'
import type { ParseCache } from './yaml/parse-cache.ts'

export type { SourceFile } from './source-file.ts'

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
export interface Content {
  site: Site
  registry: ContentModel['collections']
  /** Every collection's entries, in collection order; entries shown by a template page carry their route as `path`. */
  collections: Record<string, Entry[]>
  pages: PageEntry[]
  templates: TemplateEntry[]
  notFound?: PageEntry
}
export interface LoadResult {
  /** Null when the site file is missing or invalid: nothing can be built. */
  content: Content | null
  diagnostics: Diagnostic[]
  /** Source text by file, for code frames. */
  sources: Map<string, string>
}

export interface LoadOptions {
  /** The collections and section types the content may use (the site's: src/site/site-model.ts). */
  model: ContentModel
  /** URL paths of the files served besides pages (public/, /media/…): targets for links and images. */
  siteFiles?: string[]
  /** The images of pages/_media/ (scanMedia): local image paths are checked against them. */
  media?: MediaIndex
  /** Files already read, for a process that loads the content again and again (the dev server, the studio). */
  parseCache?: ParseCache
}

/**
 * Reads every content file in phases — parse, validate, Markdown, index, references, links — each reporting what it
 * finds, so every problem in every file is reported at once.
 */
export function loadContent(files: SourceFile[], options: LoadOptions): LoadResult {
  const { model } = options
  const registry = model.collections
  const report = new Reporter()
  const sources = new Map(files.map((f) => [f.file, f.text]))

  const parsed = parseFiles(files, registry, report, options.parseCache)
  for (const p of parsed) {
    const { diagnostics, marks } = validateData(model, p.kind, p.data, p.doc, p.lineCounter, p.file)
    report.add(diagnostics)
    p.valid = diagnostics.length === 0
    p.marks = marks
    if (p.valid) parseMarkdownFields(p, report)
  }
  const index = indexContent(
    parsed,
    registry,
    report,
    files.map((f) => fileRole(f.file)),
  )
  checkReferences(index, report)
  checkEntries(index, report)
  checkLinks(index, options.siteFiles, report, options.media)
  if (options.media) {
    for (const file of options.media.values()) {
      const problem = checkMediaFile(file)
      if (problem) report.file(file.file, problem.code, { message: problem.message, hint: problem.hint })
    }
    planImages(parsed, options.media)
  }

  return { content: index.site ? toContent(index) : null, diagnostics: report.sorted(), sources }
}

/**
 * Each local image (an object whose `src` the schema marks as an image) gets the renditions the build writes, so
 * every section that shows it, wherever the data travels, renders a <picture> with its real size.
 */
function planImages(files: ParsedFile[], media: MediaIndex): void {
  for (const p of files) {
    if (!p.valid) continue
    for (const link of p.marks.links) {
      if (link.kind !== 'image' || !link.value.startsWith('/media/')) continue
      const image = valueAt(p.data, link.at.slice(0, -1)) as Record<string, unknown> | undefined
      const renditions = planImage(link.value, media)
      if (image && typeof image === 'object' && renditions) image.renditions = renditions
    }
  }
}

function toContent(index: ContentIndex): Content {
  const collections: Record<string, Entry[]> = {}
  for (const [name, c] of index.collections) {
    const template = index.templates.find((t) => t.collection === name)
    collections[name] = c.entries.map((e) =>
      template ? { ...e.data, id: e.id, path: `${template.prefix}/${e.id}` } : { ...e.data, id: e.id },
    )
  }
  return {
    site: index.site!.data,
    registry: index.registry,
    collections,
    pages: index.pages.map(({ p, route }) => ({ file: p.file, route, page: p.data as Page })),
    templates: index.templates.map((t) => ({
      file: t.p.file,
      pattern: t.pattern,
      prefix: t.prefix,
      param: t.param,
      template: t.p.data as TemplatePage,
    })),
    ...(index.notFound
      ? { notFound: { file: index.notFound.file, route: '/404', page: index.notFound.data as Page } }
      : {}),
  }
}

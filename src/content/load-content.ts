import type { MediaIndex } from '../media/media-index.ts'
import { checkMediaFile } from '../media/check-media-src.ts'
import { MEDIA_NOTES } from '../media/media-dir.ts'
import type { MediaNotes } from '../media/media-notes.ts'
import type { Entry } from './collection.ts'
import type { ContentModel } from './content-model.ts'
import type { Diagnostic } from './diagnostic.ts'
import { checkChoices } from './load/check-choices.ts'
import { checkDays } from './load/check-days.ts'
import { checkEntries } from './load/check-entries.ts'
import { checkLinks } from './load/check-links.ts'
import { checkReferences } from './load/check-references.ts'
import { checkSchedule } from './load/check-schedule.ts'
import { buildNow } from '../lib/build-now.ts'
import { siteTimeZone } from './visibility.ts'
import { indexContent, settleRoute, type ContentIndex } from './load/index-content.ts'
import type { LoadCache } from './load/load-cache.ts'
import type { ParsedFileCache } from './load/parsed-file-cache.ts'
import { Reporter, type ParsedFile } from './load/parsed-file.ts'
import { readFile } from './load/read-file.ts'
import { fileRole } from './routes.ts'
import type { Page, TemplatePage } from './schema/page.ts'
import type { SourceFile } from './source-file.ts'
import { translateContent } from './translate/translate-content.ts'
import type { Content } from './content.ts'

export type { SourceFile } from './source-file.ts'
export type { Content, Language, PageEntry, TemplateEntry } from './content.ts'

export interface LoadResult {
  /** Null when the site file is missing or invalid: nothing can be built. */
  content: Content | null
  diagnostics: Diagnostic[]
  /** Source text by file, for code frames. */
  sources: SourceTexts
}

export interface LoadOptions {
  /** The collections and section types the content may use (the site's: src/site/site-model.ts). */
  model: ContentModel
  /** URL paths of the files served besides pages (public/, /media/…): targets for links and images. */
  siteFiles?: string[]
  /** The images of pages/_media/ (scanMedia): local image paths are checked against them. */
  media?: MediaIndex
  /** The descriptions kept with the images (readMediaNotes): their problems are reported at pages/_media/_media.yaml. */
  mediaNotes?: MediaNotes
  /** Files already read, for a process that loads the content again and again (the dev server, the studio). */
  cache?: LoadCache
  /** Readings kept on disk, for a process that loads the content once (the build): used when there is no `cache`. */
  store?: ParsedFileCache
  /** The moment (ms) links to scheduled pages are judged at: the build's now (buildNow) unless given. */
  now?: number
  /**
   * Whether the last build's site holds the page at a route (the lint: dist/), to warn about a page whose time to go
   * live has passed since that build; without it the last build is not looked at.
   */
  built?: (route: string) => boolean
}

/**
 * Reads every content file in phases — each file parsed, validated and its Markdown read (readFile), then the phases
 * that join files: index, references, entries, links — each reporting what it finds, so every problem in every file
 * is reported at once.
 */
export function loadContent(files: SourceFile[], options: LoadOptions): LoadResult {
  const { model, media, cache, store } = options
  if (cache && cache.model !== model) throw new Error('a LoadCache serves the one model it was made for')
  const registry = model.collections
  const report = new Reporter()
  const sources = new SourceTexts(files)

  const parsed: ParsedFile[] = []
  const translated: ParsedFile[] = []
  for (const source of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
    const { parsed: p, diagnostics } = cache
      ? cache.read(source, media)
      : store
        ? store.read(source, model, media)
        : readFile(source, model, media)
    report.add(diagnostics)
    if (p) (p.role.role === 'translation' ? translated : parsed).push(p)
  }
  const index = indexContent(
    parsed,
    registry,
    report,
    files.map((f) => fileRole(f.file)),
  )
  checkReferences(index, report)
  checkChoices(index, report)
  checkDays(index, report)
  checkEntries(index, report)
  checkLinks(index, options.siteFiles, report, media, cache?.links)
  checkSchedule(index, report, options.now ?? buildNow(siteTimeZone(index.site?.data ?? {})), options.built)
  if (media)
    for (const file of media.values()) {
      const problem = checkMediaFile(file)
      if (problem) report.file(file.file, problem.code, { message: problem.message, hint: problem.hint })
    }
  for (const { code, message, hint, line, col } of options.mediaNotes?.problems ?? [])
    report.file(MEDIA_NOTES, code, { message, hint }, { line, col })

  let content: Content | null = null
  if (index.site) {
    content = toContent(index)
    Object.assign(
      content,
      translateContent(
        content,
        index,
        translated,
        (file) => findParsed(parsed, file),
        // Asked only of an original that was not read: a file it could not read has its own problem.
        (file) => files.some((f) => f.file === file),
        model,
        media,
        report,
        cache?.laid,
      ),
    )
  }
  return { content, diagnostics: report.sorted(), sources }
}

/** The parsed file of a name, in files sorted by name (as loadContent sorts them). */
function findParsed(parsed: ParsedFile[], file: string): ParsedFile | undefined {
  let lo = 0
  let hi = parsed.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const order = parsed[mid]!.file.localeCompare(file)
    if (order === 0) return parsed[mid]
    if (order < 0) lo = mid + 1
    else hi = mid - 1
  }
  return undefined
}

/**
 * Each file's text by its name, read when asked for (for a problem's code frame): a build knows most files
 * unchanged without reading them (readKnownContentDir).
 */
export class SourceTexts {
  /** By name, made when first asked for: most loads show no problem. */
  private byName: Map<string, SourceFile> | undefined
  private readonly files: SourceFile[]

  constructor(files: SourceFile[]) {
    this.files = files.slice()
  }

  get(file: string): string | undefined {
    this.byName ??= new Map(this.files.map((f) => [f.file, f]))
    return this.byName.get(file)?.text
  }
}

function toContent(index: ContentIndex): Content {
  const collections: Record<string, Entry[]> = {}
  const entryFiles = new WeakMap<object, string>()
  for (const [name, c] of index.collections) {
    const template = index.templates.find((t) => t.collection === name)
    // Each entry's data is a copy indexContent made (a folder entry's, shared by the loads that meet the same
    // reading): it gets its route (settleRoute).
    collections[name] = c.entries.map((e) => {
      if (template) settleRoute(e, e.route ?? `${template.prefix}/${e.id}`)
      entryFiles.set(e.data, e.p.file)
      return e.data as Entry
    })
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
    entryFiles,
  }
}

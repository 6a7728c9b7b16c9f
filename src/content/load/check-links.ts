import { checkMediaSrc } from '../../media/check-media-src.ts'
import type { MediaIndex } from '../../media/media-index.ts'
import { segmentsToPath, type Segment } from '../locate.ts'
import { URL_HINT, type LinkKind } from '../schema/common.ts'
import { suggest } from '../../lib/suggest.ts'
import type { ContentIndex, RouteRecord } from './index-content.ts'
import type { Diagnostic } from '../diagnostic.ts'
import { Reporter, within, type ParsedFile } from './parsed-file.ts'
import { linkMeant } from '../link-meant.ts'
import { errorPaths, touches } from './refused-paths.ts'

/**
 * What each file's links were found to be, for a process that loads again and again (LoadCache): kept while the
 * file's parse is the same and so are the targets (every route with its file and anchors, the routes claimed by
 * broken files, the public files and images), which change far less often than the text.
 */
export class LinkCache {
  private world: string[] = []
  private version = 0
  private readonly files = new WeakMap<ParsedFile, { version: number; diagnostics: Diagnostic[] }>()

  /** Starts a load whose targets are `world` (linkWorld's lines): one comparison per load, not one per file. */
  begin(world: string[]): void {
    if (world.length !== this.world.length || world.some((line, i) => line !== this.world[i])) {
      this.world = world
      this.version++
    }
  }

  get(p: ParsedFile): Diagnostic[] | undefined {
    const kept = this.files.get(p)
    return kept?.version === this.version ? kept.diagnostics : undefined
  }

  set(p: ParsedFile, diagnostics: Diagnostic[]): void {
    this.files.set(p, { version: this.version, diagnostics })
  }
}

/**
 * A route's line of the link world, kept by its record (a folder entry's is built once per parsed file: see folderRoute
 * in index-content.ts; nothing writes into a record): 10,000 lines are not written again on every save.
 */
const routeLines = new WeakMap<RouteRecord, string>()

function routeLine(r: RouteRecord): string {
  let line = routeLines.get(r)
  if (line === undefined)
    routeLines.set(r, (line = `${r.route}\t${r.p.file}\t${r.scope.join('/')}\t${[...r.anchors].join(' ')}`))
  return line
}

/** Everything a link's check reads besides its own file, as lines. */
function linkWorld(index: ContentIndex, siteFiles: string[] | undefined, media: MediaIndex | undefined): string[] {
  const parts: string[] = [siteFiles ? siteFiles.join('\n') : '(unknown)', [...index.claimedRoutes].join('\n')]
  for (const r of index.routes.values()) parts.push(routeLine(r))
  if (media) for (const m of media.values()) parts.push(`${m.path}\t${m.hash}`)
  return parts
}

/**
 * Phase 6: every link the schema marks and every link or image inside Markdown is parsed as a URL and checked:
 * a safe scheme, an internal path that is a page, entry or file of the site, and an #anchor that is on that page.
 */
export function checkLinks(
  index: ContentIndex,
  siteFiles: string[] | undefined,
  report: Reporter,
  media?: MediaIndex,
  cache?: LinkCache,
): void {
  // Without the list of the site's files (a caller that gave content only), file paths cannot be judged.
  const files = new Set(siteFiles)
  const filesKnown = siteFiles !== undefined
  const known = [...index.routes.keys()]
  cache?.begin(linkWorld(index, siteFiles, media))
  // A file with schema errors has its links checked too (a save shows every problem at once), but for those at a
  // field the schema refused: its words are the ones to fix first.
  for (const p of index.files) {
    const kept = cache?.get(p)
    if (kept) {
      report.add(kept)
      continue
    }
    const mine = new Reporter()
    checkFile(p, mine, p.valid ? [] : errorPaths(report, p.file))
    report.add(mine.diagnostics)
    cache?.set(p, mine.diagnostics)
  }

  function checkFile(p: ParsedFile, report: Reporter, refused: string[]) {
    const links = [...p.marks.links.map((l) => ({ ...l, pos: undefined })), ...p.markdownLinks].filter(
      (l) => !refused.length || !touches(refused, segmentsToPath(l.at)),
    )
    const shown = new Map(p.marks.shownWidths.map((s) => [s.at.join('/'), s.width]))
    for (const link of links) {
      // A local image is checked by its bytes (src/media); a file of public/ (favicon.svg) is served as it is.
      const publicFile = files.has(link.value.replace(/[?#].*$/, '')) && !link.value.startsWith('/media/')
      if (link.kind === 'image' && media && !/^https:/i.test(link.value) && !publicFile) {
        const minWidth = shown.get(link.at.join('/'))
        for (const m of checkMediaSrc(link.value, media, minWidth ? { minWidth } : {}))
          report.at(p, link.at, m.code, { message: m.message, hint: m.hint }, link.pos ?? 'value')
        continue
      }
      const problem = checkLink(link.kind, link.value, p, link.at)
      if (problem) report.at(p, link.at, problem.code, problem.params as never, link.pos ?? 'value')
    }
  }

  function checkLink(kind: LinkKind, value: string, p: ParsedFile, at: Segment[]) {
    const bad = (reason: string, hint = URL_HINT) => ({ code: 'bad-url' as const, params: { value, reason, hint } })
    if (/^(https?|mailto|tel|javascript|data|vbscript|file|ftp):/i.test(value) || value.startsWith('//')) {
      if (value.startsWith('//'))
        return bad('starts with //, which leaves the site', 'write /path for this site or https://host/path')
      let url: URL
      try {
        url = new URL(value)
      } catch {
        return bad('is not a complete address', 'write the full address, e.g. https://www.example.com/page')
      }
      const scheme = url.protocol
      if (kind === 'internal') return bad('must stay on this site', 'write a path of this site, e.g. /careers')
      if (scheme === 'https:') {
        if (!url.hostname.includes('.'))
          return bad('has no host name', 'write the full address, e.g. https://www.example.com/page')
        return undefined
      }
      if (kind === 'link' && (scheme === 'mailto:' || scheme === 'tel:')) return undefined
      const meant = linkMeant(value)
      return bad(
        kind === 'https' || kind === 'image' ? 'must be an https:// address' : 'is not a link this site can use',
        meant?.startsWith('https://')
          ? `did you mean "${meant}"? ${URL_HINT}`
          : `a link may not start with javascript:, http: or data:; ${URL_HINT}`,
      )
    }
    if (kind === 'https')
      return bad('must be a full https:// address', 'write the full address, e.g. https://www.google.com/maps/embed?…')
    if (value.startsWith('#')) {
      const here = routeOf(p, at)
      return here ? checkAnchor(value, value.slice(1), here) : undefined
    }
    if (!value.startsWith('/')) {
      const meant = linkMeant(value)
      return bad(
        'is not a link this site understands',
        meant ? `did you mean "${meant}"? ${URL_HINT}` : 'start internal links with /, e.g. /contact',
      )
    }
    if (value.includes('\\')) return bad('contains a backslash', 'use / between folders')
    const [path = '/', fragment] = value.split('#', 2) as [string, string | undefined]
    const bare = path.replace(/\?.*$/, '')
    if (files.has(bare) || (!filesKnown && (kind === 'image' || (!index.routes.has(bare) && /\.\w+$/.test(bare)))))
      return undefined
    if (kind === 'image') return missingFile(bare)
    const route = index.routes.get(bare)
    if (!route) {
      if (index.claimedRoutes.has(bare)) return undefined
      const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare
      const guess = index.routes.has(trimmed) ? trimmed : suggest(bare, known)
      return { code: 'broken-link' as const, params: { href: value, suggestion: guess } }
    }
    return fragment ? checkAnchor(value, fragment, route) : undefined
  }

  function missingFile(path: string) {
    return { code: 'missing-file' as const, params: { path, suggestion: suggest(path, [...files]) } }
  }

  function checkAnchor(href: string, anchor: string, route: RouteRecord) {
    if (route.anchors.has(anchor)) return undefined
    const ids = [...route.anchors]
    return { code: 'broken-anchor' as const, params: { href, anchor, suggestion: suggest(anchor, ids), known: ids } }
  }

  /** The route a link written at `at` of `p` sits on: the page itself, or the entry whose data holds it. */
  function routeOf(p: ParsedFile, at: Segment[]): RouteRecord | undefined {
    for (const r of index.routes.values()) {
      if (r.p !== p) continue
      if (within(at, r.scope)) return r
    }
    return undefined
  }
}

import { siteFilePaths } from '../../content/read-content-dir.ts'
import { languageName } from '../../lib/language-name.ts'
import { fileRole } from '../../content/routes.ts'
import { siteTimeZone } from '../../content/visibility.ts'
import { buildPages } from '../../site/build-pages.ts'
import type { BuiltSite } from '../../site/built-site.ts'
import { labelOf } from './file-label.ts'
import type { LintCache } from './lint-cache.ts'
import { readData } from '../read-data.ts'
import { diskFiles } from './with-drafts.ts'
import type { Content } from '../../content/load-content.ts'
import { translationFile } from '../../content/translate/translation-status.ts'

/** The collection an entry belongs to, or a template page shows. */
function collectionOf(role: ReturnType<typeof fileRole>, data: unknown): { collection?: string } {
  if (role.role === 'entry') return { collection: role.collection }
  const named = (data as { collection?: unknown } | null)?.collection
  return role.role === 'template' && typeof named === 'string' ? { collection: named } : {}
}

/** The words of a file's text values, for the search (the first 4,000 characters). */
function wordsOf(data: unknown): string {
  const out: string[] = []
  let size = 0
  const stack = [data]
  while (stack.length && size < 4000) {
    const v = stack.pop()
    if (typeof v === 'string') {
      out.push(v)
      size += v.length
    } else if (Array.isArray(v)) for (let i = v.length - 1; i >= 0; i--) stack.push(v[i])
    else if (v && typeof v === 'object') stack.push(...Object.values(v).reverse())
  }
  return out.join(' ').slice(0, 4000)
}

/** A file as the list shows it. */
export type FileEntry = ReturnType<typeof entryOf>
/** A file's entry, by the text it was made from. */
export interface Listed {
  text: string
  entry: FileEntry
}

/** The routes each lint of the disk builds (the same lint is answered again while the disk stays as it was). */
const routesOf = new WeakMap<object, string[]>()

/**
 * The content files with their role, route and title; the routes saved on disk; the images of the site. `listed`
 * keeps each file's entry by its text, so a file is parsed again only when it changed.
 */
export function listFiles(root: string, lint: LintCache, listed = new Map<string, Listed>()) {
  // The routes saved on disk (an unsaved draft, maybe with errors, does not make or break one).
  const result = lint.check(new Map())
  let routes = routesOf.get(result)
  if (!routes) {
    let built: BuiltSite | undefined
    try {
      built = result.content ? buildPages(result.content) : undefined
    } catch {
      // Content that does not build yet offers no routes to pick from; the lint says why.
    }
    routesOf.set(result, (routes = built ? [...built.pages.keys()] : []))
  }
  const translated = translatedRoutes(result.content ?? undefined)
  const files = diskFiles(root)
  const present = new Set(files.map((f) => f.file))
  for (const file of listed.keys()) if (!present.has(file)) listed.delete(file)
  const entries = new Map(
    files.map(({ file, text }) => {
      let made = listed.get(file)
      if (made?.text !== text) listed.set(file, (made = { text, entry: entryOf(file, text) }))
      return [file, made.entry]
    }),
  )
  return {
    files: [...entries].map(([file, entry]) => {
      const route = translated.get(file)
      const label = languageLabel(entry.label, file, result.content?.languages, entries)
      return route || label ? { ...entry, ...(route ? { route } : {}), ...(label ? { label } : {}) } : entry
    }),
    routes,
    media: siteFilePaths(root).filter((p) => p.startsWith('/media/')),
    timeZone: siteTimeZone(result.content?.site ?? {}),
  }
}

function entryOf(file: string, text: string) {
  const role = fileRole(file)
  let title: string | undefined
  let data: unknown
  try {
    data = readData(text)
    const d = data as { title?: unknown; name?: unknown } | null
    title = [d?.title, d?.name].find((t): t is string => typeof t === 'string')
  } catch {
    // A file that does not parse is listed by its name.
  }
  const route = role.role === 'page' ? role.route : role.role === 'template' ? role.pattern : undefined
  return {
    file,
    role: role.role,
    ...(route ? { route } : {}),
    ...(title ? { title } : {}),
    label: labelOf(role, title, file, data),
    ...collectionOf(role, data),
    words: wordsOf(data),
  }
}

/**
 * The route of each translation of a page or an entry that has one in its language (pages/about.es.yaml →
 * /es/nosotros), and the pattern of each template's ([jobId].es.yaml → /es/empleos/:jobId).
 */
function translatedRoutes(content: Content | undefined): Map<string, string> {
  const out = new Map<string, string>()
  const main = content?.languages?.[0]?.code
  if (!content?.alternates || !main) return out
  const originals: { file: string; route: string }[] = content.pages.map(({ file, route }) => ({ file, route }))
  for (const entries of Object.values(content.collections))
    for (const e of entries) {
      const file = content.entryFiles?.get(e)
      if (file && e.path) originals.push({ file, route: e.path })
    }
  for (const { file, route } of originals)
    for (const [code, there] of Object.entries(content.alternates.get(route) ?? {}))
      if (code !== main) out.set(translationFile(file, code), there)
  // A template's translation by its pattern, read off the translated page of one of its entries: /es/empleos/:jobId.
  for (const { file, prefix, param } of content.templates)
    for (const [route, record] of content.alternates)
      if (route.startsWith(`${prefix}/`) && !route.slice(prefix.length + 1).includes('/') && record[main] === route) {
        for (const [code, there] of Object.entries(record))
          if (code !== main) out.set(translationFile(file, code), there.replace(/[^/]+$/, `:${param}`))
        break
      }
  return out
}

/**
 * A translation's label with its language named as the site names it: "Home (Español)". A template's translation
 * names no collection of its own, so it takes its original's label: "Page for each job (template) (Español)".
 */
function languageLabel(
  label: string,
  file: string,
  languages: { code: string; name: string }[] | undefined,
  entries: Map<string, FileEntry>,
) {
  const role = fileRole(file)
  if (role.role !== 'translation') return undefined
  const name = languages?.find((l) => l.code === role.lang)?.name
  const suffix = ` (${languageName(role.lang)})`
  if (!label.endsWith(suffix)) return undefined
  const own = role.original.role === 'template' ? entries.get(role.of)?.label : undefined
  return `${own ?? label.slice(0, -suffix.length)} (${name ?? languageName(role.lang)})`
}

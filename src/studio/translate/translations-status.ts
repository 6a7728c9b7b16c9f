import { originalPath, staleFields } from '../../content/translate/field-hashes.ts'
import { fileRole } from '../../content/routes.ts'
import { labelOf } from '../api/file-label.ts'
import { schemaOf } from '../api/schema-of.ts'
import { diskFiles } from '../api/with-drafts.ts'
import { labelAtPath } from '../client/schema-tools.ts'
import type { JsonSchema } from '../client/studio-client.ts'
import { readData } from '../read-data.ts'
import { schemaFor } from '../schema-for.ts'
import { siteLanguages } from './site-languages.ts'
import { translationFile } from './translation-file.ts'

/** A page or entry as the Translations view lists it. */
export interface ListedFile {
  /** The file to open: the original for a missing translation, the translation for a stale one. */
  file: string
  /** The page as an editor names it ("Home", a job's title). */
  label: string
}
/** A translation whose original changed since it was saved: each field that changed, labelled as in the form. */
export interface StaleTranslation extends ListedFile {
  /** `path`: the place in the form's data, in dots (`sections.0.heading`); `label`: "Hero › Heading". */
  fields: { path: string; label: string }[]
}
export interface LanguageStatus {
  code: string
  name: string
  missing: ListedFile[]
  stale: StaleTranslation[]
}
export interface TranslationsStatus {
  /** The original's language ("English"); empty on a site in one language. */
  from: string
  languages: LanguageStatus[]
}

const TRANSLATABLE = new Set(['page', 'notFound', 'template', 'entry', 'collection', 'site'])

/**
 * For each language of the site but the first, the pages and entries on disk with no translation into it, and the
 * translations whose original changed since they were saved (staleFields), with the fields that changed. The
 * entries of a collection (and its template page) are listed as missing only once the collection has some
 * translation into the language: a site does not translate every article.
 */
export function translationsStatus(root: string): TranslationsStatus {
  const languages = siteLanguages(root)
  if (!languages.length) return { from: '', languages: [] }
  const texts = new Map(diskFiles(root).map((f) => [f.file, f.text]))
  const parsed = new Map<string, unknown>()
  const dataOf = (file: string) => {
    if (!parsed.has(file)) parsed.set(file, readOr(texts.get(file)))
    return parsed.get(file)
  }
  const originals = [...texts.keys()]
    .filter((f) => TRANSLATABLE.has(fileRole(f).role))
    .sort((a, b) => a.localeCompare(b))
  const collectionOf = (file: string) => {
    const role = fileRole(file)
    if (role.role === 'entry') return role.collection
    if (role.role === 'collection') return role.name
    if (role.role === 'template') {
      const named = (dataOf(file) as { collection?: unknown } | null)?.collection
      return typeof named === 'string' ? named : undefined
    }
    return undefined
  }
  const listed = (file: string): ListedFile => {
    const data = dataOf(file) as { title?: unknown; name?: unknown } | null | undefined
    const title = [data?.title, data?.name].find((t): t is string => typeof t === 'string')
    return { file, label: labelOf(fileRole(file), title, file, data) }
  }
  const schemas = new Map<string, JsonSchema | undefined>()
  const schemaOfFile = (file: string) => {
    const name = schemaFor(file)
    if (name && !schemas.has(name)) schemas.set(name, schemaOf(root, name) as JsonSchema)
    return name ? schemas.get(name) : undefined
  }
  return {
    from: languages[0]!.name,
    languages: languages.slice(1).map(({ code, name }) => {
      const translated = originals.filter((f) => texts.has(translationFile(f, code)))
      const collections = new Set(translated.map(collectionOf).filter((c) => c !== undefined))
      const missing = originals
        .filter((f) => !texts.has(translationFile(f, code)))
        .filter((f) => {
          const role = fileRole(f).role
          return (role !== 'entry' && role !== 'template') || collections.has(collectionOf(f)!)
        })
        .map(listed)
      const stale = translated.flatMap((f): StaleTranslation[] => {
        const file = translationFile(f, code)
        const original = dataOf(f)
        const translation = dataOf(file)
        const schema = schemaOfFile(f)
        if (original === undefined || translation === undefined || !schema) return []
        const paths = staleFields(original, translation).map((p) => originalPath(original, translation, p).at.join('.'))
        if (!paths.length) return []
        const fields = paths.map((path) => ({ path, label: labelAtPath(schema, original, path) }))
        return [{ file, label: listed(f).label, fields }]
      })
      return { code, name, missing, stale }
    }),
  }
}

function readOr(text: string | undefined): unknown {
  if (text === undefined) return undefined
  try {
    return readData(text)
  } catch {
    return undefined
  }
}

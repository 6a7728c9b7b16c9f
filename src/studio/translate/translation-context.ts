import { fileRole } from '../../content/routes.ts'
import { readContentFile } from '../api/read-content-file.ts'
import { Refusal } from '../api/refusal.ts'
import { schemaOf } from '../api/schema-of.ts'
import { readData } from '../read-data.ts'
import { schemaFor } from '../schema-for.ts'
import { siteLanguages } from './site-languages.ts'
import { slugKind, type SlugKind } from './slug-kind.ts'

/** What a translation file translates: its language, its original (file, data, schema), its kind of address. */
export interface TranslationContext {
  file: string
  lang: string
  /** Its language as the site names it ("Español"). */
  name: string
  /** The original's language ("English"). */
  from: string
  original: { file: string; data: unknown; schema: unknown }
  slug: SlugKind | undefined
}

/**
 * The context of `file` when it is a translation into one of the site's other languages, its original on disk;
 * undefined for any other file. Refused (404) when the original is gone, (422) when it does not read.
 */
export function translationContext(root: string, file: string): TranslationContext | undefined {
  const role = fileRole(file)
  if (role.role !== 'translation') return undefined
  const languages = siteLanguages(root)
  const lang = languages.slice(1).find((l) => l.code === role.lang)
  const schema = schemaFor(role.of)
  if (!lang || !schema) return undefined
  let text: string
  try {
    ;({ text } = readContentFile(root, role.of))
  } catch (e) {
    if (e instanceof Refusal && e.status === 404)
      throw new Refusal(404, `The ${languages[0]!.name} page this translates does not exist: it cannot be translated.`)
    throw e
  }
  let data: unknown
  try {
    data = readData(text)
  } catch {
    throw new Refusal(422, `The ${languages[0]!.name} page this translates does not read: fix it first.`)
  }
  return {
    file,
    lang: lang.code,
    name: lang.name,
    from: languages[0]!.name,
    original: { file: role.of, data, schema: schemaOf(root, schema) },
    slug: slugKind(role.original),
  }
}

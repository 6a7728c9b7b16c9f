import type { Content } from '../../content/load-content.ts'
import { fileRole } from '../../content/routes.ts'
import { originalPath } from '../../content/translate/field-hashes.ts'
import { translationStatus, type Translatable } from '../../content/translate/translation-status.ts'
import { singular } from '../../lib/singular.ts'
import { labelOf } from '../api/file-label.ts'
import { readContentFile } from '../api/read-content-file.ts'
import { schemaOf } from '../api/schema-of.ts'
import { labelAtPath } from '../client/schema-tools.ts'
import type { JsonSchema } from '../client/studio-client.ts'
import { readData } from '../read-data.ts'
import { schemaFor } from '../schema-for.ts'
import type { ListedFile, StaleTranslation, TranslationsStatus } from './translation-types.ts'

/**
 * The Translations view's lists, from the site's content on disk (translationStatus): for each language but the
 * first, what is missing, stale (each field that changed, labelled as the form labels it) or has a problem. The
 * entries of a collection, and its template page, are listed as missing only once something of the collection is
 * translated into the language: a site does not translate every article.
 */
export function translationsStatus(root: string, content: Content | undefined): TranslationsStatus {
  const languages = content?.languages ?? []
  if (!content || languages.length < 2) return { from: '', languages: [] }
  const all = translationStatus(content)
  const collectionOf = (t: Translatable) =>
    t.kind === 'template' ? content.templates.find((p) => p.file === t.file)?.template.collection : t.collection
  const labelled = (t: Translatable): string => {
    const template = t.kind === 'template' ? { collection: collectionOf(t) } : undefined
    return labelOf(fileRole(t.file), t.title, t.file, template)
  }
  const listed = (t: Translatable, file: string): ListedFile => ({
    file,
    label: labelled(t),
    kind:
      t.kind === 'site'
        ? 'settings'
        : t.kind === 'entry' && t.collection
          ? { one: singular(t.collection), many: t.collection }
          : { one: 'page', many: 'pages' },
  })
  return {
    from: languages[0]!.name,
    languages: languages.slice(1).map(({ code, name }) => {
      const here = all.map((t) => ({ t, s: t.languages.find((l) => l.lang === code)! }))
      const translated = new Set(
        here.filter(({ t, s }) => s.state !== 'missing' && t.kind === 'entry').map(({ t }) => collectionOf(t)),
      )
      const missing = here
        .filter(({ s }) => s.state === 'missing')
        .filter(({ t }) => (t.kind !== 'entry' && t.kind !== 'template') || translated.has(collectionOf(t)))
        .map(({ t }) => listed(t, t.file))
      const stale = here
        .filter(({ s }) => s.state === 'stale')
        .map(({ t, s }) => ({ ...listed(t, s.file), fields: formFields(root, t.file, s.file, s.fields) }))
      const invalid = here.filter(({ s }) => s.state === 'invalid').map(({ t, s }) => listed(t, s.file))
      return { code, name, missing: unique(missing), stale, invalid: unique(invalid) }
    }),
  }
}

/**
 * The stale fields (paths in the translation) as the form of the translation has them: their place in the
 * original's data, labelled as the form labels it ("Hero › Heading").
 */
function formFields(
  root: string,
  original: string,
  translation: string,
  fields: { path: string; label: string }[],
): StaleTranslation['fields'] {
  const name = schemaFor(original)
  let data: unknown
  let translated: unknown
  try {
    data = readData(readContentFile(root, original).text)
    translated = readData(readContentFile(root, translation).text)
  } catch {
    return fields
  }
  const schema = name ? (schemaOf(root, name) as JsonSchema) : undefined
  return fields.map(({ path, label }) => {
    const at = originalPath(data, translated, path).at.join('.')
    return { path: at, label: schema ? labelAtPath(schema, data, at) : label }
  })
}

/** Items of a list collection share its file: listed once. */
function unique<T extends ListedFile>(list: T[]): T[] {
  const seen = new Set<string>()
  return list.filter((x) => !seen.has(x.file) && seen.add(x.file))
}

import { mergeTranslation } from '../../content/translate/merge-translation.ts'
import type { Schema } from '../../content/translate/schema-at.ts'

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/**
 * What the form of a translation edits: the original with the translation laid over it (as the site shows it), and
 * the translation's own address (`slug`) first when `withSlug`. Its record of the original (translatedFrom) is no
 * field: a save writes it anew (formToTranslation).
 */
export function translationToForm(
  original: unknown,
  translation: unknown,
  schema: unknown,
  withSlug: boolean,
): unknown {
  const { data } = mergeTranslation(original, translation, schema as Schema)
  if (!isObject(data)) return data
  const { slug: _originalSlug, ...rest } = data
  const slug = isObject(translation) && typeof translation.slug === 'string' ? translation.slug : undefined
  return withSlug && slug !== undefined ? { slug, ...rest } : withSlug ? rest : data
}

import { originalPath, staleFields } from '../../content/translate/field-hashes.ts'
import type { JsonSchema } from '../client/studio-client.ts'
import type { TranslationContext } from './translation-context.ts'
import { translationFormSchema } from './translation-form-schema.ts'
import type { TranslationInfo } from './translation-types.ts'
import { translationToForm } from './translation-to-form.ts'

/** The form of the translation `data` (see translationToForm): its data, its schema, and what it translates. */
export function translationForm(
  context: TranslationContext,
  data: unknown,
): { data: unknown; schema: JsonSchema; translation: TranslationInfo } {
  const { original } = context
  return {
    data: translationToForm(original.data, data, original.schema, context.slug !== undefined),
    schema: translationFormSchema(original.schema, context.slug, context.name),
    translation: {
      lang: context.lang,
      name: context.name,
      from: context.from,
      original: { file: original.file, data: original.data },
      stale: staleFields(original.data, data).map((p) => originalPath(original.data, data, p).at.join('.')),
    },
  }
}

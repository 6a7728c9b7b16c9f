import type { JsonSchema } from '../client/studio-client.ts'
import type { SlugKind } from './slug-kind.ts'

/** What an editor reads under a translation's address field, by what the address is. */
const SLUG_HELP: Record<SlugKind, string> = {
  path: 'The page’s address in this language, after the language’s own part: lowercase letters, digits and hyphens, with / between parts.',
  prefix:
    'The first part of the address of each entry’s page in this language: lowercase letters, digits and hyphens, with / between parts.',
  segment: 'This entry’s part of its address in this language: lowercase letters, digits and hyphens.',
}

/**
 * The form of a translation: the original's schema with every field optional (a field left as the original's is
 * inherited, not written), and, first, the translation's own address when it has one (`slug`), named in `language`.
 */
export function translationFormSchema(schema: unknown, slug: SlugKind | undefined, language: string): JsonSchema {
  const optional = withoutRequired(schema) as JsonSchema
  if (!slug) return optional
  const { slug: _own, ...properties } = optional.properties ?? {}
  return {
    ...optional,
    properties: {
      slug: { type: 'string', title: `Address in ${language}`, description: SLUG_HELP[slug], pattern: '\\S' },
      ...properties,
    },
  }
}

function withoutRequired(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRequired)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => !(key === 'required' && Array.isArray(v)))
      .map(([key, v]) => [key, withoutRequired(v)]),
  )
}

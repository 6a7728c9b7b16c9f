import type { JsonSchema } from './studio-client.ts'

/** pages/_collections/jobs/devops-engineer.yaml → devops-engineer: the name a collection folder's entry is known by. */
const entryName = (file: string) => /^pages\/_collections\/[^/]+\/([^/]+)\.yaml$/.exec(file)?.[1]

/**
 * The keys of an entry that write its name (`id`, an article's `slug`: the ones a rename keeps in step) and that the
 * form leaves out: optional, and absent or saying the file name. The file name is the entry's address (shown in
 * the toolbar, changed with Rename…), so they are no second field to fill in. One that says something else stays,
 * with the lint's message, so that it can be fixed.
 */
export function derivedIdKeys(schema: JsonSchema, file: string, data: unknown): string[] {
  const name = entryName(file)
  if (name === undefined) return []
  const values = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>
  const required = new Set(schema.required ?? [])
  return ['id', 'slug'].filter(
    (key) => schema.properties?.[key] && !required.has(key) && (values[key] === undefined || values[key] === name),
  )
}

/** `schema` without the properties `keys` (the same object when there are none). */
export function withoutProperties(schema: JsonSchema, keys: string[]): JsonSchema {
  if (!keys.length || !schema.properties) return schema
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(schema.properties).filter(([key]) => !keys.includes(key))),
  }
}

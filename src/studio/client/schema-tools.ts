import type { JsonSchema } from './studio-client.ts'

/** The schema that applies to `value`: the branch of a discriminated oneOf it names, allOf merged. */
export function resolveSchema(schema: JsonSchema, value: unknown): JsonSchema {
  let s = schema
  if (s.allOf) s = s.allOf.reduce((acc, part) => merge(acc, resolveSchema(part, value)), { ...s, allOf: undefined })
  if (s.oneOf && s.discriminator) {
    const tag = (value as Record<string, unknown> | null)?.[s.discriminator.propertyName]
    const branch = s.oneOf.find((b) => b.properties?.[s.discriminator!.propertyName]?.const === tag)
    if (branch) s = merge({ ...s, oneOf: undefined, discriminator: undefined }, resolveSchema(branch, value))
  }
  return s
}

function merge(a: JsonSchema, b: JsonSchema): JsonSchema {
  return {
    ...a,
    ...b,
    properties: { ...a.properties, ...b.properties },
    required: [...new Set([...(a.required ?? []), ...(b.required ?? [])])],
  }
}

/** The types of a discriminated list (e.g. section types), with the example each starts from. */
export function variants(schema: JsonSchema): { tag: string; description?: string; example: unknown }[] {
  const s = schema.allOf ? resolveSchema(schema, undefined) : schema
  if (!s.oneOf || !s.discriminator) return []
  const key = s.discriminator.propertyName
  return s.oneOf.map((b) => {
    const tag = String(b.properties?.[key]?.const)
    return { tag, ...(b.description ? { description: b.description } : {}), example: b.examples?.[0] ?? { [key]: tag } }
  })
}

/** A new item of a list: the schema's example, else its required fields empty. */
export function newValue(schema: JsonSchema): unknown {
  const s = resolveSchema(schema, undefined)
  if (s.examples?.length) return structuredClone(s.examples[0])
  if (s.default !== undefined) return structuredClone(s.default)
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  if (type === 'object' || s.properties)
    return Object.fromEntries((s.required ?? []).map((k) => [k, newValue(s.properties?.[k] ?? {})]))
  if (type === 'array') return []
  if (type === 'number' || type === 'integer') return 0
  if (type === 'boolean') return false
  if (s.enum?.length) return s.enum[0]
  return ''
}

/** A label from a property name: "imagePosition" → "Image position". */
export function labelOf(key: string, schema: JsonSchema): string {
  if (schema.title) return schema.title
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A diagnostic's path for a place in the data: ["sections", 0, "heading"] → sections[0].heading */
export function pathText(path: (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('')
}

import { DAY_PATTERN } from '../../lib/format-date.ts'
import { fieldLabel } from '../../lib/field-label.ts'
import { humanize } from '../../lib/humanize.ts'
import { singular } from '../../lib/singular.ts'
import type { JsonSchema } from './studio-client.ts'

/** Whether a value of `schema` is a date written YYYY-MM-DD. */
export const isDate = (schema: JsonSchema | undefined) => schema?.pattern === DAY_PATTERN || schema?.format === 'date'

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
export function variants(schema: JsonSchema): { tag: string; title: string; description?: string; example: unknown }[] {
  const s = schema.allOf ? resolveSchema(schema, undefined) : schema
  if (!s.oneOf || !s.discriminator) return []
  const key = s.discriminator.propertyName
  return s.oneOf.map((b) => {
    const tag = String(b.properties?.[key]?.const)
    return {
      tag,
      title: b.title ?? humanize(tag),
      ...(b.description ? { description: b.description } : {}),
      example: b.examples?.[0] ?? { [key]: tag },
    }
  })
}

/**
 * The properties `schema` requires of `value` as it is now: its own, and those of the branch of an if/then/else that
 * applies (an image's description is required unless it is decorative). The `if` is read as the content schemas
 * write it: required names and `const` values.
 */
export function requiredNow(schema: JsonSchema, value: unknown): Set<string> {
  const required = new Set(schema.required ?? [])
  if (!schema.if) return required
  const obj = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const holds =
    (schema.if.required ?? []).every((key) => obj[key] !== undefined) &&
    Object.entries(schema.if.properties ?? {}).every(
      ([key, s]) => !('const' in s) || obj[key] === undefined || obj[key] === s.const,
    )
  for (const key of (holds ? schema.then : schema.else)?.required ?? []) required.add(key)
  return required
}

/**
 * A new value: its required fields empty (the schema's examples show as placeholders, never as content), a
 * default where the schema has one.
 */
export function newValue(schema: JsonSchema): unknown {
  const s = resolveSchema(schema, undefined)
  if (s.default !== undefined) return structuredClone(s.default)
  if (s.const !== undefined) return s.const
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  if (type === 'object' || s.properties)
    return Object.fromEntries([...requiredNow(s, undefined)].map((k) => [k, newValue(s.properties?.[k] ?? {})]))
  if (type === 'array') return []
  if (type === 'number' || type === 'integer') return 0
  if (type === 'boolean') return false
  if (s.enum?.length) return s.enum[0]
  return ''
}

/** The example of the value at `key` inside an example of its parent (objects by key, lists by their first item). */
export function exampleAt(example: unknown, key: string | number): unknown {
  if (Array.isArray(example)) return example[0]
  if (example && typeof example === 'object') return (example as Record<string, unknown>)[key]
  return undefined
}

/** A label from a property name: "imagePosition" → "Image position". */
export function labelOf(key: string, schema: JsonSchema): string {
  return fieldLabel(key, schema)
}

export { humanize }

/**
 * What one item of a list is called, for its header and the Add button: the item schema's title (the section
 * type's for a section: "Card grid"), else the list's name made singular ("Questions" → "Question").
 */
export function itemNoun(listLabel: string, item: JsonSchema, value?: unknown): string {
  const s = item.allOf ? resolveSchema(item, undefined) : item
  if (s.oneOf && s.discriminator) {
    const key = s.discriminator.propertyName
    const tag = (value as Record<string, unknown> | null | undefined)?.[key]
    const branch = s.oneOf.find((b) => b.properties?.[key]?.const === tag)
    if (branch?.title) return branch.title
    if (typeof tag === 'string') return humanize(tag)
  }
  if (s.title) return s.title
  const one = singular(listLabel)
  return one === listLabel ? 'Item' : one
}

/** A diagnostic's path for a place in the data: ["sections", 0, "heading"] → sections[0].heading */
export function pathText(path: (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('')
}

/**
 * A place in the data as the form labels it: "Hero › Heading" for sections[0].heading. Follows the schema (each
 * step resolved against the value there) so the words are the fields' own labels.
 */
export function labelAtPath(schema: JsonSchema, data: unknown, path: string): string {
  const segments = path.split(/[.[\]]+/).filter(Boolean)
  const words: string[] = []
  let s: JsonSchema | undefined = schema
  let v: unknown = data
  let listLabel = ''
  for (const seg of segments) {
    if (!s) break
    const here: JsonSchema = resolveSchema(s, v)
    if (/^\d+$/.test(seg) && here.items) {
      v = Array.isArray(v) ? v[Number(seg)] : undefined
      words.push(itemNoun(listLabel, here.items, v))
      s = here.items
    } else {
      v = (v as Record<string, unknown> | null | undefined)?.[seg]
      s = here.properties?.[seg]
      listLabel = labelOf(seg, s ? resolveSchema(s, v) : {})
      if (!s || !resolveSchema(s, v).items) words.push(listLabel)
    }
  }
  return words.join(' › ') || 'This file'
}

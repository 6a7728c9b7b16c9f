import { fieldLabel } from '../../lib/field-label.ts'
import type { Segment } from '../locate.ts'

/** A JSON Schema as the content's schemas are written (TypeBox objects are plain JSON Schema). */
export type Schema = Record<string, any>

/**
 * The schema that applies to `value`, with its choices made: a section's by its `type` (oneOf with a discriminator),
 * the first matching one of any other oneOf/anyOf, and allOf's parts' properties together.
 */
export function resolveSchema(schema: Schema | undefined, value: unknown): Schema | undefined {
  if (!schema) return undefined
  let s = schema
  const choices = (s.oneOf ?? s.anyOf) as Schema[] | undefined
  if (choices) {
    const key = s.discriminator?.propertyName as string | undefined
    const given = key && value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
    const picked =
      (key && choices.find((c) => c.properties?.[key]?.const === given)) ||
      choices.find((c) => matchesType(c, value)) ||
      choices[0]
    s = { ...s, ...picked, properties: { ...s.properties, ...picked?.properties } }
  }
  if (Array.isArray(s.allOf)) {
    const parts = (s.allOf as Schema[]).map((p) => resolveSchema(p, value) ?? {})
    const properties = Object.assign({}, s.properties, ...parts.map((p) => p.properties ?? {}))
    const items = s.items ?? parts.find((p) => p.items)?.items
    s = { ...parts.find((p) => p.type), ...s, properties, ...(items ? { items } : {}) }
  }
  return s
}

function matchesType(s: Schema, value: unknown): boolean {
  const type = s.type as string | undefined
  if (!type) return false
  if (Array.isArray(value)) return type === 'array'
  if (value === null) return type === 'null'
  if (typeof value === 'object') return type === 'object'
  if (typeof value === 'number') return type === 'number' || type === 'integer'
  return typeof value === type
}

/** The schema of the property `key` (or the item at an index) inside `parent`'s resolved schema. */
export function childSchema(parent: Schema | undefined, key: Segment): Schema | undefined {
  if (!parent) return undefined
  if (typeof key === 'number') return parent.items as Schema | undefined
  return (parent.properties?.[key] ??
    (typeof parent.additionalProperties === 'object' ? parent.additionalProperties : undefined)) as Schema | undefined
}

/** Marks of a field whose value is not words: a link, a reference, an anchor, a choice, a collection's or a property's name. */
const NOT_WORDS = ['x-link', 'x-ref', 'x-anchor', 'x-choices', 'x-collection', 'x-entry-property']

/**
 * Whether a field holds text to translate: a string that is not a link, an id, a date, a code or one of a list of
 * choices (a pattern for the whole value makes it a code: dates, e-mail addresses, ids), or a list of such. A field the
 * schema does not know is taken as text: laid over its original, the schema reports it.
 */
export function isText(schema: Schema | undefined): boolean {
  if (!schema) return true
  if (schema.type === 'array') return isText(schema.items as Schema | undefined)
  if (schema.type !== 'string') return false
  if (schema.enum || schema.const !== undefined || schema.format) return false
  if (NOT_WORDS.some((mark) => schema[mark] !== undefined)) return false
  // A pattern that holds the whole value (^…$) makes it a code; one that asks for words in it ({query}) does not.
  const pattern = schema.pattern as string | undefined
  return pattern === undefined || !(pattern.startsWith('^') && pattern.endsWith('$'))
}

/**
 * A field's name as an editor reads it, from the schema along `path` in `data`: its label, and inside a list the
 * item it is in ("Heading in section 2", "Link text in menu link 3").
 */
export function labelAt(schema: Schema | undefined, data: unknown, path: Segment[]): string {
  let s = resolveSchema(schema, data)
  let value = data
  let label = ''
  let within = ''
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!
    const raw = childSchema(s, key)
    value = value == null ? undefined : (value as Record<string, unknown>)[key as never]
    if (typeof key === 'number') {
      const item = fieldLabel('item', raw ?? { title: singular(label) }).toLowerCase()
      within = `${item} ${key + 1}`
    } else label = fieldLabel(key, raw)
    s = resolveSchema(raw, value)
  }
  const last = path.at(-1)
  if (typeof last === 'number') return `${label} (${within})`
  return within ? `${label} in ${within}` : label
}

function singular(label: string): string {
  return label.replace(/ies$/, 'y').replace(/s$/, '')
}

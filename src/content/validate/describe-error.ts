import { DAY_PATTERN } from '../../lib/format-date.ts'
import { linkMeant } from '../link-meant.ts'
import type { ErrorObject } from 'ajv'
import type { Document, LineCounter } from 'yaml'
import { fieldLabel } from '../../lib/field-label.ts'
import { suggest } from '../../lib/suggest.ts'
import { diagnostic, type Diagnostic } from '../diagnostic.ts'
import type { DiagnosticCode, Field, ParamsOf } from '../diagnostics/catalogue.ts'
import { locate, pointerToSegments, segmentsToPath, valueAt } from '../locate.ts'
import { URL_HINT } from '../schema/common.ts'
import { isChoice } from './relevant-errors.ts'

type Schema = Record<string, any>

/** The field `key` of an object's schema, named by its label. */
function fieldOf(parent: Schema | undefined, key: string): Field {
  return { key, label: fieldLabel(key, parent?.properties?.[key] as Schema | undefined) }
}

/** What filling in a missing field takes, in the words of its widget: "choose one", "add at least one", … */
export function howToFill(schema: Schema | undefined): string {
  const s = schema ?? {}
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  if (s.enum || s.const !== undefined || (s.anyOf as Schema[] | undefined)?.every((b) => b.const !== undefined))
    return 'choose one'
  if (type === 'array') return Number(s.minItems ?? 1) > 1 ? `add at least ${s.minItems}` : 'add at least one'
  if (type === 'boolean') return 'choose yes or no'
  if (type === 'integer' || type === 'number') return 'write a number'
  if (s.pattern === DAY_PATTERN || s.format === 'date') return 'give a date'
  if (s['x-link']) return 'give a link'
  return 'fill it in'
}

/** The properties the schema allows where an unknown one was written. */
export function allowedKeys(e: ErrorObject): string[] {
  return Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {})
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  array: 'a list',
  object: 'a mapping (key: value lines)',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  null: 'empty',
}

const TYPE_HINTS: Record<string, string> = {
  array: 'write a list: one "- item" per line below the key, or [first, second]',
  object: 'write "key: value" lines indented below it',
  string: 'write text; quote it when it contains ": " or starts with a special character',
  integer: 'write a number without quotes',
  boolean: 'write true or false without quotes',
}

function typeOf(v: unknown): string {
  if (v === null || v === undefined) return 'empty'
  if (Array.isArray(v)) return 'a list'
  if (typeof v === 'object') return 'a mapping'
  if (typeof v === 'string') return 'text'
  if (typeof v === 'number') return Number.isInteger(v) ? 'a whole number' : 'a number'
  return typeof v
}

/** One Ajv error in plain words, placed at its line and column; `sectionTypes` feed "did you mean" for a section type. */
export function describeError(
  e: ErrorObject,
  data: unknown,
  {
    file,
    doc,
    lineCounter: lc,
    sectionTypes,
    entrySchema,
  }: {
    file: string
    doc: Document
    lineCounter: LineCounter
    sectionTypes: Field[]
    /** A list file's entry schema: the list requires the id apart from it, so its label is found there. */
    entrySchema?: Schema | undefined
  },
): Diagnostic {
  const segments = pointerToSegments(e.instancePath)
  const parent = e.parentSchema as Record<string, any> | undefined
  const make = <C extends DiagnosticCode>(
    code: C,
    params: ParamsOf<C>,
    segs = segments,
    mode: 'value' | 'key' = 'value',
  ): Diagnostic => diagnostic(code, params, { file, ...locate(doc, lc, segs, mode), path: segmentsToPath(segments) })
  switch (e.keyword) {
    case 'required': {
      const value = (valueAt(data, segments) ?? {}) as Record<string, unknown>
      // Every required property missing here, in schema order: one message for one mapping.
      const keys = ((parent?.required ?? [e.params.missingProperty]) as string[]).filter((k) => !(k in value))
      const declared = (k: string) => (parent?.properties?.[k] ? parent : entrySchema)
      const properties = keys.map((k) => ({ ...fieldOf(declared(k), k), how: howToFill(declared(k)?.properties?.[k]) }))
      // The one field's description says what goes in it, unless it only repeats the label.
      const description = parent?.properties?.[keys[0]!]?.description as string | undefined
      const useful = keys.length === 1 && description && description !== properties[0]!.label ? description : undefined
      const missing = keys.map((k) => segmentsToPath([...segments, k]))
      return { ...make('missing-property', { properties, description: useful }), missing }
    }
    case 'oneOf':
    case 'anyOf': {
      if (isChoice(e)) {
        const options = (e.schema as { required: string[] }[]).map((b) => fieldOf(parent, b.required[0]!))
        const value = valueAt(data, segments) as Record<string, unknown> | undefined
        const given = options.filter((o) => value && o.key in value)
        return make('one-of', { options, given })
      }
      const value = valueAt(data, segments)
      return make('wrong-type', {
        expected: String(parent?.description ?? 'one of the allowed forms'),
        actual: typeOf(value),
      })
    }
    case 'additionalProperties': {
      const prop = e.params.additionalProperty as string
      const keys = allowedKeys(e)
      const meant = suggest(prop, keys)
      return make(
        'unknown-property',
        {
          property: prop,
          suggestion: meant === undefined ? undefined : fieldOf(parent, meant),
          allowed: keys.map((k) => fieldOf(parent, k)),
        },
        [...segments, prop],
        'key',
      )
    }
    case 'discriminator': {
      const value = String(e.params.tagValue)
      const meant = suggest(
        value,
        sectionTypes.map((t) => t.key),
      )
      const suggestion = sectionTypes.find((t) => t.key === meant)
      return make('unknown-section-type', { value, suggestion, known: sectionTypes }, [...segments, 'type'])
    }
    case 'type': {
      const expected = String(e.params.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join(' or ')
      const how = [TYPE_HINTS[String(e.params.type)], parent?.description].filter(Boolean).join('; ')
      return make('wrong-type', { expected, actual: typeOf(valueAt(data, segments)), how })
    }
    // `not: {}` is a list with no value yet (a template's collection on a site that declares none).
    case 'not':
    case 'enum':
    case 'const': {
      const given = e.keyword === 'enum' ? e.params.allowedValues : e.keyword === 'const' ? [e.params.allowedValue] : []
      const allowed = (given as unknown[]).map(String)
      const value = String(valueAt(data, segments))
      return make('invalid-value', { value, allowed, suggestion: suggest(value, allowed) })
    }
    case 'pattern':
    case 'minLength': {
      const value = valueAt(data, segments)
      if (typeof value === 'string' && value.trim() === '')
        return make('empty-value', { description: parent?.description })
      const custom = parent?.patternErrorMessage as string | undefined
      if (custom?.includes('safe link')) {
        const meant = linkMeant(String(value))
        return make('bad-url', {
          value: String(value),
          reason: 'is not a link this site can use',
          hint: meant
            ? `did you mean "${meant}"? ${URL_HINT}`
            : `a link may not start with javascript:, http: or data:; ${URL_HINT}`,
        })
      }
      return make('bad-format', {
        value: String(value),
        rule: custom ?? `does not match the expected format ${e.params.pattern ?? ''}`.trim(),
        // A date's fix is its order, not what the field is for: 31/12/2026 is 2026-12-31.
        description:
          parent?.pattern === DAY_PATTERN
            ? 'write the year, the month and the day, e.g. 2026-12-31 for 31 December 2026'
            : parent?.description,
      })
    }
    case 'minItems':
    case 'maxItems':
      return make('count-out-of-range', {
        bound: e.keyword === 'minItems' ? 'at least' : 'at most',
        limit: Number(e.params.limit),
        count: (valueAt(data, segments) as unknown[]).length,
        noun: 'item',
      })
    case 'uniqueItems':
      return make('duplicate-item', { first: Number(e.params.j), second: Number(e.params.i) }, [
        ...segments,
        e.params.i as number,
      ])
    case 'maxLength':
      return make('too-long', {
        limit: Number(e.params.limit),
        description: parent?.['x-one-line']
          ? 'a heading or a title is one line: put the rest in the text under it'
          : parent?.description,
      })
    case 'minimum':
    case 'maximum':
      return make('out-of-range', {
        bound: e.keyword === 'minimum' ? 'at least' : 'at most',
        limit: Number(e.params.limit),
        description: parent?.description,
      })
    default:
      return make('bad-format', {
        value: String(valueAt(data, segments)),
        rule: e.message ?? 'is not valid',
        description: parent?.description,
      })
  }
}

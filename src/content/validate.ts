import * as AjvModule from 'ajv/dist/2020.js'
import type { ErrorObject, ValidateFunction } from 'ajv'
import type { Document, LineCounter } from 'yaml'
import type { CollectionRegistry } from './collection.ts'
import { diagnostic, type Diagnostic } from './diagnostic.ts'
import type { DiagnosticCode, ParamsOf } from './diagnostics/catalogue.ts'
import { locate, pointerToSegments, segmentsToPath, valueAt, type Segment } from './locate.ts'
import type { LinkKind } from './schema/common.ts'
import { URL_HINT } from './schema/common.ts'
import { contentSchemas, type FileKind } from './schema/content-schemas.ts'
import { SECTION_TYPES } from './schema/page.ts'
import { suggest } from '../lib/suggest.ts'

/**
 * What the schema marks in a file's data, found while validating: every reference, link, Markdown field, anchor,
 * one-per-collection value and entry-showing section, wherever it sits. The loader's later phases check these,
 * so no phase knows a property name.
 */
export interface Marks {
  refs: { collection: string; value: string; at: Segment[] }[]
  links: { kind: LinkKind; value: string; at: Segment[] }[]
  markdown: Segment[][]
  anchors: { value: string; at: Segment[] }[]
  uniques: { value: string; at: Segment[] }[]
  entrySections: { collection: string; at: Segment[] }[]
  collectionNames: { value: string; at: Segment[] }[]
  /** Image addresses with the widest rendering of their section, in pixels (`x-shows`). */
  shownWidths: { width: number; at: Segment[] }[]
}

const emptyMarks = (): Marks => ({
  refs: [],
  links: [],
  markdown: [],
  anchors: [],
  uniques: [],
  entrySections: [],
  collectionNames: [],
  shownWidths: [],
})

const Ajv2020 = ((AjvModule as unknown as { default: typeof AjvModule.Ajv2020 }).default ??
  AjvModule.Ajv2020) as typeof AjvModule.Ajv2020

/** Marks of the validation under way (Ajv calls keyword functions synchronously, so one slot suffices). */
let collecting: Marks | undefined

type Cxt = { instancePath: string }
const mark = (fill: (m: Marks, value: unknown, at: Segment[], schema: unknown) => void) => ({
  errors: false as const,
  validate: (schema: unknown, data: unknown, _parent: unknown, cxt?: Cxt) => {
    if (collecting) fill(collecting, data, pointerToSegments(cxt?.instancePath ?? ''), schema)
    return true
  },
})

/** An Ajv that knows the schema marks: each one collects what it marks while the data is validated. */
function createAjv(): InstanceType<typeof Ajv2020> {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, discriminator: true, verbose: true })
  ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' })
  const str = (v: unknown): v is string => typeof v === 'string'
  ajv.addKeyword({
    keyword: 'x-ref',
    schemaType: 'string',
    ...mark((m, v, at, s) => str(v) && m.refs.push({ collection: s as string, value: v, at })),
  })
  ajv.addKeyword({
    keyword: 'x-link',
    schemaType: 'string',
    ...mark((m, v, at, s) => str(v) && m.links.push({ kind: s as LinkKind, value: v, at })),
  })
  ajv.addKeyword({ keyword: 'x-markdown', schemaType: 'boolean', ...mark((m, v, at) => str(v) && m.markdown.push(at)) })
  ajv.addKeyword({
    keyword: 'x-anchor',
    schemaType: 'boolean',
    ...mark((m, v, at) => str(v) && m.anchors.push({ value: v, at })),
  })
  ajv.addKeyword({
    keyword: 'x-unique',
    schemaType: 'boolean',
    ...mark((m, v, at) => str(v) && m.uniques.push({ value: v, at })),
  })
  ajv.addKeyword({
    keyword: 'x-entry',
    schemaType: 'string',
    ...mark((m, _v, at, s) => m.entrySections.push({ collection: s as string, at })),
  })
  ajv.addKeyword({
    keyword: 'x-collection',
    schemaType: 'boolean',
    ...mark((m, v, at) => str(v) && m.collectionNames.push({ value: v, at })),
  })
  ajv.addKeyword({
    keyword: 'x-shows',
    schemaType: 'number',
    ...mark((m, v, at, s) => str(v) && m.shownWidths.push({ width: s as number, at })),
  })
  return ajv
}

const ajv = createAjv()
const compiled = new WeakMap<
  CollectionRegistry,
  { schemas: Map<FileKind, object>; validators: Map<FileKind, ValidateFunction> }
>()

/** Compiled on first use: a lint of a few files compiles only the schemas it needs. */
function validatorFor(registry: CollectionRegistry, kind: FileKind): ValidateFunction {
  let cache = compiled.get(registry)
  if (!cache) compiled.set(registry, (cache = { schemas: contentSchemas(registry), validators: new Map() }))
  let v = cache.validators.get(kind)
  if (!v) cache.validators.set(kind, (v = ajv.compile(cache.schemas.get(kind)!)))
  return v
}

export interface Validated {
  diagnostics: Diagnostic[]
  marks: Marks
}

/** Validates parsed YAML against the schema of its kind; every error is placed at its line and column. */
export function validateData(
  registry: CollectionRegistry,
  kind: FileKind,
  data: unknown,
  doc: Document,
  lineCounter: LineCounter,
  file: string,
): Validated {
  const validate = validatorFor(registry, kind)
  const marks = emptyMarks()
  collecting = marks
  let valid: boolean
  try {
    valid = validate(data) as boolean
  } finally {
    collecting = undefined
  }
  if (valid) return { diagnostics: [], marks }
  const found: { error: ErrorObject; d: Diagnostic }[] = []
  const seen = new Set<string>()
  for (const error of relevant(validate.errors ?? [])) {
    const d = describe(error, data, file, doc, lineCounter)
    const key = `${d.code}:${d.line}:${d.col}:${d.path}`
    if (seen.has(key)) continue
    seen.add(key)
    found.push({ error, d })
  }
  // A misspelt key yields "unknown property" and "missing required property": keep only the first, which names both.
  const renamed = new Set(
    found
      .filter(({ error }) => error.keyword === 'additionalProperties')
      .map(
        ({ error }) => `${error.instancePath}|${suggest(String(error.params.additionalProperty), allowedKeys(error))}`,
      ),
  )
  const diagnostics = found
    .filter(
      ({ error }) =>
        !(error.keyword === 'required' && renamed.has(`${error.instancePath}|${error.params.missingProperty}`)),
    )
    .map(({ d }) => d)
    .sort((a, b) => a.line - b.line || a.col - b.col)
  return { diagnostics, marks }
}

function allowedKeys(e: ErrorObject): string[] {
  return Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {})
}

/** Drops the errors that only echo another one (if/else wrappers, the enum behind an unknown section type, …). */
function relevant(errors: ErrorObject[]): ErrorObject[] {
  const unknownTypeAt = new Set(
    errors.filter((e) => e.keyword === 'discriminator' && e.params.error === 'mapping').map((e) => e.instancePath),
  )
  const missingTagAt = new Set(
    errors.filter((e) => e.keyword === 'discriminator' && e.params.error === 'tag').map((e) => e.instancePath),
  )
  // A oneOf/anyOf of `required` alternatives (cardGrid's sources) is reported once, as a choice.
  const choiceAt = new Set(errors.filter(isChoice).map((e) => e.instancePath))
  // A union ("all" or a list): report the branch that matches the value's kind, or the union once.
  const unions = errors.filter((e) => e.keyword === 'anyOf' && !isChoice(e))
  return errors.filter((e) => {
    if (e.keyword === 'if') return false
    if (e.keyword === 'discriminator' && e.params.error === 'tag') return false
    if (missingTagAt.has(e.instancePath) && e.keyword !== 'required') return false
    if (e.keyword === 'enum' && unknownTypeAt.has(e.instancePath.replace(/\/type$/, ''))) return false
    if (e.keyword === 'required' && choiceAt.has(e.instancePath) && isChoiceBranch(e)) return false
    for (const u of unions) {
      if (e === u) continue
      if (e.instancePath === u.instancePath && e.schemaPath.startsWith(u.schemaPath.replace(/anyOf$/, 'anyOf/')))
        return false
    }
    return true
  })
}

function isChoice(e: ErrorObject): boolean {
  if (e.keyword !== 'oneOf' && e.keyword !== 'anyOf') return false
  const branches = (e.schema ?? []) as { required?: string[] }[]
  return Array.isArray(branches) && branches.every((b) => Object.keys(b).length === 1 && Array.isArray(b.required))
}
function isChoiceBranch(e: ErrorObject): boolean {
  return /\/(oneOf|anyOf)\/\d+\/required$/.test(e.schemaPath)
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

function describe(e: ErrorObject, data: unknown, file: string, doc: Document, lc: LineCounter): Diagnostic {
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
      const properties = ((parent?.required ?? [e.params.missingProperty]) as string[]).filter((k) => !(k in value))
      const description = parent?.properties?.[properties[0]!]?.description as string | undefined
      return make('missing-property', { properties, description })
    }
    case 'oneOf':
    case 'anyOf': {
      if (isChoice(e)) {
        const options = (e.schema as { required: string[] }[]).map((b) => b.required[0]!)
        const value = valueAt(data, segments) as Record<string, unknown> | undefined
        const given = options.filter((o) => value && o in value)
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
      const allowed = allowedKeys(e)
      return make(
        'unknown-property',
        { property: prop, suggestion: suggest(prop, allowed), allowed },
        [...segments, prop],
        'key',
      )
    }
    case 'discriminator': {
      const value = String(e.params.tagValue)
      return make('unknown-section-type', { value, suggestion: suggest(value, SECTION_TYPES), known: SECTION_TYPES }, [
        ...segments,
        'type',
      ])
    }
    case 'type': {
      const expected = String(e.params.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join(' or ')
      const how = [TYPE_HINTS[String(e.params.type)], parent?.description].filter(Boolean).join('; ')
      return make('wrong-type', { expected, actual: typeOf(valueAt(data, segments)), how })
    }
    case 'enum':
    case 'const': {
      const allowed = ((e.keyword === 'enum' ? e.params.allowedValues : [e.params.allowedValue]) as unknown[]).map(
        String,
      )
      const value = String(valueAt(data, segments))
      return make('invalid-value', { value, allowed, suggestion: suggest(value, allowed) })
    }
    case 'pattern':
    case 'minLength': {
      const value = valueAt(data, segments)
      if (typeof value === 'string' && value.trim() === '')
        return make('empty-value', { description: parent?.description })
      const custom = parent?.patternErrorMessage as string | undefined
      if (custom?.includes('safe link'))
        return make('bad-url', {
          value: String(value),
          reason: custom,
          hint: `links may not use other schemes (javascript:, http:, data:); ${URL_HINT}`,
        })
      return make('bad-format', {
        value: String(value),
        rule: custom ?? `does not match the expected format ${e.params.pattern ?? ''}`.trim(),
        description: parent?.description,
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
      return make('too-long', { limit: Number(e.params.limit), description: parent?.description })
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

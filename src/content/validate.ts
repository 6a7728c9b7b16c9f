import * as AjvModule from 'ajv/dist/2020.js'
import type { ErrorObject, ValidateFunction } from 'ajv'
import type { Document, LineCounter } from 'yaml'
import type { Diagnostic, DiagnosticCode } from './diagnostic.ts'
import { locate, pointerToSegments, segmentsToPath, type Segment } from './locate.ts'
import { suggest } from './suggest.ts'
import { URL_HINT } from './schema/common.ts'
import { collectionSchemas, type CollectionName } from './schema/collections.ts'
import { pageSchema, SECTION_TYPES, templatePageSchema } from './schema/page.ts'
import { siteSchema } from './schema/site.ts'

export type FileKind = 'site' | 'page' | 'template' | CollectionName

const Ajv2020 = ((AjvModule as unknown as { default: typeof AjvModule.Ajv2020 }).default ??
  AjvModule.Ajv2020) as typeof AjvModule.Ajv2020
const ajv = new Ajv2020({ allErrors: true, strict: true, discriminator: true, verbose: true })
ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' })

const schemas: Record<FileKind, object> = {
  site: siteSchema,
  page: pageSchema,
  template: templatePageSchema,
  ...collectionSchemas,
}
const validators = new Map<FileKind, ValidateFunction>()

function validatorFor(kind: FileKind): ValidateFunction {
  let v = validators.get(kind)
  if (!v) validators.set(kind, (v = ajv.compile(schemas[kind])))
  return v
}

/** Validates parsed YAML against the schema of its kind; every error is placed at its line and column. */
export function validateData(
  kind: FileKind,
  data: unknown,
  doc: Document,
  lineCounter: LineCounter,
  file: string,
): Diagnostic[] {
  const validate = validatorFor(kind)
  if (validate(data)) return []
  const out: Diagnostic[] = []
  const seen = new Set<string>()
  for (const error of relevant(validate.errors ?? [])) {
    const d = describe(error, data, file, doc, lineCounter)
    const key = `${d.code}:${d.line}:${d.col}:${d.path}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push(d)
  }
  // A misspelt key yields "unknown property" and "missing required property": keep only the first, which names both.
  const renamed = new Set(
    out
      .filter((d) => d.code === 'unknown-property')
      .map((d) => `${d.path}:${/did you mean "([^"]+)"/.exec(d.hint ?? '')?.[1]}`),
  )
  return out
    .filter((d) => !(d.code === 'missing-property' && renamed.has(`${d.path}:${/"([^"]+)"/.exec(d.message)?.[1]}`)))
    .sort((a, b) => a.line - b.line || a.col - b.col)
}

/** Drops the errors that only echo another one (if/else wrappers, the enum behind an unknown section type). */
function relevant(errors: ErrorObject[]): ErrorObject[] {
  const unknownTypeAt = new Set(
    errors.filter((e) => e.keyword === 'discriminator' && e.params.error === 'mapping').map((e) => e.instancePath),
  )
  const missingTagAt = new Set(
    errors.filter((e) => e.keyword === 'discriminator' && e.params.error === 'tag').map((e) => e.instancePath),
  )
  return errors.filter((e) => {
    if (e.keyword === 'if') return false
    if (e.keyword === 'discriminator' && e.params.error === 'tag') return false
    if (missingTagAt.has(e.instancePath) && e.keyword !== 'required') return false
    if (e.keyword === 'enum' && unknownTypeAt.has(e.instancePath.replace(/\/type$/, ''))) return false
    return true
  })
}

function valueAt(data: unknown, segments: Segment[]): unknown {
  let v: unknown = data
  for (const s of segments) v = v == null ? undefined : (v as Record<string, unknown>)[s]
  return v
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
  const at = (segs: Segment[], mode: 'value' | 'key' = 'value') => locate(doc, lc, segs, mode)
  const parent = e.parentSchema as Record<string, any> | undefined
  const make = (
    code: DiagnosticCode,
    message: string,
    hint?: string,
    segs = segments,
    mode: 'value' | 'key' = 'value',
  ): Diagnostic => ({
    code,
    file,
    ...at(segs, mode),
    path: segmentsToPath(segments),
    message,
    ...(hint ? { hint } : {}),
  })
  switch (e.keyword) {
    case 'required': {
      const prop = e.params.missingProperty as string
      const description = parent?.properties?.[prop]?.description as string | undefined
      return make(
        'missing-property',
        `missing required property "${prop}"`,
        `add "${prop}:"${description ? ` (${description})` : ''}`,
      )
    }
    case 'additionalProperties': {
      const prop = e.params.additionalProperty as string
      const allowed = Object.keys(parent?.properties ?? {})
      const guess = suggest(prop, allowed)
      const hint = `${guess ? `did you mean "${guess}"? ` : ''}allowed here: ${allowed.join(', ')}`
      return make('unknown-property', `unknown property "${prop}"`, hint, [...segments, prop], 'key')
    }
    case 'discriminator': {
      const value = String(e.params.tagValue)
      const guess = suggest(value, SECTION_TYPES)
      return make(
        'unknown-section-type',
        `unknown section type "${value}"`,
        `${guess ? `did you mean "${guess}"? ` : ''}known types: ${SECTION_TYPES.join(', ')}`,
        [...segments, 'type'],
      )
    }
    case 'type': {
      const expected = String(e.params.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join(' or ')
      const how = TYPE_HINTS[String(e.params.type)]
      return make(
        'wrong-type',
        `must be ${expected}, not ${typeOf(valueAt(data, segments))}`,
        [how, parent?.description].filter(Boolean).join('; '),
      )
    }
    case 'enum':
    case 'const': {
      const allowed = (e.keyword === 'enum' ? e.params.allowedValues : [e.params.allowedValue]) as unknown[]
      const value = String(valueAt(data, segments))
      const guess = suggest(value, allowed.map(String))
      return make(
        'invalid-value',
        `"${value}" is not allowed here`,
        `${guess ? `did you mean "${guess}"? ` : ''}allowed: ${allowed.join(', ')}`,
      )
    }
    case 'pattern':
    case 'minLength': {
      const value = valueAt(data, segments)
      if (typeof value === 'string' && value.trim() === '')
        return make('invalid-value', 'must not be empty', parent?.description)
      const custom = parent?.patternErrorMessage as string | undefined
      if (custom?.includes('safe link'))
        return make(
          'bad-url',
          `"${value}" ${custom}`,
          `links may not use other schemes (javascript:, http:, data:); ${URL_HINT}`,
        )
      return make(
        'invalid-value',
        `"${value}" ${custom ?? `does not match the expected format ${e.params.pattern ?? ''}`.trim()}`,
        parent?.description,
      )
    }
    case 'minItems':
      return make(
        'invalid-value',
        `needs at least ${e.params.limit} item${e.params.limit === 1 ? '' : 's'}, has ${(valueAt(data, segments) as unknown[]).length}`,
        parent?.description,
      )
    case 'maxItems':
      return make(
        'invalid-value',
        `may have at most ${e.params.limit} items, has ${(valueAt(data, segments) as unknown[]).length}`,
        parent?.description,
      )
    case 'uniqueItems':
      return make(
        'invalid-value',
        `lists the same entry twice (items ${e.params.j} and ${e.params.i})`,
        'remove the duplicate',
        [...segments, e.params.i as number],
      )
    case 'maxLength':
      return make('invalid-value', `is too long: at most ${e.params.limit} characters`, parent?.description)
    case 'minimum':
    case 'maximum':
      return make(
        'invalid-value',
        `must be ${e.keyword === 'minimum' ? 'at least' : 'at most'} ${e.params.limit}`,
        parent?.description,
      )
    default:
      return make('invalid-value', e.message ?? 'is not valid', parent?.description)
  }
}

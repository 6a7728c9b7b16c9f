import type { ErrorObject, ValidateFunction } from 'ajv'
import type { Document, LineCounter } from 'yaml'
import { fieldLabel } from '../../lib/field-label.ts'
import { suggest } from '../../lib/suggest.ts'
import type { ContentModel } from '../content-model.ts'
import type { Diagnostic } from '../diagnostic.ts'
import type { Field } from '../diagnostics/catalogue.ts'
import { contentSchemas, type FileKind } from '../schema/content-schemas.ts'
import { withSchedule } from '../schema/schedule.ts'
import { allowedKeys, describeError } from './describe-error.ts'
import { relevantErrors } from './relevant-errors.ts'
import { collectingMarks, createAjv, emptyMarks, type Marks } from './schema-marks.ts'
import { cachedValidator } from './validator-cache.ts'

export type { Marks } from './schema-marks.ts'

const ajv = createAjv()
const compiled = new WeakMap<
  ContentModel,
  { schemas: Map<FileKind, object>; validators: Map<FileKind, ValidateFunction> }
>()

/** A model's schemas by kind of file, and the validators compiled of them so far. */
function compiledFor(model: ContentModel) {
  let cache = compiled.get(model)
  if (!cache) compiled.set(model, (cache = { schemas: contentSchemas(model), validators: new Map() }))
  return cache
}

/** Compiled on first use: a lint of a few files compiles only the schemas it needs. */
function validatorFor(model: ContentModel, kind: FileKind): ValidateFunction {
  const cache = compiledFor(model)
  let v = cache.validators.get(kind)
  if (!v) cache.validators.set(kind, (v = cachedValidator(ajv, cache.schemas.get(kind)!)))
  return v
}

/**
 * Compiles the validators of every kind of file of `model` one at a time, between a long-running process's other work
 * (the dev server, once its first page is served from the parsed files a build cached, which compiled none): the first save
 * then does not wait for Ajv to compile an article's schema. Returns a function that stops it.
 */
export function prepareValidators(model: ContentModel, later: (next: () => void) => void = setImmediate): () => void {
  const kinds = [...compiledFor(model).schemas.keys()]
  let stopped = false
  const next = () => {
    const kind = kinds.shift()
    if (stopped || kind === undefined) return
    validatorFor(model, kind)
    later(next)
  }
  later(next)
  return () => void (stopped = true)
}

const sectionTypes = new WeakMap<ContentModel, Field[]>()

/** The model's section types, by their `type` and their title ("cardGrid", "Card grid"). */
function sectionTypesOf(model: ContentModel): Field[] {
  let types = sectionTypes.get(model)
  if (!types)
    sectionTypes.set(
      model,
      (types = Object.entries(model.sections).map(([key, schema]) => ({ key, label: fieldLabel(key, schema) }))),
    )
  return types
}

export interface Validated {
  diagnostics: Diagnostic[]
  marks: Marks
}

/** Validates parsed YAML against the schema of its kind; every error is placed at its line and column. */
export function validateData(
  model: ContentModel,
  kind: FileKind,
  data: unknown,
  doc: Document,
  lineCounter: LineCounter,
  file: string,
): Validated {
  const validate = validatorFor(model, kind)
  const marks = emptyMarks()
  if (collectingMarks(marks, () => validate(data) as boolean)) return { diagnostics: [], marks }
  const listed = kind.startsWith('list:') ? model.collections[kind.slice(5)]?.item : undefined
  const entrySchema = listed && withSchedule(listed)
  const where = { file, doc, lineCounter, sectionTypes: sectionTypesOf(model), entrySchema }
  const found: { error: ErrorObject; d: Diagnostic }[] = []
  const seen = new Set<string>()
  for (const error of relevantErrors(validate.errors ?? [])) {
    const d = describeError(error, data, where)
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

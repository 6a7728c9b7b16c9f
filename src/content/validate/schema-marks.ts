import * as AjvModule from 'ajv/dist/2020.js'
import type { KeywordCxt } from 'ajv'
import * as codegen from 'ajv/dist/compile/codegen/index.js'
import type { Code } from 'ajv/dist/compile/codegen/index.js'
import names from 'ajv/dist/compile/names.js'
import { pointerToSegments, type Segment } from '../locate.ts'
import type { EntryPropertyKind, LinkKind } from '../schema/common.ts'

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
  /** With the label of the field that holds them. */
  uniques: { value: string; at: Segment[]; label: string }[]
  /** With the section's title ("Job page"). */
  entrySections: { collection: string; at: Segment[]; title: string }[]
  /** Collection names: `linkable` ones (their entries have a link: footers), or any collection. */
  collectionNames: { value: string; at: Segment[]; linkable: boolean }[]
  /** Property names of the entries of the collection named beside them (`x-entry-property`: what it must hold). */
  entryProperties: { value: string; at: Segment[]; holds: EntryPropertyKind }[]
  /** Image addresses with the widest rendering of their section, in pixels (`x-shows`). */
  shownWidths: { width: number; at: Segment[] }[]
  /** Values of a choice list of the site file (`x-choices`: the list's name), with their field's title. */
  choices: { list: string; value: string; at: Segment[]; label: string }[]
  /** Days written YYYY-MM-DD (`x-day`), with their field's title: each must be a day of the calendar. */
  days: { value: string; at: Segment[]; label: string }[]
}

export const emptyMarks = (): Marks => ({
  refs: [],
  links: [],
  markdown: [],
  anchors: [],
  uniques: [],
  entrySections: [],
  collectionNames: [],
  entryProperties: [],
  shownWidths: [],
  choices: [],
  days: [],
})

const Ajv2020 = ((AjvModule as unknown as { default: typeof AjvModule.Ajv2020 }).default ??
  AjvModule.Ajv2020) as typeof AjvModule.Ajv2020

/** Marks of the validation under way (a validator runs synchronously, so one slot suffices). */
let collecting: Marks | undefined

/** Runs `validate` while collecting what the schema marks into `marks`. */
export function collectingMarks<T>(marks: Marks, validate: () => T): T {
  collecting = marks
  try {
    return validate()
  } finally {
    collecting = undefined
  }
}

/** What a mark collects: the value marked, its place, the keyword's value and its schema's title (or null). */
type Fill = (m: Marks, value: unknown, at: Segment[], schema: unknown, title: string | null) => void
const str = (v: unknown): v is string => typeof v === 'string'
type SchemaType = 'string' | 'boolean' | 'number'
/** Each mark keyword: the type of its value in a schema, and what it collects. */
const MARKS: Record<string, { schemaType: SchemaType | SchemaType[]; fill: Fill }> = {
  'x-ref': {
    schemaType: 'string',
    fill: (m, v, at, s) => str(v) && m.refs.push({ collection: s as string, value: v, at }),
  },
  'x-link': {
    schemaType: 'string',
    fill: (m, v, at, s) => str(v) && m.links.push({ kind: s as LinkKind, value: v, at }),
  },
  'x-markdown': { schemaType: 'boolean', fill: (m, v, at) => str(v) && m.markdown.push(at) },
  'x-anchor': { schemaType: 'boolean', fill: (m, v, at) => str(v) && m.anchors.push({ value: v, at }) },
  'x-unique': {
    schemaType: 'boolean',
    fill: (m, v, at, _s, title) => str(v) && m.uniques.push({ value: v, at, label: title ?? '' }),
  },
  'x-entry': {
    schemaType: 'string',
    fill: (m, _v, at, s, title) => m.entrySections.push({ collection: s as string, at, title: title ?? '' }),
  },
  'x-collection': {
    schemaType: ['boolean', 'string'],
    fill: (m, v, at, s) => str(v) && m.collectionNames.push({ value: v, at, linkable: s !== 'any' }),
  },
  'x-entry-property': {
    schemaType: 'string',
    fill: (m, v, at, s) => str(v) && m.entryProperties.push({ value: v, at, holds: s as EntryPropertyKind }),
  },
  'x-shows': { schemaType: 'number', fill: (m, v, at, s) => str(v) && m.shownWidths.push({ width: s as number, at }) },
  'x-choices': {
    schemaType: 'string',
    fill: (m, v, at, s, title) =>
      str(v) && m.choices.push({ list: s as string, value: v, at, label: title ?? String(at.at(-1)) }),
  },
  'x-day': {
    schemaType: 'boolean',
    fill: (m, v, at, _s, title) => str(v) && m.days.push({ value: v, at, label: title ?? String(at.at(-1)) }),
  },
}

/** What a validator's code calls at each mark (the marks of the validation under way, if any, collect it). */
export function markCall(keyword: string, value: unknown, instancePath: string, schema: unknown, title: string | null) {
  if (collecting) MARKS[keyword]!.fill(collecting, value, pointerToSegments(instancePath), schema, title)
}

/** What the code of a validator is made by, for the name it is kept under (validator-cache.ts). */
export const validatorMaker = () =>
  [
    String(createAjv),
    String(markCode),
    ...Object.entries(MARKS).map(([k, m]) => k + JSON.stringify(m.schemaType)),
  ].join('\0')

/** The name a validator's standalone code requires markCall by (see validator-cache.ts). */
export const MARK_CALL = '#content-marks'

const cg = (codegen as { _?: unknown })._ ? codegen : (codegen as unknown as { default: typeof codegen }).default
const N = ((names as unknown as { default?: typeof names }).default ?? names) as unknown as { instancePath: Code }

/**
 * A mark's code in the validator: a call of markCall with the value, its place, the keyword's value and its schema's
 * title. Written as code (not a function Ajv calls) so that a validator can be kept as standalone code.
 */
const markCode = (keyword: string) => (cxt: KeywordCxt) => {
  const { gen, data, schema, parentSchema, it } = cxt
  const call = gen.scopeValue('func', { ref: markCall, code: cg._`require(${MARK_CALL})` })
  const title = (parentSchema as { title?: unknown } | undefined)?.title
  const at = cg.strConcat(N.instancePath, it.errorPath)
  gen.code(
    cg._`${call}(${keyword}, ${data}, ${at}, ${cg.stringify(schema)}, ${cg.stringify(str(title) ? title : null)})`,
  )
}

/**
 * An Ajv that knows the schema marks: each one collects what it marks while the data is validated. Its generated code
 * is not optimised (`code.optimize`): the site's schemas compile much faster (every content reader of a build, the dev
 * server and the lint compile them), and validate as fast.
 */
export function createAjv(): InstanceType<typeof Ajv2020> {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    discriminator: true,
    verbose: true,
    // `source`: its validators can be kept as standalone code (validator-cache.ts).
    code: { optimize: false, source: true },
  })
  ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' })
  // A heading or a title (Line in schema/common.ts): its too-long problem says where the rest of the text goes.
  ajv.addKeyword({ keyword: 'x-one-line', schemaType: 'boolean' })
  // The words the studio's menu shows for each value of a choice (Labelled in schema/common.ts).
  ajv.addKeyword({ keyword: 'x-choice-labels', schemaType: 'object' })
  for (const [keyword, { schemaType }] of Object.entries(MARKS))
    ajv.addKeyword({ keyword, schemaType, code: markCode(keyword) })
  return ajv
}

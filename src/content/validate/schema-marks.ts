import * as AjvModule from 'ajv/dist/2020.js'
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
})

const Ajv2020 = ((AjvModule as unknown as { default: typeof AjvModule.Ajv2020 }).default ??
  AjvModule.Ajv2020) as typeof AjvModule.Ajv2020

/** Marks of the validation under way (Ajv calls keyword functions synchronously, so one slot suffices). */
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

type Cxt = { instancePath: string }
/** The title of the schema a keyword sits in (the field's or the section's), else "". */
const titleOf = (parent: unknown) => String((parent as { title?: unknown } | undefined)?.title ?? '')
const mark = (fill: (m: Marks, value: unknown, at: Segment[], schema: unknown, parent: unknown) => void) => ({
  errors: false as const,
  validate: (schema: unknown, data: unknown, parent: unknown, cxt?: Cxt) => {
    if (collecting) fill(collecting, data, pointerToSegments(cxt?.instancePath ?? ''), schema, parent)
    return true
  },
})

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
    code: { optimize: false },
  })
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
    ...mark((m, v, at, _s, parent) => str(v) && m.uniques.push({ value: v, at, label: titleOf(parent) })),
  })
  ajv.addKeyword({
    keyword: 'x-entry',
    schemaType: 'string',
    ...mark((m, _v, at, s, parent) => m.entrySections.push({ collection: s as string, at, title: titleOf(parent) })),
  })
  ajv.addKeyword({
    keyword: 'x-collection',
    schemaType: ['boolean', 'string'],
    ...mark((m, v, at, s) => str(v) && m.collectionNames.push({ value: v, at, linkable: s !== 'any' })),
  })
  ajv.addKeyword({
    keyword: 'x-entry-property',
    schemaType: 'string',
    ...mark((m, v, at, s) => str(v) && m.entryProperties.push({ value: v, at, holds: s as EntryPropertyKind })),
  })
  ajv.addKeyword({
    keyword: 'x-shows',
    schemaType: 'number',
    ...mark((m, v, at, s) => str(v) && m.shownWidths.push({ width: s as number, at })),
  })
  ajv.addKeyword({
    keyword: 'x-choices',
    schemaType: 'string',
    ...mark((m, v, at, s, parent) => {
      const title = (parent as { title?: unknown } | undefined)?.title
      if (str(v)) m.choices.push({ list: s as string, value: v, at, label: str(title) ? title : String(at.at(-1)) })
    }),
  })
  return ajv
}

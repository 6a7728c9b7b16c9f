import type { Document, LineCounter } from 'yaml'
import type { Diagnostic } from '../diagnostic.ts'
import type { DiagnosticCode, ParamsOf } from '../diagnostics/catalogue.ts'
import { diagnostic } from '../diagnostic.ts'
import { locate, segmentsToPath, type Position, type Segment } from '../locate.ts'
import type { FileRole } from '../routes.ts'
import type { LinkKind } from '../schema/common.ts'
import type { FileKind } from '../schema/content-schemas.ts'
import type { Marks } from '../validate/validate-data.ts'

/** A content file as the loader's phases pass it on: its syntax tree, its data and what its schema marked. */
export interface ParsedFile {
  file: string
  text: string
  role: Exclude<FileRole, { role: 'unknown' }>
  kind: FileKind
  doc: Document
  lineCounter: LineCounter
  /** The data; Markdown fields are replaced by their block tree once parsed. */
  data: any
  valid: boolean
  marks: Marks
  /** Ids of Markdown headings, by the path of the field that holds them. */
  headings: { at: Segment[]; ids: string[] }[]
  /** Links and images written inside Markdown, each at its exact place in the file. */
  markdownLinks: { kind: LinkKind; value: string; at: Segment[]; pos: Position }[]
}

/** Collects diagnostics; places them through the syntax tree of the file they concern. */
export class Reporter {
  readonly diagnostics: Diagnostic[] = []

  /** A problem at `at` in `p` (the value, or its key with `mode: 'key'`), or at an exact position. */
  at<C extends DiagnosticCode>(
    p: ParsedFile,
    at: Segment[],
    code: C,
    params: ParamsOf<C>,
    place: 'value' | 'key' | Position = 'value',
  ): void {
    const pos = typeof place === 'object' ? place : locate(p.doc, p.lineCounter, at, place)
    this.diagnostics.push(diagnostic(code, params, { file: p.file, ...pos, path: segmentsToPath(at) }))
  }

  /** A problem with a whole file that could not be read as content. */
  file<C extends DiagnosticCode>(
    file: string,
    code: C,
    params: ParamsOf<C>,
    pos: Position = { line: 1, col: 1 },
  ): void {
    this.diagnostics.push(diagnostic(code, params, { file, ...pos, path: '' }))
  }

  add(ds: Diagnostic[]): void {
    for (const d of ds) this.diagnostics.push(d)
  }

  sorted(): Diagnostic[] {
    return this.diagnostics.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col)
  }
}

/** Whether `at` lies inside `base` (a folder entry's data, a list entry's items[i]). */
export function within(at: Segment[], base: Segment[]): boolean {
  return base.every((s, i) => at[i] === s)
}

import type { MediaIndex } from '../../media/media-index.ts'
import { planImage } from '../../media/plan-image.ts'
import type { ContentModel } from '../content-model.ts'
import type { Diagnostic } from '../diagnostic.ts'
import { valueAt } from '../locate.ts'
import type { SourceFile } from '../source-file.ts'
import { validateData } from '../validate/validate-data.ts'
import { emptyMarks } from '../validate/schema-marks.ts'
import { parseMarkdownFields } from './markdown-fields.ts'
import { parseFile } from './parse-files.ts'
import { Reporter, type ParsedFile } from './parsed-file.ts'
import { checkPlainText } from './check-plain-text.ts'

/** One file read on its own: its parsed form (when it could be read as content) and the problems found in it. */
export interface ParseResult {
  parsed?: ParsedFile
  diagnostics: Diagnostic[]
}

/**
 * Phases 1 to 3 for one file: parse, validate against its schema, Markdown fields to block trees, local images
 * planned. What it finds depends on the file's name and text, the model and the images, never on another file: so a
 * process that loads again and again reads only the files that changed (see LoadCache).
 */
export function readFile(source: SourceFile, model: ContentModel, media: MediaIndex | undefined): ParseResult {
  const report = new Reporter()
  const p = parseFile(source, model.collections, report)
  if (p?.role.role === 'translation') {
    // A translation holds only what it translates: it is checked once laid over its original (translateContent).
    p.valid = p.data !== null && typeof p.data === 'object' && !Array.isArray(p.data)
    p.marks = emptyMarks()
    if (!p.valid)
      report.file(p.file, 'wrong-type', {
        expected: 'a mapping (key: value lines)',
        actual: Array.isArray(p.data) ? 'a list' : 'a single value',
        how: 'write one "key: value" line for each field it translates, named as in the original',
      })
  } else if (p) {
    const { diagnostics, marks } = validateData(model, p.kind, p.data, p.doc, p.lineCounter, p.file)
    report.add(diagnostics)
    p.valid = diagnostics.length === 0
    p.marks = marks
    // A file with schema errors has its Markdown checked too (each mark is a string the schema took), so an editor
    // sees every problem of a save at once, not the next ones after fixing the first.
    checkPlainText(p, report)
    parseMarkdownFields(p, report)
    if (p.valid && media) planImages(p, media)
  }
  return p ? { parsed: p, diagnostics: report.diagnostics } : { diagnostics: report.diagnostics }
}

/**
 * Each local image (an object whose `src` the schema marks as an image) gets the renditions the build writes, so
 * every section that shows it, wherever the data travels, renders a <picture> with its real size.
 */
export function planImages(p: Pick<ParsedFile, 'data' | 'marks'>, media: MediaIndex): void {
  for (const link of p.marks.links) {
    if (link.kind !== 'image' || !link.value.startsWith('/media/')) continue
    const image = valueAt(p.data, link.at.slice(0, -1)) as Record<string, unknown> | undefined
    const renditions = planImage(link.value, media)
    if (image && typeof image === 'object' && renditions) image.renditions = renditions
  }
}

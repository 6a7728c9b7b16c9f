import { LineCounter, parseDocument } from 'yaml'
import type { CollectionRegistry } from '../collection.ts'
import type { SourceFile } from '../load-content.ts'
import { fileRole } from '../routes.ts'
import type { FileKind } from '../schema/content-schemas.ts'
import { suggest } from '../suggest.ts'
import type { ParsedFile, Reporter } from './parsed-file.ts'

/** Phase 1: what each file is, and its YAML syntax tree. Files that cannot be read as content are reported. */
export function parseFiles(files: SourceFile[], registry: CollectionRegistry, report: Reporter): ParsedFile[] {
  const names = Object.keys(registry)
  const out: ParsedFile[] = []
  for (const { file, text } of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
    const role = fileRole(file)
    if (role.role === 'unknown') {
      report.file(file, 'unknown-file', { file, reason: role.reason })
      continue
    }
    const collection = role.role === 'collection' ? role.name : role.role === 'entry' ? role.collection : undefined
    if (collection !== undefined && !names.includes(collection)) {
      report.file(file, 'unknown-collection', {
        name: collection,
        suggestion: suggest(collection, names),
        known: names,
      })
      continue
    }
    const kind: FileKind =
      role.role === 'site'
        ? 'site'
        : role.role === 'collection'
          ? `list:${role.name}`
          : role.role === 'entry'
            ? `entry:${role.collection}`
            : role.role === 'template'
              ? 'template'
              : 'page'
    const parsed = parseYaml(file, text, report)
    if (parsed)
      out.push({ file, text, role, kind, ...parsed, valid: false, marks: undefined!, headings: [], markdownLinks: [] })
  }
  return out
}

function parseYaml(
  file: string,
  text: string,
  report: Reporter,
): Pick<ParsedFile, 'doc' | 'lineCounter' | 'data'> | undefined {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true })
  if (doc.errors.length) {
    for (const e of doc.errors) {
      let offset = e.pos[0]
      let code: string = e.code
      const quote = e.code === 'MISSING_CHAR' ? /Missing closing (["'])quote/.exec(e.message) : null
      if (quote) {
        // The parser stops at the end of the file; the mistake is the quote that opened the text.
        const open = text.lastIndexOf(quote[1]!, offset - 1)
        if (open >= 0) offset = open
        code = 'MISSING_CLOSING_QUOTE'
      }
      const pos = lineCounter.linePos(offset)
      const detail = quote
        ? `this ${quote[1]} quote is never closed`
        : e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')
      report.file(file, 'yaml-syntax', { detail, hint: yamlHint(code) }, { line: pos.line, col: pos.col })
    }
    return undefined
  }
  let data: unknown
  try {
    data = doc.toJS({ maxAliasCount: 100 })
  } catch {
    report.file(file, 'yaml-syntax', {
      detail: 'too many aliases (*name) in this file',
      hint: 'write the values out instead of repeating them with & and *',
    })
    return undefined
  }
  if (data === null || data === undefined) {
    report.file(file, 'file-empty', {})
    return undefined
  }
  return { doc, lineCounter, data }
}

function yamlHint(code: string): string {
  switch (code) {
    case 'DUPLICATE_KEY':
      return 'each key may appear once in a mapping: remove or rename one'
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
      return 'check the indentation: items of one list or mapping start in the same column'
    case 'TAB_AS_INDENT':
      return 'indent with spaces, not tabs'
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return 'a value containing ": " must be quoted, or the line is mis-indented'
    case 'MISSING_CLOSING_QUOTE':
      return 'add the closing quote at the end of the text (a quote inside the text is written twice in single quotes, or \\" in double quotes)'
    case 'BAD_DQ_ESCAPE':
      return 'use single quotes around text with backslashes'
    default:
      return 'fix the YAML syntax near the caret (quote text that contains ": " or starts with a special character)'
  }
}

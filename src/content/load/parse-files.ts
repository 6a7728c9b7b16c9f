import type { CollectionRegistry } from '../collection.ts'
import type { SourceFile } from '../source-file.ts'
import { fileRole } from '../routes.ts'
import type { FileKind } from '../schema/content-schemas.ts'
import { suggest } from '../../lib/suggest.ts'
import { parseContent } from '../yaml/parse-content.ts'
import type { ParseProblem } from '../yaml/parse-problem.ts'
import type { YamlProblemCode } from '../yaml/yaml-messages.ts'
import type { ParsedFile, Reporter } from './parsed-file.ts'

/** Phase 1 for one file: what it is, and its YAML syntax tree; a file that cannot be read as content is reported. */
export function parseFile(
  { file, text, problem }: SourceFile,
  registry: CollectionRegistry,
  report: Reporter,
): ParsedFile | undefined {
  // A link is reported as a link whatever its name: nothing of it is read.
  if (problem?.code === 'file-is-link') {
    reportYamlProblem(report, file, problem)
    return undefined
  }
  const role = fileRole(file)
  if (role.role === 'unknown') {
    report.file(file, 'unknown-file', { file, reason: role.reason })
    return undefined
  }
  const names = Object.keys(registry)
  // A translation is read as its original is: of the same kind, in the same collection.
  const base = role.role === 'translation' ? role.original : role
  const collection = base.role === 'collection' ? base.name : base.role === 'entry' ? base.collection : undefined
  if (collection !== undefined && !names.includes(collection)) {
    report.file(file, 'unknown-collection', {
      name: collection,
      suggestion: suggest(collection, names),
      known: names,
    })
    return undefined
  }
  const kind: FileKind =
    base.role === 'site'
      ? 'site'
      : base.role === 'collection'
        ? `list:${base.name}`
        : base.role === 'entry'
          ? `entry:${base.collection}`
          : base.role === 'template'
            ? 'template'
            : 'page'
  if (problem) {
    reportYamlProblem(report, file, problem)
    return undefined
  }
  const parsed = parseYaml(file, text, report)
  return (
    parsed && { file, text, role, kind, ...parsed, valid: false, marks: undefined!, headings: [], markdownLinks: [] }
  )
}

/** The YAML of one file, through the plain-words reader: one problem per slip, each with its code from the catalogue. */
function parseYaml(
  file: string,
  text: string,
  report: Reporter,
): Pick<ParsedFile, 'doc' | 'lineCounter' | 'data'> | undefined {
  const { doc, data, lineCounter, problems } = parseContent(text)
  for (const p of problems) reportYamlProblem(report, file, p)
  if (!doc || problems.some((p) => p.severity === 'error')) return undefined
  if (data === null || data === undefined) {
    report.file(file, 'file-empty', {})
    return undefined
  }
  return { doc, lineCounter, data }
}

/** A problem of the plain-words reader (or of the file's encoding), reported under its catalogue code. */
function reportYamlProblem(report: Reporter, file: string, p: ParseProblem): void {
  report.file(file, p.code as YamlProblemCode, { message: p.message, hint: p.hint ?? '' }, { line: p.line, col: p.col })
}

import { contentHash } from '../../lib/content-hash.ts'
import { parseContent } from '../../content/yaml/parse-content.ts'
import type { UnreadableProblem } from './unreadable-problem.ts'
import { schemaFor } from '../schema-for.ts'
import { readContentFile } from './read-content-file.ts'
import { readData } from '../read-data.ts'
import { schemaOf } from './schema-of.ts'
import { languageLinks } from '../translate/language-links.ts'
import { translationContext } from '../translate/translation-context.ts'
import { translationForm } from '../translate/translation-form.ts'

/** The mistakes that keep `text` from being read, at most five, in plain words with their places. */
function unreadableProblems(text: string): UnreadableProblem[] {
  const problems = parseContent(text)
    .problems.filter((p) => p.severity === 'error')
    .slice(0, 5)
    .map(({ line, col, message, hint }) => ({ line, col, message, ...(hint ? { hint } : {}) }))
  return problems.length
    ? problems
    : [{ line: 1, col: 1, message: 'The file does not read as YAML the studio can edit (it is nested too deep).' }]
}

/**
 * A content file to edit: its text, its data (undefined when it does not parse: then `unreadable`, its mistakes in
 * the lint's words, which the studio shows instead of an empty form), its hash and its JSON Schema, whose
 * fields taking a value of a choice list of the site file list its values as saved now. On a site in several
 * languages, `languages`: the same page in each (the switch). A translation is edited in its original's form
 * (translationForm): `data` and `schema` are that form's, `translation` says what it translates.
 */
export function openFile(root: string, file: string) {
  const { text } = readContentFile(root, file)
  const schema = schemaFor(file)
  let data: unknown
  let unreadable: UnreadableProblem[] | undefined
  try {
    data = readData(text)
  } catch {
    data = undefined
    unreadable = unreadableProblems(text)
  }
  const languages = languageLinks(root, file)
  const opened = {
    file,
    text,
    data,
    hash: contentHash(text),
    schema: schema && schemaOf(root, schema),
    ...(languages ? { languages } : {}),
    ...(unreadable ? { unreadable } : {}),
  }
  const context = translationContext(root, file)
  return context && data !== undefined ? { ...opened, ...translationForm(context, data) } : opened
}

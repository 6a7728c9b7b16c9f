import { contentHash } from '../../lib/content-hash.ts'
import { schemaFor } from '../schema-for.ts'
import { readContentFile } from './read-content-file.ts'
import { readData } from '../read-data.ts'
import { schemaOf } from './schema-of.ts'
import { languageLinks } from '../translate/language-links.ts'
import { translationContext } from '../translate/translation-context.ts'
import { translationForm } from '../translate/translation-form.ts'

/**
 * A content file to edit: its text, its data (undefined when it does not parse), its hash and its JSON Schema, whose
 * fields taking a value of a choice list of the site file list its values as saved now. On a site in several
 * languages, `languages`: the same page in each (the switch). A translation is edited in its original's form
 * (translationForm): `data` and `schema` are that form's, `translation` says what it translates.
 */
export function openFile(root: string, file: string) {
  const { text } = readContentFile(root, file)
  const schema = schemaFor(file)
  let data: unknown
  try {
    data = readData(text)
  } catch {
    data = undefined
  }
  const languages = languageLinks(root, file)
  const opened = {
    file,
    text,
    data,
    hash: contentHash(text),
    schema: schema && schemaOf(root, schema),
    ...(languages ? { languages } : {}),
  }
  const context = translationContext(root, file)
  return context && data !== undefined ? { ...opened, ...translationForm(context, data) } : opened
}

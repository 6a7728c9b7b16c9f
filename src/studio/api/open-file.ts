import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { contentHash } from '../../lib/content-hash.ts'
import { schemaFor } from '../schema-for.ts'
import { readContentFile } from './read-content-file.ts'
import { readData } from '../read-data.ts'
import { withChoices } from './with-choices.ts'

/**
 * A content file to edit: its text, its data (undefined when it does not parse), its hash and its JSON Schema, whose
 * fields taking a value of a choice list of the site file list its values as saved now.
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
  return {
    file,
    text,
    data,
    hash: contentHash(text),
    schema: schema && schemaOf(root, schema),
  }
}

function schemaOf(root: string, name: string): unknown {
  const text = readFileSync(join(root, 'schema', name), 'utf8')
  // Most schemas have no field taking a choice list: the site file is read only for those that do.
  return text.includes('"x-choices"') ? withChoices(JSON.parse(text), siteData(root)) : JSON.parse(text)
}

/** The site file's data as saved, or undefined when it cannot be read. */
function siteData(root: string): unknown {
  try {
    return readData(readFileSync(join(root, 'pages/_site.yaml'), 'utf8'))
  } catch {
    return undefined
  }
}

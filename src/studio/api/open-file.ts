import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { contentHash } from '../../lib/content-hash.ts'
import { schemaFor } from '../schema-for.ts'
import { readContentFile } from './read-content-file.ts'
import { readData } from '../read-data.ts'

/** A content file to edit: its text, its data (undefined when it does not parse), its hash and its JSON Schema. */
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
    schema: schema && JSON.parse(readFileSync(join(root, 'schema', schema), 'utf8')),
  }
}

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fieldChanges } from '../client/field-changes.ts'
import type { JsonSchema } from '../client/studio-client.ts'
import { schemaFor } from '../schema-for.ts'
import type { FieldsOf } from './describe-changes.ts'

/** The form schema of a content file of `root` (read once per schema file), or undefined when it has none. */
function schemaOf(root: string): (file: string) => JsonSchema | undefined {
  const read = new Map<string, JsonSchema | undefined>()
  return (file) => {
    const name = schemaFor(file)
    if (!name) return undefined
    if (!read.has(name)) {
      try {
        read.set(name, JSON.parse(readFileSync(join(root, 'schema', name), 'utf8')) as JsonSchema)
      } catch {
        read.set(name, undefined)
      }
    }
    return read.get(name)
  }
}

/** The fields a change of a content file of `root` makes, labelled from the file's form schema. */
export function fieldsOf(root: string): FieldsOf {
  const schemas = schemaOf(root)
  return (file, before, after) => fieldChanges(schemas(file), before, after)
}

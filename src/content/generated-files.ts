import { errorReference } from './diagnostics/error-reference.ts'
import { emitSchemas } from './schema/emit-schemas.ts'

/** Every file generated from the sources (schemas, editor settings, the error reference), by path. */
export function generatedFiles(): Map<string, string> {
  const files = emitSchemas()
  files.set('pages/ERRORS.md', errorReference())
  return files
}

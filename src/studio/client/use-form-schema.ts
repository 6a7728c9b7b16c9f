import { useMemo } from 'react'
import { derivedIdKeys, withoutProperties } from './form-schema.ts'
import type { JsonSchema } from './studio-client.ts'

/**
 * The schema the form of `file` shows: an entry's id or slug that only repeats its file name is left out (the same
 * object while the keys left out stay the same, so the form does not render again for it).
 */
export function useFormSchema(schema: JsonSchema | undefined, file: string | undefined, data: unknown) {
  const hidden = schema && file ? derivedIdKeys(schema, file, data).join(' ') : ''
  return useMemo(() => schema && withoutProperties(schema, hidden ? hidden.split(' ') : []), [schema, hidden])
}

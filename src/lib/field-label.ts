import { humanize } from './humanize.ts'

/**
 * A field's label as the studio's form shows it and every message names it: its schema's `title` ("Open until" for
 * `validThrough`), else its key in words.
 */
export function fieldLabel(key: string, schema: { title?: unknown } | undefined): string {
  return typeof schema?.title === 'string' && schema.title.trim() ? schema.title : humanize(key)
}

import { changedPaths } from '../merge-data.ts'
import { labelAtPath, pathText } from './schema-tools.ts'
import type { JsonSchema, VersionBy } from './studio-client.ts'

/** "Hero › Heading and Title": the fields that differ between two versions of a file's data, as the form labels them. */
export function changedFields(schema: JsonSchema, before: unknown, after: unknown): string {
  const labels = [...new Set(changedPaths(before, after).map((p) => labelAtPath(schema, after, pathText(p))))]
  if (labels.length > 3) return `${labels.slice(0, 2).join(', ')} and ${labels.length - 2} other fields`
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)!}` : (labels[0] ?? 'nothing')
}

/** "Dana, 10:32" or, for a change made outside the studio, "changed on disk, 10:32". */
export function byWords(by: VersionBy): string {
  const time = new Date(by.at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
  return `${by.name ?? 'changed on disk'}, ${time}`
}

import { changedPaths } from '../merge-data.ts'
import { labelAtPath, pathText } from './schema-tools.ts'
import type { JsonSchema, VersionBy } from './studio-client.ts'

/** "Hero › Heading and Title": the fields that differ between two versions of a file's data, as the form labels them. */
export function changedFields(schema: JsonSchema, before: unknown, after: unknown): string {
  const labels = [...new Set(changedPaths(before, after).map((p) => labelAtPath(schema, after, pathText(p))))]
  if (labels.length > 3) return `${labels.slice(0, 2).join(', ')} and ${labels.length - 2} other fields`
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)!}` : (labels[0] ?? 'nothing')
}

/** The time of a version, as the clock on the wall says it: "10:32". */
export const timeOf = (by: VersionBy) => new Date(by.at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

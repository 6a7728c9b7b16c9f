import Type from 'typebox'
import type { ContentModel } from '../content-model.ts'
import { pageSchema, templatePageSchema } from './page.ts'
import { withSchedule } from './schedule.ts'
import { siteSchema } from './site.ts'

/** The kind of a content file, which picks its schema. */
export type FileKind = 'site' | 'page' | 'template' | `list:${string}` | `entry:${string}`

/** Every schema a content file can be validated against, for one content model. */
export function contentSchemas({ collections, sections }: ContentModel): Map<FileKind, object> {
  const schemas = new Map<FileKind, object>([
    ['site', siteSchema],
    ['page', pageSchema(sections)],
    ['template', templatePageSchema(Object.keys(collections), sections)],
  ])
  for (const [name, def] of Object.entries(collections)) {
    // Every entry of every collection may be scheduled or a draft.
    const item = withSchedule(def.item)
    schemas.set(`entry:${name}`, item)
    // In a list, an entry names itself unless its id is derived (from the title).
    const listed = def.deriveId
      ? item
      : { title: (item as { title?: string }).title, allOf: [item, { type: 'object', required: [def.idKey] }] }
    schemas.set(
      `list:${name}`,
      Type.Object(
        {
          items: Type.Array(Type.Unsafe(listed), {
            minItems: 1,
            title: words(name),
            description: def.description,
          }),
        },
        { additionalProperties: false, description: def.description, examples: [{ items: [def.example] }] },
      ),
    )
  }
  return schemas
}

/** A collection's name in words, for the title of its list: "jobs" → "Jobs", "caseStudies" → "Case studies". */
function words(name: string): string {
  const text = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return text.charAt(0).toUpperCase() + text.slice(1)
}

import Type from 'typebox'
import type { ContentModel } from '../content-model.ts'
import { pageSchema, templatePageSchema } from './page.ts'
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
    schemas.set(`entry:${name}`, def.item)
    // In a list, an entry names itself unless its id is derived (from the title).
    const listed = def.deriveId ? def.item : { allOf: [def.item, { type: 'object', required: [def.idKey] }] }
    schemas.set(
      `list:${name}`,
      Type.Object(
        { items: Type.Array(Type.Unsafe(listed), { minItems: 1, description: def.description }) },
        { additionalProperties: false, description: def.description, examples: [{ items: [def.example] }] },
      ),
    )
  }
  return schemas
}

import { sectionSchemas } from '../../sections/schemas.ts'
import { collectionSchemas } from './collections.ts'
import { pageSchema, templatePageSchema } from './page.ts'
import { siteSchema } from './site.ts'

const DRAFT = 'https://json-schema.org/draft/2020-12/schema'

/** Every JSON Schema file of schema/, by path, as emitted from the TypeBox sources (which the types come from). */
export function emitSchemas(): Map<string, string> {
  const files = new Map<string, string>()
  const put = (path: string, title: string, schema: object) =>
    files.set(
      path,
      JSON.stringify({ $schema: DRAFT, $id: path.replace(/^schema\//, ''), title, ...schema }, null, 2) + '\n',
    )
  put('schema/site.schema.json', 'Site file (pages/_site.yaml)', siteSchema)
  put('schema/page.schema.json', 'Page (pages/**/*.yaml)', pageSchema)
  put('schema/template-page.schema.json', 'Template page (pages/**/[param].yaml)', templatePageSchema)
  for (const [name, schema] of Object.entries(collectionSchemas))
    put(`schema/collections/${name}.schema.json`, `Collection: ${name} (pages/_collections/${name}.yaml)`, schema)
  for (const [type, schema] of Object.entries(sectionSchemas))
    put(`schema/sections/${type}.schema.json`, `Section: ${type}`, schema)
  return files
}

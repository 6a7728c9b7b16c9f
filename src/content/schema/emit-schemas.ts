import type { CollectionRegistry } from '../collection.ts'
import type { ContentModel } from '../content-model.ts'
import { contentSchemas } from './content-schemas.ts'

const DRAFT = 'https://json-schema.org/draft/2020-12/schema'

/** Every JSON Schema file of schema/, by path, as emitted from the TypeBox sources (which the types come from). */
export function emitSchemas(model: ContentModel): Map<string, string> {
  const registry = model.collections
  const files = new Map<string, string>()
  // A schema's own title (what editors call it: "Hero", "Job") wins over the file's, which names what it checks.
  const put = (path: string, title: string, schema: object) =>
    files.set(
      path,
      JSON.stringify({ $schema: DRAFT, $id: path.replace(/^schema\//, ''), title, ...schema }, null, 2) + '\n',
    )
  const schemas = contentSchemas(model)
  put('schema/site.schema.json', 'Site file (pages/_site.yaml)', schemas.get('site')!)
  put('schema/page.schema.json', 'Page (pages/**/*.yaml)', schemas.get('page')!)
  put('schema/template-page.schema.json', 'Template page (pages/**/[param].yaml)', schemas.get('template')!)
  for (const [name, def] of Object.entries(registry)) {
    put(
      `schema/collections/${name}.schema.json`,
      `Collection: ${name} (pages/_collections/${name}.yaml)`,
      schemas.get(`list:${name}`)!,
    )
    put(
      `schema/collections/${name}.entry.schema.json`,
      `Collection entry: ${name} (pages/_collections/${name}/<id>.yaml)`,
      {
        ...schemas.get(`entry:${name}`)!,
        examples: [def.example],
      },
    )
  }
  for (const [type, schema] of Object.entries(model.sections))
    put(`schema/sections/${type}.schema.json`, `Section: ${type}`, schema)
  files.set('.vscode/settings.json', JSON.stringify(vscodeSettings(registry), null, 2) + '\n')
  return files
}

/** VS Code's YAML extension: which schema each content file is checked against while typing. */
function vscodeSettings(registry: CollectionRegistry): object {
  const schemas: Record<string, string | string[]> = {
    './schema/site.schema.json': 'pages/_site.yaml',
    './schema/page.schema.json': [
      'pages/*.yaml',
      'pages/**/*.yaml',
      '!pages/_site.yaml',
      '!pages/_collections/**',
      '!pages/**/\\[*\\].yaml',
    ],
    './schema/template-page.schema.json': ['pages/**/\\[*\\].yaml'],
  }
  for (const name of Object.keys(registry)) {
    schemas[`./schema/collections/${name}.schema.json`] = `pages/_collections/${name}.yaml`
    schemas[`./schema/collections/${name}.entry.schema.json`] = `pages/_collections/${name}/*.yaml`
  }
  return {
    'yaml.schemas': schemas,
    'yaml.validate': true,
    'yaml.completion': true,
    'yaml.hover': true,
    'yaml.customTags': [],
    'files.associations': { '*.yaml': 'yaml' },
  }
}

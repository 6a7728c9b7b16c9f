import { fileRole } from '../content/routes.ts'

/** The file of schema/ that describes a content file, or undefined when it is not content. */
export function schemaFor(file: string): string | undefined {
  const role = fileRole(file)
  switch (role.role) {
    case 'site':
      return 'site.schema.json'
    case 'page':
    case 'notFound':
      return 'page.schema.json'
    case 'template':
      return 'template-page.schema.json'
    case 'collection':
      return `collections/${role.name}.schema.json`
    case 'entry':
      return `collections/${role.collection}.entry.schema.json`
    default:
      return undefined
  }
}

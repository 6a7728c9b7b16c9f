import { stringify } from 'yaml'
import { fileRole } from '../../content/routes.ts'
import { contentSchemas } from '../../content/schema/content-schemas.ts'
import { siteModel } from '../../site/site-model.ts'
import { readData } from '../read-data.ts'

interface Shape {
  required?: string[]
  properties?: Record<string, { type?: string; title?: string; enum?: unknown[]; pattern?: string }>
  examples?: unknown[]
}

let schemas: ReturnType<typeof contentSchemas> | undefined

/** The schema of a new page or entry, and the complete example it may borrow a value from. */
function shapeOf(file: string): { shape: Shape; example: Record<string, unknown> | undefined } | undefined {
  const role = fileRole(file)
  schemas ??= contentSchemas(siteModel)
  if (role.role === 'page') {
    const shape = schemas.get('page') as Shape
    return { shape, example: shape.examples?.[0] as Record<string, unknown> | undefined }
  }
  if (role.role !== 'entry') return undefined
  const shape = schemas.get(`entry:${role.collection}`) as Shape | undefined
  return shape && { shape, example: siteModel.collections[role.collection]?.example }
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !/\S/.test(v))

/**
 * The text of a new page or entry as its preview shows it before it is complete: each required field left empty
 * stands in with its label ("Author", "Summary") when any text will do, else with the value of the schema's example
 * (a category, an image), so the page renders from the first keystroke, with what was written in place. Never saved:
 * only the preview of a file not yet on disk is made from it. Other texts, and texts that do not read, are returned
 * as they are.
 */
export function withStandIns(file: string, text: string): string {
  const found = shapeOf(file)
  if (!found) return text
  let data: unknown
  try {
    data = readData(text)
  } catch {
    return text
  }
  if (Array.isArray(data) || (data !== null && typeof data !== 'object')) return text
  const filled: Record<string, unknown> = { ...(data as Record<string, unknown> | null) }
  const { shape, example } = found
  let changed = false
  for (const key of shape.required ?? []) {
    if (!blank(filled[key])) continue
    const p = shape.properties?.[key]
    const anyText = p?.type === 'string' && !p.enum && (p.pattern === undefined || p.pattern === '\\S')
    const value = anyText ? (p.title ?? key) : structuredClone(example?.[key])
    if (value === undefined) continue
    filled[key] = value
    changed = true
  }
  return changed ? stringify(filled) : text
}

import { choiceLists } from '../../content/load/check-choices.ts'
import type { JsonSchema } from '../client/studio-client.ts'

type Marked = JsonSchema & { 'x-choices'?: string }

/**
 * `schema` with each field that takes a value of a choice list of the site file (`x-choices`) given that list as its
 * `enum`, so the form offers the list as it is now; `site` is the site file's data. The schema is not changed.
 */
export function withChoices(schema: JsonSchema, site: unknown): JsonSchema {
  const lists = choiceLists(site)
  if (!lists?.size) return schema
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (!node || typeof node !== 'object') return node
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(node)) out[key] = walk(value)
    const list = (node as Marked)['x-choices']
    const values = list ? lists.get(list)?.values : undefined
    if (values?.length) out.enum = values
    return out
  }
  return walk(schema) as JsonSchema
}

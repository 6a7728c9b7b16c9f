import { stringify } from 'yaml'
import type { CollectionDef } from '../../content/collection.ts'
import { fileRole } from '../../content/routes.ts'
import { choiceLists } from '../../content/load/check-choices.ts'
import { contentSchemas } from '../../content/schema/content-schemas.ts'
import type { Site } from '../../content/schema/site.ts'
import { siteModel } from '../../site/site-model.ts'
import { readData } from '../read-data.ts'

interface Shape {
  required?: string[]
  properties?: Record<
    string,
    {
      type?: string
      title?: string
      enum?: unknown[]
      pattern?: string
      'x-choices'?: string
      items?: { type?: string; enum?: unknown[]; pattern?: string }
    }
  >
  examples?: unknown[]
}
type Data = Record<string, unknown>

let schemas: ReturnType<typeof contentSchemas> | undefined

/** The schema of a new page or entry, the complete example it may borrow values from, and its collection's check. */
function shapeOf(
  file: string,
): { shape: Shape; example?: Data; check?: CollectionDef['check']; idKey?: string } | undefined {
  const role = fileRole(file)
  schemas ??= contentSchemas(siteModel)
  if (role.role === 'page') {
    const shape = schemas.get('page') as Shape
    return { shape, example: shape.examples?.[0] as Data | undefined }
  }
  if (role.role !== 'entry') return undefined
  const shape = schemas.get(`entry:${role.collection}`) as Shape | undefined
  const def = siteModel.collections[role.collection]
  return shape && def && { shape, example: def.example, check: def.check, idKey: def.idKey }
}

/** Fields named by their key: only where a check's problem sits is read here, never its words. */
const byKey = (...path: string[]) => ({ key: path.at(-1) ?? '', label: path.at(-1) ?? '' })

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !/\S/.test(v))

/** A string any text satisfies: no choices, and no pattern but "not only spaces". */
const anyText = (p: { type?: string; enum?: unknown[]; pattern?: string } | undefined) =>
  p?.type === 'string' && !p.enum && (p.pattern === undefined || p.pattern === '\\S')

/**
 * The text of a new page or entry as its preview shows it before it is complete, so that it renders from the first
 * keystroke with what was written in place. Each required field left empty stands in with its label ("Author",
 * "Summary"; a list of texts: its label as its one item) when any text will do, else with the schema's example (a
 * category, an image). When the collection's own check (`site`: the site file's data) still refuses what stands in (a
 * job's location must be a city, or remote with countries), only those of the example's other fields the check needs
 * are added: never a salary or a closing date nobody wrote. Never saved: only
 * the preview of a file not yet on disk is made from it. Other texts, and texts that do not read, are returned as
 * they are.
 */
export function withStandIns(file: string, text: string, site?: unknown): string {
  const found = shapeOf(file)
  if (!found) return text
  let data: unknown
  try {
    data = readData(text)
  } catch {
    return text
  }
  if (Array.isArray(data) || (data !== null && typeof data !== 'object')) return text
  const { shape, example = {}, check, idKey } = found
  const own = Object.fromEntries(Object.entries((data ?? {}) as Data).filter(([, v]) => !blank(v)))
  let filled: Data = { ...(data as Data | null) }
  for (const key of shape.required ?? []) {
    if (!blank(filled[key])) continue
    const p = shape.properties?.[key]
    const list = p?.['x-choices'] ? choiceLists(site)?.get(p['x-choices'])?.values : undefined
    // A value of a choice list of the site file: the example's when the list has it, else the list's first.
    const value =
      anyText(p) && !list
        ? (p?.title ?? key)
        : p?.type === 'array' && anyText(p.items)
          ? [p.title ?? key]
          : list && !list.includes(example[key] as string)
            ? list[0]
            : structuredClone(example[key])
    if (value !== undefined) filled[key] = value
  }
  if (check && site && typeof site === 'object') {
    const refused = (entry: Data) => {
      try {
        return check(entry, site as Site, byKey).flatMap((p) => (p.severity === 'required' ? [String(p.at[0])] : []))
      } catch {
        // A site file the check cannot read: the lint says what is wrong with it.
        return []
      }
    }
    const missing = (entry: Data) => refused(entry).filter((key) => !(key in own)).length
    if (missing(filled) > 0) {
      // The example's other fields too (a remote job's countries), but not its id: the file name is the entry's.
      const { [idKey ?? '']: _id, ...rest } = structuredClone(example)
      const added = Object.keys(rest).filter((key) => !(key in filled))
      filled = { ...rest, ...filled }
      for (const key of refused(filled)) if (!(key in own) && !shape.required?.includes(key)) delete filled[key]
      // Then only those the check needs: a preview never shows a salary or a closing date nobody wrote.
      for (const key of added) {
        if (!(key in filled)) continue
        const { [key]: _dropped, ...without } = filled
        if (missing(without) <= missing(filled)) filled = without
      }
    }
  }
  return JSON.stringify(filled) === JSON.stringify(data) ? text : stringify(filled)
}

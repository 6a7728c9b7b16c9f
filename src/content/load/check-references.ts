import { fieldLabel } from '../../lib/field-label.ts'
import { suggest } from '../../lib/suggest.ts'
import { valueAt } from '../locate.ts'
import { ICONS, type EntryPropertyKind } from '../schema/common.ts'
import type { ContentIndex } from './index-content.ts'
import type { ParsedFile, Reporter } from './parsed-file.ts'

/**
 * Phase 5: everything the schema marks as pointing into a collection — references by id, values one entry may
 * claim, sections that show the entry of their route, collection names — is checked, wherever it is written.
 */
export function checkReferences(index: ContentIndex, report: Reporter): void {
  const valid = index.files.filter((p) => p.valid)
  // Each collection's ids, listed once (10,000 articles each naming a few others).
  const idsOf = new Map<string, { ids: string[]; has: Set<string> }>()
  const known = (name: string, entries: { id: string }[]) => {
    let listed = idsOf.get(name)
    if (!listed) {
      const ids = entries.map((e) => e.id)
      idsOf.set(name, (listed = { ids, has: new Set(ids) }))
    }
    return listed
  }
  for (const p of valid) {
    const { refs, entrySections, collectionNames, entryProperties } = p.marks
    // Most files mark none of these: their loops are not entered (10,000 files on every load of the dev server).
    if (!refs.length && !entrySections.length && !collectionNames.length && !entryProperties.length) continue
    for (const ref of refs) {
      const c = index.collections.get(ref.collection)
      if (!c?.complete) continue
      const { ids, has } = known(ref.collection, c.entries)
      if (has.has(ref.value) || c.claimedIds.has(ref.value)) continue
      report.at(p, ref.at, 'unknown-reference', {
        collection: ref.collection,
        id: ref.value,
        source: c.source,
        suggestion: suggest(ref.value, ids),
        known: ids,
      })
    }
    for (const s of entrySections) {
      if (p.role.role === 'template' && p.data.collection === s.collection) continue
      const templates = index.templates.filter((t) => t.collection === s.collection).map((t) => t.p.file)
      const type = String((valueAt(p.data, s.at) as { type?: unknown } | undefined)?.type)
      report.at(p, [...s.at, 'type'], 'misplaced-section', {
        type: { key: type, label: fieldLabel(type, { title: s.title }) },
        collection: s.collection,
        templates,
      })
    }
    for (const c of collectionNames) {
      const allowed = Object.entries(index.registry)
        .filter(([, def]) => !c.linkable || def.link)
        .map(([name]) => name)
      if (!allowed.includes(c.value))
        report.at(p, c.at, 'invalid-value', { value: c.value, allowed, suggestion: suggest(c.value, allowed) })
    }
    for (const e of entryProperties) {
      const def = index.registry[String(valueAt(p.data, [...e.at.slice(0, -1), 'collection']))]
      if (!def) continue // the collection name is reported above
      const allowed = propertiesHolding(def.item, e.holds)
      if (!allowed.includes(e.value))
        report.at(p, e.at, 'invalid-value', { value: e.value, allowed, suggestion: suggest(e.value, allowed) })
    }
  }

  // Values one entry may claim (the page a service describes), per collection and property.
  const claimed = new Map<string, { p: ParsedFile; label: string }>()
  for (const p of valid) {
    if (!p.marks.uniques.length) continue
    const collection = p.role.role === 'entry' ? p.role.collection : p.role.role === 'collection' ? p.role.name : ''
    for (const u of p.marks.uniques) {
      const property = String(u.at[u.at.length - 1])
      const key = `${collection}\0${property}\0${u.value}`
      const label = p.role.role === 'collection' ? `${p.file} items[${u.at[1]}]` : p.file
      const first = claimed.get(key)
      if (first)
        report.at(p, u.at, 'duplicate-value', {
          property: { key: property, label: fieldLabel(property, { title: u.label }) },
          value: u.value,
          first: first.label,
        })
      else claimed.set(key, { p, label })
    }
  }
}

type PropertySchema = { type?: string; enum?: unknown[]; properties?: Record<string, unknown>; 'x-markdown'?: boolean }

/** The properties of a collection's entries that hold `kind`: plain text, an image, or an icon's name. */
function propertiesHolding(item: { properties?: Record<string, PropertySchema> }, kind: EntryPropertyKind): string[] {
  const holds = (s: PropertySchema) =>
    kind === 'image'
      ? Boolean(s.properties?.src)
      : kind === 'icon'
        ? s.enum?.length === ICONS.length && ICONS.every((i) => s.enum!.includes(i))
        : s.type === 'string' && !s['x-markdown']
  return Object.entries(item.properties ?? {})
    .filter(([, s]) => holds(s))
    .map(([name]) => name)
}

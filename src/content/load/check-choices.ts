import { suggest } from '../../lib/suggest.ts'
import { siteSchema } from '../schema/site.ts'
import type { ContentIndex } from './index-content.ts'
import type { Reporter } from './parsed-file.ts'

/** A choice list of the site file: its values and the title editors know it by. */
export interface ChoiceList {
  title: string
  values: string[]
}

/**
 * The choice lists of the site file (`choices:` in pages/_site.yaml) by name, each with the title its schema gives it.
 * Undefined when the site file could not be read: nothing can be checked against it then.
 */
export function choiceLists(site: unknown): Map<string, ChoiceList> | undefined {
  if (!site || typeof site !== 'object') return undefined
  const titles = siteSchema.properties.choices.properties as Record<string, { title?: string }>
  const lists = new Map<string, ChoiceList>()
  const choices = (site as { choices?: unknown }).choices
  for (const [name, values] of Object.entries(choices && typeof choices === 'object' ? choices : {}))
    if (Array.isArray(values))
      lists.set(name, {
        title: titles[name]?.title ?? name,
        values: values.filter((v): v is string => typeof v === 'string'),
      })
  return lists
}

/**
 * Phase 5b: every value the schema marks as one of a choice list of the site file (`x-choices`: an article's category)
 * is one of that list's values, so a list editors change in the site settings decides what the site offers.
 */
export function checkChoices(index: ContentIndex, report: Reporter): void {
  const lists = choiceLists(index.site?.data)
  if (!lists) return // the site file's own problem is reported
  for (const p of index.files) {
    if (!p.valid || !p.marks.choices.length) continue
    for (const c of p.marks.choices) {
      const list = lists.get(c.list)
      if (!list) {
        report.at(p, c.at, 'missing-choice-list', { label: c.label, list: c.list })
        continue
      }
      if (list.values.includes(c.value)) continue
      report.at(p, c.at, 'unknown-choice', {
        label: c.label,
        value: c.value,
        listTitle: list.title,
        allowed: list.values,
        suggestion: suggest(c.value, list.values),
      })
    }
  }
}

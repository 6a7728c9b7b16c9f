import type { Content } from '../content.ts'
import type { TranslationFile } from './translation-file.ts'

/** Where one page, entry or file stands in one language. */
export interface TranslationState {
  lang: string
  /** Its translation's file: where it is, or where translating it creates it (a list's entries share their list's). */
  file: string
  /**
   * missing: not translated; invalid: its translation has an error (the lint names it); stale: its original changed
   * since the translation was saved, in `fields`; up-to-date: translated, nothing changed since (or nothing recorded).
   */
  state: 'missing' | 'invalid' | 'stale' | 'up-to-date'
  /** Its route in that language, when it has a page there. */
  route?: string
  /** The fields whose original changed: their path in the translation (as translatedFrom: names them), their label. */
  fields: { path: string; label: string }[]
}

/** Something of the main language that can be translated, and where it stands in each other language. */
export interface Translatable {
  kind: 'site' | 'page' | 'notFound' | 'template' | 'entry'
  /** The original's file. */
  file: string
  /** What an editor calls it: the page's title, the entry's title or name. */
  title: string
  /** Its route in the main language, when it has a page. */
  route?: string
  /** An entry's collection and id. */
  collection?: string
  id?: string
  languages: TranslationState[]
}

/**
 * Every page, template, entry and the site file of the main language, with its translation's state in each other
 * language: for the studio's list of what is missing or stale. Empty for a site with one language.
 */
export function translationStatus(content: Content): Translatable[] {
  const others = (content.languages ?? []).slice(1).map((l) => l.code)
  if (!others.length) return []
  const files = new Map<string, TranslationFile>()
  for (const f of content.translationFiles ?? []) files.set(`${f.lang}\0${f.file}`, f)
  // Each language's translated entries, as collection/id.
  const translated = new Map<string, Set<string>>()
  for (const code of others) {
    const entries = new Set<string>()
    for (const [name, list] of Object.entries(content.translations?.[code]?.collections ?? {}))
      for (const e of list) entries.add(`${name}/${e.id}`)
    translated.set(code, entries)
  }
  const alternates = content.alternates

  const state = (of: string, route: string | undefined, item?: { collection: string; id: string }) =>
    others.map((lang): TranslationState => {
      const file = translationFile(of, lang)
      const found = files.get(`${lang}\0${file}`)
      const there = item ? translated.get(lang)!.has(`${item.collection}/${item.id}`) : !!found
      const at = route !== undefined ? alternates?.get(route)?.[lang] : undefined
      const base = { lang, file, ...(at ? { route: at } : {}) }
      if (!found) return { ...base, state: 'missing', fields: [] }
      if (!found.valid) return { ...base, state: 'invalid', fields: [] }
      if (!there) return { ...base, state: 'missing', fields: [] }
      const fields = found.stale
        .filter((f) => !item || f.item === undefined || f.item === item.id)
        .map(({ path, label }) => ({ path, label }))
      return { ...base, state: fields.length ? 'stale' : 'up-to-date', fields }
    })

  const out: Translatable[] = []
  const siteFile = 'pages/_site.yaml'
  out.push({ kind: 'site', file: siteFile, title: 'Site settings', languages: state(siteFile, undefined) })
  for (const p of content.pages)
    out.push({ kind: 'page', file: p.file, title: p.page.title, route: p.route, languages: state(p.file, p.route) })
  if (content.notFound)
    out.push({
      kind: 'notFound',
      file: content.notFound.file,
      title: content.notFound.page.title,
      languages: state(content.notFound.file, undefined),
    })
  for (const t of content.templates)
    out.push({
      kind: 'template',
      file: t.file,
      title: `The page of each of ${t.template.collection}`,
      route: t.pattern,
      languages: state(t.file, undefined),
    })
  for (const [collection, entries] of Object.entries(content.collections)) {
    const def = content.registry[collection]
    const titleKey = def?.page?.title ?? def?.link?.label
    for (const e of entries) {
      const file = content.entryFiles?.get(e)
      if (!file) continue
      const title = titleKey && typeof e[titleKey] === 'string' ? (e[titleKey] as string) : e.id
      out.push({
        kind: 'entry',
        file,
        title,
        ...(e.path ? { route: e.path } : {}),
        collection,
        id: e.id,
        languages: state(file, e.path, { collection, id: e.id }),
      })
    }
  }
  return out
}

/** pages/careers.yaml → pages/careers.es.yaml: the file that translates `file` into `lang`. */
export function translationFile(file: string, lang: string): string {
  return file.replace(/\.yaml$/, `.${lang}.yaml`)
}

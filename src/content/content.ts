import type { Entry } from './collection.ts'
import type { ContentModel } from './content-model.ts'
import type { Page, TemplatePage } from './schema/page.ts'
import type { Site } from './schema/site.ts'
import type { TranslationFile } from './translate/translation-file.ts'

export interface PageEntry {
  file: string
  route: string
  page: Page
}
export interface TemplateEntry {
  file: string
  pattern: string
  prefix: string
  param: string
  template: TemplatePage
}
/** A language of the site (pages/_site.yaml `languages`): the first is the default, served at /. */
export interface Language {
  /** Its code (BCP 47: en, es): the prefix of its routes (/es/…) and the middle of its files' names (careers.es.yaml). */
  code: string
  /** Its name in itself, for the language switch: English, Español. */
  name: string
}

export interface Content {
  site: Site
  registry: ContentModel['collections']
  /** Every collection's entries, in collection order; entries shown by a template page carry their route as `path`. */
  collections: Record<string, Entry[]>
  pages: PageEntry[]
  templates: TemplateEntry[]
  notFound?: PageEntry
  /** The file each entry is written in (a collection's list, or its own file in the collection's folder). */
  entryFiles?: WeakMap<object, string>
  /** The site's languages, the default first; absent when the site file names none (one language). */
  languages?: Language[]
  /** This content's language code; absent in the default language's content. */
  lang?: string
  /**
   * Each other language's content, by code: a Content of its own holding only what is translated into it (pages,
   * templates, entries), each translation's text over its original's data, at routes under /<code>/, and internal
   * links to a translated page pointing at its translation. Its `site` is the site file with pages/_site.<code>.yaml
   * over it. Absent when the site has one language.
   */
  translations?: Record<string, Content>
  /**
   * The same page in every language it exists in: any language's route → route by language code (its own
   * included), for hreflang and the language switch. Only routes with at least one translation are keys.
   */
  alternates?: Map<string, Record<string, string>>
  /**
   * Every translation file read (in the main language's content), with the fields whose original changed since it
   * was saved: for the lint and the studio's list of translations (translationStatus).
   */
  translationFiles?: TranslationFile[]
}

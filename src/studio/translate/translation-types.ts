/**
 * The shapes of what the studio API answers about translations, shared by the server and the browser (this module
 * imports nothing, so the client's API module can name them without reaching the server's code).
 */

/** What the form of a translation shows beside its fields. */
export interface TranslationInfo {
  lang: string
  name: string
  /** The original's language ("English"). */
  from: string
  original: { file: string; data: unknown }
  /** The places (in the form's data, in dots: `sections.0.heading`) whose original changed since translated. */
  stale: string[]
}

/** A page or entry as the Translations view lists it. */
export interface ListedFile {
  /** The file to open: the original for a missing translation, the translation for any other. */
  file: string
  /** The page as an editor names it ("Home", a job's title). */
  label: string
  /** What it is, as the view counts it: a page (a template and the not-found page too), an entry of a collection
   * (`{ one: 'job', many: 'jobs' }`), or the site settings (`settings`). */
  kind: { one: string; many: string } | 'settings'
}
/** A translation whose original changed since it was saved: each field that changed, labelled as in the form. */
export interface StaleTranslation extends ListedFile {
  /** `path`: the place in the form's data, in dots (`sections.0.heading`); `label`: "Hero › Heading". */
  fields: { path: string; label: string }[]
}
export interface LanguageStatus {
  code: string
  name: string
  missing: ListedFile[]
  stale: StaleTranslation[]
  /** Translations with a problem the lint names (they are not shown to visitors until it is fixed). */
  invalid: ListedFile[]
}
export interface TranslationsStatus {
  /** The original's language ("English"); empty on a site in one language. */
  from: string
  languages: LanguageStatus[]
}

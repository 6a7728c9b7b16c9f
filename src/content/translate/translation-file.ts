/** A translation file as the loader found it: what it translates, and the fields its original changed since. */
export interface TranslationFile {
  file: string
  lang: string
  /** The file it translates. */
  of: string
  /** Whether it was laid over its original without an error (and so is part of its language's content). */
  valid: boolean
  /**
   * Its fields whose original changed since it was saved: their path in the translation, their label, and in a list of
   * entries the id of the entry they belong to.
   */
  stale: { path: string; label: string; item?: string }[]
}

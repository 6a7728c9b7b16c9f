import type { FormsSettings } from '../content/schema/site.ts'

/**
 * What the inbox reads of the published site, asked afresh for each submission (the live server reads
 * pages/_site.yaml of the published checkout, cached by its modification time): the forms block, the company, the
 * languages, the title of a job by its id, and where the open positions are.
 */
export interface InboxSettings {
  forms?: FormsSettings
  company: { name: string; email: string }
  /** The site's languages (their codes), the default first; absent: the site has one language. */
  languages?: string[]
  /** The title of the published job with this id, in `lang` when it has that translation; undefined: no such job. */
  jobTitle?: (id: string, lang?: string) => string | undefined
  /**
   * The address of the open positions in `lang` (absent: the default language); undefined where there is none.
   * @default '/careers' in the default language
   */
  careersPath?: (lang?: string) => string | undefined
}

import type { FormsSettings } from '../content/schema/site.ts'

/**
 * What the inbox reads of the published site, asked afresh for each submission (the live server reads
 * pages/_site.yaml of the published checkout, cached by its modification time): the forms block, the company, and
 * the title of a job by its id.
 */
export interface InboxSettings {
  forms?: FormsSettings
  company: { name: string; email: string }
  /** The title of the published job with this id, or undefined. */
  jobTitle?: (id: string) => string | undefined
}

/** A place in another file that would break if the file were deleted: a link to its page, a reference to it. */
export interface IncomingLink {
  file: string
  /** The file as an editor names it ("About Us", an article's title). */
  label: string
  /** The field holding it, as the form names it ("Card grid › Card › Link"); `path` is where it is in the data. */
  field: string
  path: string
  line: number
  col: number
  /** The lint's words for what would break ("link to no page: /insights/x"). */
  message: string
}

/** What the studio must know before it deletes `file`: why it never can, or what links to it. */
export interface DeleteCheck {
  file: string
  label: string
  /** Why this file is never deleted (home, the site settings, a template…), when it is one of those. */
  required?: string
  links: IncomingLink[]
  /** Its translations (about.es.yaml), deleted with it. */
  translations?: string[]
  /** The team studio: colleagues who have it open now, whose unsaved changes the delete would leave nowhere to go. */
  editing?: string[]
}

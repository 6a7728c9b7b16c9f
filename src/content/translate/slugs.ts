/** A translated page's slug: its whole path after the language's prefix (`servicios/sap`). */
export const PAGE_SLUG = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/
/** A translated entry's or list item's slug: one segment of a path. */
export const SEGMENT = /^[a-z0-9-]+$/

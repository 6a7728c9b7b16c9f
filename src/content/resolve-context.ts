import type { Entry } from './collection.ts'
import type { Content } from './load-content.ts'

/** What a section's resolver may use to turn references into the data its component renders. */
export interface ResolveContext {
  content: Content
  /** The entry a template page's route shows. */
  entry?: Entry
  /** The route being built, and the site's origin (for absolute URLs). */
  route: string
  origin: string
}

/** The entries of a collection, typed by the caller that knows the collection's shape. */
export function entriesOf<T>(content: Content, collection: string): T[] {
  return (content.collections[collection] ?? []) as T[]
}

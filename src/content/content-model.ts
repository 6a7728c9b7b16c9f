import type { TSchema } from 'typebox'
import type { CollectionRegistry } from './collection.ts'

/**
 * What content is validated against, given by the caller: the collections and the section types' schemas. The
 * content room knows neither the site's sections nor its collections; the site room puts them together.
 */
export interface ContentModel {
  collections: CollectionRegistry
  /** The JSON Schema of each section type, by its `type`, in the order the guide and the gallery list them. */
  sections: Record<string, TSchema>
  /** The languages the interface's own words exist in (src/ui/words/): a site language not among them is a problem. */
  interfaceLanguages?: string[]
}

import type { ContentModel } from '../content/content-model.ts'
import { collections } from '../firm/collections.ts'
import { sectionSchemas } from '../sections/definitions.ts'

/** The site's content model: its collections and its section types. Every load of pages/ uses it. */
export const siteModel: ContentModel = { collections, sections: sectionSchemas }

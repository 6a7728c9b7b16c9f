import type { ContentModel } from '../content/content-model.ts'
import { addSectionTypes } from '../sections/definitions.ts'
import { loadProject } from './load-project.ts'

// The project is the folder the engine runs in, as for every npm script (its workers and its bundler run there too).
const project = await loadProject(process.cwd())
addSectionTypes(project.sections)

/** The site's content model: the project's collections, the engine's section types and its own, the words' languages. */
export const siteModel: ContentModel = project.model

/** The routes the project cannot do without (home and its `requiredRoutes`): the studio never deletes their pages. */
export const requiredRoutes: readonly string[] = project.requiredRoutes

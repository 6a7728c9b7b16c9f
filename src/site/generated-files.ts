import { errorReference } from '../content/diagnostics/error-reference.ts'
import { emitSchemas } from '../content/schema/emit-schemas.ts'
import { contentGuide, iconFiles } from './content-guide.ts'
import { existsSync } from 'node:fs'
import { sectionComponentsFile, sectionStylesFile } from './section-components.ts'
import { siteModel } from './site-model.ts'

/**
 * Every file generated from the sources: schemas, editor settings, the content guide, its icons, the error
 * reference, and the browser's map of section components.
 */
export function generatedFiles(): Map<string, string> {
  const files = emitSchemas(siteModel)
  for (const [path, text] of iconFiles()) files.set(path, text)
  files.set('pages/README.md', contentGuide())
  files.set('pages/ERRORS.md', errorReference())
  files.set('src/sections/components.ts', sectionComponentsFile())
  files.set(
    'src/sections/sections.css',
    sectionStylesFile((type) => existsSync(`src/sections/${type}/${type}.css`)),
  )
  return files
}

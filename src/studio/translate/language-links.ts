import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileRole } from '../../content/routes.ts'
import { siteLanguages } from './site-languages.ts'
import { translationFile } from '../../content/translate/translation-status.ts'

/** The same page in one language of the site: the file, and whether it exists yet. */
export interface LanguageLink {
  code: string
  /** The language as the site names it ("Español"). */
  name: string
  file: string
  exists: boolean
}

/**
 * The file of `file`'s page in each language of the site, the default (the original) first; undefined on a site in
 * one language, and for a file that is neither content nor a translation.
 */
export function languageLinks(root: string, file: string): LanguageLink[] | undefined {
  const languages = siteLanguages(root)
  if (!languages.length) return undefined
  const role = fileRole(file)
  if (role.role === 'unknown') return undefined
  const original = role.role === 'translation' ? role.of : file
  return languages.map(({ code, name }, i) => {
    const f = i === 0 ? original : translationFile(original, code)
    return { code, name, file: f, exists: existsSync(join(root, f)) }
  })
}

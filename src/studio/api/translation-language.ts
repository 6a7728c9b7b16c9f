import { fileRole } from '../../content/routes.ts'
import { languageName } from '../../lib/language-name.ts'

/** A translation's language as people name it (pages/about.es.yaml → "Spanish"); the file itself for any other. */
export function translationLanguage(file: string): string {
  const role = fileRole(file)
  return role.role === 'translation' ? languageName(role.lang) : file
}

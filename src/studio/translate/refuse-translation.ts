import { fileRole } from '../../content/routes.ts'
import { Refusal } from '../api/refusal.ts'
import { translationContext } from './translation-context.ts'

/**
 * Refuses (400) a new translation the studio does not make: one into a language the site does not have besides its
 * first, or of a file the studio does not translate. Its original's absence is refused by translationContext (404).
 */
export function refuseTranslation(root: string, file: string): void {
  const role = fileRole(file)
  if (role.role !== 'translation') return
  if (!translationContext(root, file))
    throw new Refusal(400, `${file} translates into no other language of the site: check its name.`)
}

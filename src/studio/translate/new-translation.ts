import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileRole } from '../../content/routes.ts'
import { readContentFile } from '../api/read-content-file.ts'
import { Refusal } from '../api/refusal.ts'
import { safePagesPath } from '../safe-path.ts'
import { languageLinks } from './language-links.ts'
import { proposedSlug } from './slug-kind.ts'
import { translationContext } from './translation-context.ts'
import { translationForm } from './translation-form.ts'

/**
 * The form of a translation of `file` into `lang` not written yet: every field the original's (inherited), and the
 * original's own address proposed as the translation's. Its first save creates the file beside the original.
 * Refused (400) for a file that is not an original or a language the site does not have, (409) when it exists.
 */
export function newTranslation(root: string, file: string, lang: string) {
  readContentFile(root, file)
  const role = fileRole(file)
  const links = languageLinks(root, file)
  if (!links || role.role === 'translation' || role.role === 'unknown')
    throw new Refusal(400, 'This page cannot be translated here.')
  const target = links.slice(1).find((l) => l.code === lang)
  if (!target) throw new Refusal(400, `The site has no other language "${lang}".`)
  if (!safePagesPath(root, target.file)) throw new Refusal(403, `"${target.file}" is not a .yaml file inside pages/.`)
  if (existsSync(join(root, target.file)))
    throw new Refusal(409, `This page is translated into ${target.name} already: open it with the language switch.`)
  const context = translationContext(root, target.file)
  if (!context) throw new Refusal(400, 'This page cannot be translated here.')
  const slug = proposedSlug(role)
  return { file: target.file, ...translationForm(context, slug === undefined ? {} : { slug }), languages: links }
}

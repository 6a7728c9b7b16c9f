import { translationFile } from '../../content/translate/translation-status.ts'
import { siteLanguages } from '../translate/site-languages.ts'
import type { ChangeOwners } from './change-owners.ts'
import { namesInWords } from './names-in-words.ts'
import { Refusal } from './refusal.ts'

/**
 * The team studio refuses (409) to delete or rename `file` while a colleague's saved change to it, or to one of its
 * translations, is unpublished: a delete would throw their work away, and a rename would leave the old address
 * theirs to publish, so the site would show the page twice. The change's owner may, as they may discard it (others
 * who saved into it too are theirs to ask, as for a discard).
 */
export function refuseColleaguesWork(
  root: string,
  owners: ChangeOwners | undefined,
  person: string,
  file: string,
  doing: 'delete' | 'rename',
): void {
  if (!owners) return
  const files = [
    file,
    ...siteLanguages(root)
      .slice(1)
      .map(({ code }) => translationFile(file, code)),
  ]
  const names = [...new Set(files.map((f) => owners.ownerOf(f)).filter((n): n is string => !!n && n !== person))]
  if (!names.length) return
  const loss = doing === 'delete' ? 'deleting it would lose them' : 'renaming it would leave them at the old address'
  throw new Refusal(
    409,
    `${namesInWords(names)} saved changes to this page that are not published yet, and ${loss}: ask ${names.length === 1 ? 'them' : 'each of them'} to publish or discard their changes first.`,
  )
}

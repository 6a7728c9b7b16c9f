import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileRole } from '../../content/routes.ts'
import { changedFiles } from '../git/changed-files.ts'
import { discardChange } from '../git/history.ts'
import type { GitOptions } from '../git/run-git.ts'
import { describeChange } from './describe-changes.ts'
import { Refusal } from './refusal.ts'
import { translationLanguage } from './translation-language.ts'
import { translationsDiscardedWith } from './translations-discarded-with.ts'

/**
 * Discards the change to `file` and the changes of its translations that go with it (translationsDiscardedWith), so
 * that no translation is left translating nothing; the files put back. Refused (409) for a removed translation whose
 * original is removed too, and (403) while a translation that would go is a colleague's (`othersOf`).
 */
export async function discardWithTranslations(
  git: GitOptions,
  file: string,
  othersOf: (file: string) => string | undefined,
): Promise<string[]> {
  const changed = await changedFiles(git)
  const status = changed.find((c) => c.file === file)?.status
  const role = fileRole(file)
  if (role.role === 'translation' && status === 'deleted' && !existsSync(join(git.root, role.of))) {
    const label = describeChange(
      changed.find((c) => c.file === role.of) ?? { file: role.of, status: 'deleted' },
      undefined,
      git.root,
    ).label
    throw new Refusal(
      409,
      `${label} is removed here, so its translation cannot come back alone: discard the change to ${label} instead, ` +
        'and its translations come back with it.',
    )
  }
  const translations = translationsDiscardedWith(changed).get(file) ?? []
  for (const translation of translations) {
    const by = othersOf(translation)
    if (by)
      throw new Refusal(
        403,
        `${by} saved its ${translationLanguage(translation)} translation, which would go with it: ask them to ` +
          'discard that first.',
      )
  }
  // A new file goes after its translations, a removed one comes back before them: stopped halfway, no translation is
  // left without its original.
  const files = status === 'added' ? [...translations, file] : [file, ...translations]
  for (const f of files) await discardChange(git, f)
  return files
}

import { fileRole } from '../../content/routes.ts'
import type { ChangedFile } from '../git/changed-files.ts'

/**
 * For each changed file of `changes`, the translations whose changes its Discard takes back with it, so that no
 * translation is left translating nothing: a new file's translations go with it, and a removed file's translations
 * removed with it come back with it. An edited file's translations keep their own changes (it still exists).
 */
export function translationsDiscardedWith(changes: readonly ChangedFile[]): Map<string, string[]> {
  const statusOf = new Map(changes.map((c) => [c.file, c.status]))
  const out = new Map<string, string[]>()
  for (const change of changes) {
    const role = fileRole(change.file)
    if (role.role !== 'translation') continue
    const original = statusOf.get(role.of)
    const goes =
      original === 'added' ? change.status !== 'deleted' : original === 'deleted' && change.status === 'deleted'
    if (goes) out.set(role.of, [...(out.get(role.of) ?? []), change.file])
  }
  return out
}

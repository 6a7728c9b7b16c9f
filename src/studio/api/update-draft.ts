import { safePagesPath } from '../safe-path.ts'
import type { LintCache } from './lint-cache.ts'
import { readContentFile } from './read-content-file.ts'
import { Refusal } from './refusal.ts'
import { refuseLongName } from './refuse-long-name.ts'
import { textToSave } from './text-to-save.ts'

/**
 * Keeps `body.data` as the unsaved text of `body.file` for the preview (or, with `body.discard`, drops it) and
 * answers with the lint of what a save would write: the disk with this file changed, other unsaved files unsaved.
 */
export function updateDraft(root: string, drafts: Map<string, string>, lint: LintCache, body: Record<string, unknown>) {
  const file = String(body.file)
  refuseLongName(file)
  const base = body.create ? undefined : readContentFile(root, file).text
  if (body.create && !safePagesPath(root, file)) throw new Refusal(403, `"${file}" is not a .yaml file inside pages/.`)
  const text = body.discard ? undefined : textToSave(file, body.data, base)
  if (text === undefined) {
    drafts.delete(file)
    return { diagnostics: [], others: [] }
  }
  // A draft that says what the file says is none (one sent just after a save): kept, it would hide from the preview
  // whatever changed the file next (a publish from the shared site, a restore).
  if (text === base) drafts.delete(file)
  else drafts.set(file, text)
  const { own, others } = lint.scope(file, text)
  return { text, diagnostics: own, others }
}

import type { Diagnostic } from '../../content/diagnostic.ts'
import type { OtherDiagnostic } from '../lint-scope.ts'
import { safePagesPath } from '../safe-path.ts'
import { closedEntry } from './closed-entry.ts'
import { refuseOversizedData, type Drafts } from './drafts.ts'
import type { KeyedScope, LintCache } from './lint-cache.ts'
import { readContentFile } from './read-content-file.ts'
import { Refusal } from './refusal.ts'
import { refuseNewFile } from './refuse-new-file.ts'
import { refuseLongName } from './refuse-long-name.ts'
import { OVERRUN, SUPERSEDED, type StudioThread } from './studio-thread.ts'
import { tooComplex } from './too-complex.ts'

/**
 * The answer to a draft: its lint, and `closed` when the entry is closed as written (closedEntry); or (`superseded`)
 * none, a newer draft of the file being linted instead. Not its text: the preview shows it, and the form has no use
 * for it (up to 512 kB back for every draft).
 */
export type DraftAnswer = { diagnostics: Diagnostic[]; others: OtherDiagnostic[]; closed?: true } | { superseded: true }

/** The slot of a person's drafts of `file` in the studio's thread: only the newest waits (see StudioThread.run). */
export const draftSlot = (file: string) => `draft ${file}`

/**
 * Keeps `body.data` as the unsaved text of `body.file` for the preview (or, with `body.discard`, drops it) and
 * answers with the lint of what a save would write: the disk with this file changed, other unsaved files unsaved.
 * The text is made and linted by the studio's worker (`thread`), in turn with everyone else's work: the text is kept
 * as soon as it is made, the lint answered when done. A draft replaced by a newer one of the same file before its
 * turn answers `superseded` (the newer one's answer brings the lint). A draft whose lint takes longer than `budgetMs`
 * answers with one diagnostic saying so, is not shown in the preview, and cannot be saved (`lint.refuse`).
 */
export async function updateDraft(
  root: string,
  person: string,
  drafts: Drafts,
  thread: StudioThread,
  lint: LintCache,
  budgetMs: number,
  body: Record<string, unknown>,
): Promise<DraftAnswer> {
  const file = String(body.file)
  refuseLongName(file)
  if (body.discard) {
    // Any file's: a new one's draft (never on disk) goes too, and so does one whose file was removed meanwhile.
    if (!safePagesPath(root, file)) throw new Refusal(403, `"${file}" is not a .yaml file inside pages/.`)
    // A draft of this file still waiting must not bring the discarded data back.
    thread.cancel(person, draftSlot(file))
    drafts.delete(file)
    return { diagnostics: [], others: [] }
  }
  // A new file's draft (`body.create`, its preview before its first save) is of a file the studio could make.
  let base: string | undefined
  if (body.create) refuseNewFile(root, file)
  else base = readContentFile(root, file).text
  // Refused here, at once: such data is not worth a turn in the worker (nor could it be passed to it, nested deep).
  refuseOversizedData(body.data)
  const generation = drafts.generation(file)
  let text: string | undefined
  const answer = await thread.run(
    person,
    { kind: 'lint', file, data: body.data, base, refused: lint.refusedTexts(file) },
    {
      slot: draftSlot(file),
      budgetMs,
      onText: (made) => {
        text = made
        // A draft that says what the file says is none (one sent just after a save): kept, it would hide from the
        // preview whatever changed the file next (a publish from the shared site, a restore).
        drafts.keep(file, made === base ? undefined : made, generation)
      },
    },
  )
  if (answer === SUPERSEDED) return { superseded: true }
  if (answer === OVERRUN || (answer as { refused?: true }).refused) {
    const why = tooComplex(file, budgetMs)
    // Not in the preview, which would take as long to make; refused by a save, which would lint it here.
    if (text !== undefined) {
      drafts.keep(file, undefined, generation)
      lint.refuse(file, text, why)
    }
    return { diagnostics: [why], others: [] }
  }
  const scope = answer as KeyedScope
  lint.remember(scope)
  const closed = text !== undefined && closedEntry(root, file, text)
  return { diagnostics: scope.own, others: scope.others, ...(closed ? { closed: true as const } : {}) }
}

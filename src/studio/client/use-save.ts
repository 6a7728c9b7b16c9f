import { useRef, useState } from 'react'
import { conflictMessage } from '../conflict-message.ts'
import { mergeData, settleConflicts, UNKNOWN_BASE, type MergeConflict } from '../merge-data.ts'
import { changedFields } from './changed-fields.ts'
import { studio, StudioError, type VersionBy } from './studio-client.ts'
import type { DraftLint } from './use-draft-lint.ts'
import type { Editor } from './use-editor.ts'

/**
 * A save refused because the file changed since it was opened and both changed one field: the version on disk
 * (theirs), who saved it when, each place both changed, and the merge of everything else (mine at those places).
 */
export interface Conflict {
  message: string
  text: string
  hash: string
  data: unknown
  by: VersionBy
  conflicts: MergeConflict[]
  merged: unknown
}

interface Options {
  editor: Editor
  lint: Pick<DraftLint, 'show'>
  say: (status: string) => void
  /** A file as the editor knows it ("Home"), for the status. */
  labelOf: (file: string) => string
  focusNext: (id: string) => void
  /** After a save; `created` when it wrote a new file. */
  onSaved: (created: boolean) => void
}

/**
 * Saving the open file. The server runs the lint on exactly what is saved and refuses with the reason: the list on
 * screen may be a keystroke old. A file changed on disk since it was opened is merged with the save by the server,
 * and the form takes the result; when both changed one field, the save comes back as a conflict, settled by the
 * person's choices (`settle`), which saves the merge with them over the version on disk. `saving` is true while a
 * save is on its way (the disk's hash then changes under the form by its own doing).
 */
export function useSave({ editor, lint, say, labelOf, focusNext, onSaved }: Options) {
  const [conflict, setConflict] = useState<Conflict>()
  const saving = useRef(false)
  const { editing, data } = editor

  const save = async (hash = editing?.hash, sent = data) => {
    if (!editing) return
    saving.current = true
    try {
      const r = await studio.save(editing.file, sent, hash, editing.create)
      editor.markSaved(r, sent)
      lint.show(r)
      setConflict(undefined)
      const kept = r.merged && changedFields(editing.schema, sent, r.merged.data)
      say(
        `Saved ${labelOf(editing.file)}` +
          (r.merged && kept !== 'nothing'
            ? `, with ${r.merged.by.name ? `${r.merged.by.name}’s change` : 'the change made on disk'} to ${kept} kept`
            : '') +
          (r.translations?.length
            ? `; the new reference name is in ${r.translations.map(labelOf).join(' and ')} too`
            : '') +
          (r.reordered?.length
            ? `; ${r.reordered.map(labelOf).join(' and ')} ${r.reordered.length > 1 ? 'follow' : 'follows'} the same order`
            : '') +
          (r.unfollowed?.length
            ? `; ${r.unfollowed.map(labelOf).join(' and ')} could not follow changes that move and edit a list in one save: check ${r.unfollowed.length > 1 ? 'their' : 'its'} items in the Translations view`
            : ''),
      )
      onSaved(editing.create)
    } catch (e) {
      if (e instanceof StudioError && e.status === 409 && e.body.conflicts) {
        // The same merge from the version this form holds as its start: the server's, unless it no longer had that
        // version (a restart), when it asks about every difference. With no field changed on both sides, the
        // merge is saved at once over the version on disk.
        const disk = { text: e.body.text!, hash: e.body.hash!, data: e.body.data }
        const own = mergeData(editing.saved === undefined ? UNKNOWN_BASE : editing.saved, disk.data, sent)
        if (!own.conflicts.length) {
          editor.takeDisk(disk, own.data)
          return await save(disk.hash, own.data)
        }
        const by = e.body.by!
        const message = conflictMessage(by.name, own.conflicts.length)
        setConflict({ message, ...disk, by, conflicts: own.conflicts, merged: own.data })
        say(message)
        focusNext('conflict-h')
        return
      } else if (e instanceof StudioError && e.status === 422) focusNext('summary-h')
      if (e instanceof StudioError && e.status === 409) focusNext('conflict-h')
      if (e instanceof StudioError) lint.show(e.body)
      say((e as Error).message)
    } finally {
      saving.current = false
    }
  }

  /** Saves the merge with `values` chosen at the conflict's places, over the version on disk. */
  const settle = async (values: unknown[]) => {
    if (!conflict) return
    const settled = settleConflicts(conflict.merged, conflict.conflicts, values)
    editor.takeDisk(conflict, settled)
    setConflict(undefined)
    await save(conflict.hash, settled)
  }

  return { save, saving, conflict, settle, clearConflict: () => setConflict(undefined) }
}

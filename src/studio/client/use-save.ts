import { useState } from 'react'
import { studio, StudioError } from './studio-client.ts'
import type { DraftLint } from './use-draft-lint.ts'
import type { Editor } from './use-editor.ts'

/** The file on disk changed since it was opened: the server's refusal, with the version on disk. */
export interface Conflict {
  message: string
  text: string
  hash: string
  data: unknown
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
 * screen may be a keystroke old. A file changed on disk since it was opened comes back as a conflict, resolved by
 * saving over it (`save(conflict.hash)`) or by taking the version on disk.
 */
export function useSave({ editor, lint, say, labelOf, focusNext, onSaved }: Options) {
  const [conflict, setConflict] = useState<Conflict>()
  const { editing, data } = editor

  const save = async (hash = editing?.hash) => {
    if (!editing) return
    try {
      const r = await studio.save(editing.file, data, hash, editing.create)
      editor.markSaved(r)
      lint.show(r)
      setConflict(undefined)
      say(`Saved ${labelOf(editing.file)}`)
      onSaved(editing.create)
    } catch (e) {
      if (e instanceof StudioError && e.status === 409 && e.body.text !== undefined)
        setConflict({ message: e.message, text: e.body.text, hash: e.body.hash!, data: e.body.data })
      else if (e instanceof StudioError && e.status === 422) focusNext('summary-h')
      if (e instanceof StudioError && e.status === 409) focusNext('conflict-h')
      if (e instanceof StudioError) lint.show(e.body)
      say((e as Error).message)
    }
  }

  const takeTheirs = () => {
    if (!conflict) return
    editor.loadDisk(conflict)
    setConflict(undefined)
    say('Loaded the version on disk')
    focusNext('file-h')
  }

  return { save, conflict, takeTheirs, clearConflict: () => setConflict(undefined) }
}

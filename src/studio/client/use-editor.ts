import { useCallback, useState } from 'react'
import type { Path } from './fields/field-props.ts'
import { setAt } from './fields/set-at.ts'
import type { JsonSchema, OpenFile } from './studio-client.ts'
import { useUndoHistory } from './use-undo-history.ts'

/** The open file as the server knows it. */
export interface Editing {
  file: string
  /** Not on disk yet: its first save creates it. */
  create: boolean
  schema: JsonSchema
  hash?: string
  /** The text on disk when it was opened (or last saved). */
  text: string
  saved: unknown
}

export type Editor = ReturnType<typeof useEditor>

/** The open file: what is on disk, the data being edited (with undo and redo), and whether the two differ. */
export function useEditor() {
  const [editing, setEditing] = useState<Editing>()
  // Whether the editor changed anything since the file was opened or begun: a new entry shows no problem before.
  const [touched, setTouched] = useState(false)
  const history = useUndoHistory<unknown>()
  const data = history.value
  const dirty = editing !== undefined && JSON.stringify(data) !== JSON.stringify(editing.saved)
  const { update } = history
  const changeAt = useCallback(
    (path: Path, value: unknown) => {
      setTouched(true)
      update((data) => setAt(data, path, value))
    },
    [update],
  )
  return {
    editing,
    data,
    dirty,
    touched,
    change: (next: unknown) => changeAt([], next),
    /** Sets the value at a path of the data (stable: the same function on every render). */
    changeAt,
    undo: history.undo,
    redo: history.redo,
    canUndo: history.canUndo,
    canRedo: history.canRedo,
    /** Shows a file as the server opened it. */
    load: (f: OpenFile) => {
      setEditing({ file: f.file, create: false, schema: f.schema, hash: f.hash, text: f.text, saved: f.data })
      setTouched(false)
      history.reset(f.data)
    },
    /** Shows no file (the open one was deleted). */
    close: () => {
      setEditing(undefined)
      setTouched(false)
      history.reset(undefined)
    },
    /** Starts a file that does not exist yet, from `start`. */
    begin: (file: string, schema: JsonSchema, start: unknown) => {
      setEditing({ file, create: true, schema, text: '', saved: undefined })
      setTouched(false)
      history.reset(start)
    },
    /** Records that the data on screen is on disk now, as `disk`. */
    markSaved: (disk: { hash: string; text: string }) => {
      if (editing) setEditing({ ...editing, create: false, hash: disk.hash, text: disk.text, saved: data })
    },
    /** Replaces the data on screen with the version on disk (the edits since are lost, the history kept). */
    loadDisk: (disk: { hash: string; text: string; data: unknown }) => {
      if (editing) setEditing({ ...editing, hash: disk.hash, text: disk.text, saved: disk.data })
      history.replace(disk.data)
    },
  }
}

import { useCallback, useState } from 'react'
import { mergeData } from '../merge-data.ts'
import type { Path } from './fields/field-props.ts'
import { setAt } from './fields/set-at.ts'
import type { JsonSchema, LanguageLink, OpenFile, TranslationInfo, UnreadableProblem } from './studio-client.ts'
import { useUndoHistory } from './use-undo-history.ts'
import { CHECKED } from '../translate/checked-key.ts'

/** The open file as the server knows it. */
export interface Editing {
  file: string
  /** Not on disk yet: its first save creates it. */
  create: boolean
  /** A new file whose address was proposed from its title: until its first save, the address follows the title. */
  follows?: boolean
  /** The file it was opened or begun as: the same while a new file's address follows its title. */
  key: string
  schema: JsonSchema
  hash?: string
  /** The text on disk when it was opened (or last saved). */
  text: string
  saved: unknown
  /** The same page in each language of the site. */
  languages?: LanguageLink[] | undefined
  /** A translation: what it translates (its data and schema are its original's form's). */
  translation?: TranslationInfo | undefined
  /** The file on disk does not read: its mistakes, shown instead of the form until they are fixed. */
  unreadable?: UnreadableProblem[] | undefined
}

/** A translation's form data without the places marked as still right (CHECKED). */
function withoutChecked(data: unknown): unknown {
  if (!data || typeof data !== 'object' || !(CHECKED in data)) return data
  const { [CHECKED]: _checked, ...rest } = data as Record<string, unknown>
  return rest
}

/** What a file opened or begun says of its languages. */
type Languages = Pick<Editing, 'languages' | 'translation'>

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
    (path: Path, value: unknown, options?: { alone?: boolean }) => {
      setTouched(true)
      update((data) => setAt(data, path, value), options)
    },
    [update],
  )
  return {
    editing,
    data,
    dirty,
    touched,
    /** Replaces the whole data (a discard), as an undo step of its own. */
    change: (next: unknown) => changeAt([], next, { alone: true }),
    /** Sets the value at a path of the data (stable: the same function on every render); `alone`: as an undo step of its own. */
    changeAt,
    undo: history.undo,
    redo: history.redo,
    canUndo: history.canUndo,
    canRedo: history.canRedo,
    /** Shows a file as the server opened it. */
    load: (f: OpenFile) => {
      setEditing({
        file: f.file,
        key: f.file,
        create: false,
        schema: f.schema,
        hash: f.hash,
        text: f.text,
        saved: f.data,
        languages: f.languages,
        translation: f.translation,
        unreadable: f.unreadable,
      })
      setTouched(false)
      history.reset(f.data)
    },
    /**
     * Starts a file that does not exist yet, from `start` (`follows`: its address follows its title; `languages`: a
     * translation's).
     */
    begin: (file: string, schema: JsonSchema, start: unknown, follows = false, languages: Languages = {}) => {
      setEditing({ file, key: file, create: true, follows, schema, text: '', saved: undefined, ...languages })
      setTouched(false)
      history.reset(start)
    },
    /**
     * What the open translation translates, as the server says after a save (which fields are stale now); the places
     * marked as still right (CHECKED) were recorded by that save, and leave the form's data.
     */
    retranslated: (translation: TranslationInfo | undefined) => {
      setEditing((e) => e && { ...e, saved: withoutChecked(e.saved), ...(translation ? { translation } : {}) })
      history.replaceWith(withoutChecked)
    },
    /** Gives a file not yet on disk another address, its data kept. */
    move: (file: string) => setEditing((e) => e && { ...e, file }),
    /** Closes the file (a new one discarded): nothing is open. */
    close: () => {
      setEditing(undefined)
      setTouched(false)
      history.reset(undefined)
    },
    /**
     * Records that the data on screen (or `sent`) is on disk now, as `disk`; `merged`: the save merged it with a change made
     * since, and wrote that, which the form then takes (with anything typed while the save went, merged in).
     */
    markSaved: (disk: { hash: string; text: string; merged?: { data: unknown } }, sent: unknown = data) => {
      if (!editing) return
      const saved = disk.merged ? disk.merged.data : sent
      setEditing({ ...editing, create: false, follows: false, hash: disk.hash, text: disk.text, saved })
      if (disk.merged) history.replaceWith((current) => mergeData(sent, saved, current).data)
    },
    /**
     * The version on disk becomes the one this form started from, and the form shows `value` (by default, that
     * version's data): a change made since it was opened, taken into the form.
     */
    takeDisk: (disk: { hash: string; text: string; data: unknown }, value: unknown = disk.data) => {
      if (editing) setEditing({ ...editing, hash: disk.hash, text: disk.text, saved: disk.data })
      history.replace(value)
    },
  }
}

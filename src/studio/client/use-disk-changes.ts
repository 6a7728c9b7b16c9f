import { useCallback, useEffect, useRef, type RefObject } from 'react'
import { signedIn } from './signed-in.ts'
import { mergeData } from '../merge-data.ts'
import { changedFields, timeOf } from './changed-fields.ts'
import { studio, type VersionBy } from './studio-client.ts'
import type { Editor } from './use-editor.ts'

/** How often the open form asks whether its file changed on disk (a colleague's save, a text editor, a pull). */
export const DISK_EVERY_MS = 5_000

/** "Dana changed Heading at 10:32", "Heading changed elsewhere at 10:32" (another window, a text editor). */
function whoChanged(by: VersionBy, fields: string): string {
  // One's own save in another window or tab is said as such: "dana changed …" read as if by someone else.
  if (by.name && by.name === signedIn()?.name) return `You changed ${fields} in another window at ${timeOf(by)}`
  return by.name ? `${by.name} changed ${fields} at ${timeOf(by)}` : `${fields} changed elsewhere at ${timeOf(by)}`
}

/**
 * Keeps the open form on the version on disk: every few seconds, and when the window comes back into view, the
 * studio asks for the file's hash; when it changed (not by this form's own save, `saving`), the form takes the new
 * version: as it is when nothing here is unsaved, else merged with the unsaved changes (mergeData, as a save
 * merges), and the status names the fields that changed and who changed them. When both changed one field, the form
 * keeps its own and the version it started from, and says a save will ask. Returns the check, for a caller that
 * knows the file changed (`quiet`: it says so itself, unless there is something to merge).
 */
export function useDiskChanges(
  editor: Editor,
  saving: RefObject<boolean>,
  say: (status: string) => void,
  /**
   * The form took a new version from disk (its lint and preview are then out of date); `saved`, the file and its
   * data, when the form now shows it as saved, with nothing unsaved.
   */
  onTaken: (saved?: { file: string; data: unknown }) => void,
  /** A save's conflict is on screen: the person is choosing, and the form waits. */
  paused: boolean,
) {
  const latest = useRef(editor)
  const taken = useRef(onTaken)
  const waits = useRef(paused)
  useEffect(() => {
    latest.current = editor
    taken.current = onTaken
    waits.current = paused
  })
  // The version on disk already reported as conflicting with unsaved changes: said once, not every few seconds.
  const told = useRef<string>(undefined)
  const busy = useRef(false)
  // A quiet look asked while another was under way (the form's own publish or sync just landed): that one is quiet
  // too, or its "dana changed …" would replace what the publish said.
  const hushed = useRef(false)
  const file = editor.editing && !editor.editing.create ? editor.editing.file : undefined

  const check = useCallback(
    async (quiet = false) => {
      const current = () => {
        const e = latest.current.editing
        return e && e.file === file && !e.create && !saving.current && !waits.current ? e : undefined
      }
      if (quiet) hushed.current = true
      if (!file || busy.current || !current()) return
      busy.current = true
      try {
        const state = await studio.fileState(file)
        if (state.hash === current()?.hash || state.hash === told.current) return
        const disk = await studio.open(file)
        const editing = current()
        if (!editing || disk.hash === editing.hash) return
        const { data, dirty } = latest.current
        // A file that stopped or started reading (a text editor's slip, or its fix): the form cannot merge it.
        if (disk.unreadable || editing.unreadable) {
          if (disk.unreadable && dirty) {
            told.current = disk.hash
            return say(
              'This file was changed elsewhere and now has a mistake to fix in a text editor: your changes stay in the form, but cannot be saved until it is fixed',
            )
          }
          latest.current.load(disk)
          taken.current(disk.unreadable ? undefined : { file, data: disk.data })
          return say(
            disk.unreadable
              ? 'This file was changed elsewhere and now has a mistake to fix in a text editor'
              : 'The file reads again: the form shows it',
          )
        }
        const took = (value: unknown) => {
          latest.current.takeDisk(disk, value)
          taken.current(value === disk.data ? { file, data: value } : undefined)
        }
        if (changedFields(editing.schema, editing.saved, disk.data) === 'nothing') return took(dirty ? data : disk.data)
        const fields = changedFields(editing.schema, editing.saved, disk.data)
        const what = whoChanged(disk.hash === state.hash ? state.by : { at: new Date().toISOString() }, fields)
        if (!dirty) {
          took(disk.data)
          if (!quiet && !hushed.current) say(`${what}: the form shows it now`)
          return
        }
        const merged = mergeData(editing.saved, disk.data, data)
        if (!merged.conflicts.length) {
          took(merged.data)
          say(`${what}: the form shows it, with your unsaved changes`)
        } else {
          told.current = disk.hash
          say(`${what}, and you changed it too: saving will ask which to keep`)
        }
      } catch {
        // The file is gone, or the studio cannot be reached: the next look tries again.
      } finally {
        busy.current = false
        hushed.current = false
      }
    },
    [file, saving, say],
  )

  useEffect(() => {
    if (!file) return
    told.current = undefined
    const look = () => void check()
    const id = window.setInterval(look, DISK_EVERY_MS)
    const shown = () => document.visibilityState === 'visible' && look()
    window.addEventListener('focus', look)
    document.addEventListener('visibilitychange', shown)
    return () => {
      window.clearInterval(id)
      window.removeEventListener('focus', look)
      document.removeEventListener('visibilitychange', shown)
    }
  }, [file, check])

  return check
}

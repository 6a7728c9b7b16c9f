import { createContext, useContext } from 'react'
import type { Path } from './fields/field-props.ts'

/**
 * What the fields tell the studio beyond the data they set. New items: a new item's problems wait until the editor
 * has filled it in (it is empty because it is new, not by mistake). Removals: the studio offers to undo them.
 */
export interface FormEvents {
  /** A new item (of a list, or an optional group) was added at `path`. */
  added: (path: Path) => void
  /** The editor changed the value at `path`: its problems show from now on. */
  touched: (path: Path) => void
  /** The items of the list at `path` moved, or one was removed or copied: its new ones are new no more. */
  reordered: (path: Path) => void
  /** Something was removed (`what`: "Question: Why us?"); the studio says so, with a way to undo it. */
  removed: (what: string) => void
}

export const FormEventsContext = createContext<FormEvents>({
  added() {},
  touched() {},
  reordered() {},
  removed() {},
})

export const useFormEvents = () => useContext(FormEventsContext)

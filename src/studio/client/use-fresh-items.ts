import { useCallback, useMemo, useState } from 'react'
import type { Path } from './fields/field-props.ts'
import type { FormEvents } from './form-events.ts'
import { pathText } from './schema-tools.ts'
import { problemsWait, within as inside } from './waiting-problems.ts'

interface State {
  file: string | undefined
  fresh: Path[]
  touched: Set<string>
}

const under = (path: Path, prefix: Path) => prefix.every((step, i) => path[i] === step)

/**
 * The new items of the open file and what the editor changed in them, for `waits`: the problems of a new item's
 * fields show once the editor changed that field, or once a save was tried (`reveal`). A new file is new as a whole.
 * Opening another file starts again.
 */
export function useFreshItems(editing: { file: string; create: boolean; saved: unknown } | undefined) {
  const file = editing?.file
  const start = useCallback(
    (f: string | undefined, create: boolean): State => ({ file: f, fresh: create ? [[]] : [], touched: new Set() }),
    [],
  )
  const create = editing?.create ?? false
  const [stored, setState] = useState<State>(() => start(file, create))
  // Until the first change in another file, its state is its start (the same object, so `waits` stays the same).
  const initial = useMemo(() => start(file, create), [file, create, start])
  const state = stored.file === file ? stored : initial
  const update = useCallback(
    (change: (s: State) => State) => setState((s) => change(s.file === file ? s : start(file, create))),
    [file, create, start],
  )
  const items: Omit<FormEvents, 'removed'> = useMemo(
    () => ({
      added: (path) =>
        update((s) => ({
          ...s,
          fresh: [...s.fresh, path],
          touched: new Set([...s.touched].filter((t) => !inside(t, pathText(path)))),
        })),
      touched: (path) =>
        update((s) => (s.touched.has(pathText(path)) ? s : { ...s, touched: new Set([...s.touched, pathText(path)]) })),
      reordered: (list) =>
        update((s) =>
          s.fresh.some((f) => f.length > list.length && under(f, list))
            ? { ...s, fresh: s.fresh.filter((f) => !(f.length > list.length && under(f, list))) }
            : s,
        ),
    }),
    [update],
  )
  const saved = editing?.saved
  const waits = useCallback(
    (path: string) => state.fresh.length > 0 && problemsWait(path, state.fresh, state.touched, saved),
    [state, saved],
  )
  return {
    items,
    /** Whether the problems at a data path wait: it is in a new item, and the editor has not changed it yet. */
    waits,
    /** A save was tried: every problem shows. */
    reveal: () => update((s) => (s.fresh.length ? { ...s, fresh: [] } : s)),
  }
}

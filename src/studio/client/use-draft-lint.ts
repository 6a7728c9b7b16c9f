import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Diagnostic } from '../../content/diagnostic.ts'
import type { OtherDiagnostic } from '../lint-scope.ts'
import { studio } from './studio-client.ts'
import type { Editor } from './use-editor.ts'

export type DraftLint = ReturnType<typeof useDraftLint>

/** A draft to send: the unsaved data of a file, numbered in the order asked. */
interface Draft {
  n: number
  file: string
  data: unknown
  create: boolean | undefined
  /** The file as saved, asked when it opens: its answer fetches no preview, and a failure says nothing. */
  quiet?: true
}

/**
 * The lint of the unsaved data, asked 300 ms after the last change. The server keeps that data as the preview's
 * draft, so `onDrafted` then has the preview fetch it again. The file's draft is discarded here too (`discard`), so a
 * draft still waiting is dropped first: sent after the discard, it would bring the discarded data back into the
 * preview.
 *
 * One draft is in flight at a time: a lint can take seconds (a long file, colleagues' drafts linted first), and the
 * data changed meanwhile is sent once it is answered, the newest only. An answer shows its lint only if no newer
 * draft was asked for since and the file is still the one open, so the fields never show an older lint over a newer
 * one; nor an error of a draft already replaced. A draft the server answers `superseded` (a newer one of the same
 * file, from another tab, is linted instead) changes nothing here.
 */
export function useDraftLint(
  { editing, data, dirty }: Pick<Editor, 'editing' | 'data' | 'dirty'>,
  onDrafted: () => void,
  onError: (message: string) => void,
) {
  const [diagnostics, setDiagnostics] = useState<Diagnostic[]>([])
  const [others, setOthers] = useState<OtherDiagnostic[]>([])
  const [closed, setClosed] = useState(false)
  const waiting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // The number of the newest draft asked for; the draft to send when the one in flight is answered.
  const asked = useRef(0)
  const next = useRef<Draft | undefined>(undefined)
  const sending = useRef(false)
  const open = useRef(editing?.file)
  const told = useRef({ onDrafted, onError })
  // New files saved since they were begun: a draft sent as new before the save and refused after it, the file
  // existing by then, is of data already saved.
  const created = useRef(new Set<string>())
  useEffect(() => {
    open.current = editing?.file
    told.current = { onDrafted, onError }
  })

  const send = useCallback((first: Draft) => {
    sending.current = true
    void (async () => {
      for (let draft: Draft | undefined = first; draft; draft = next.current) {
        next.current = undefined
        const current = () => draft!.n === asked.current && draft!.file === open.current
        try {
          const r = await studio.draft(draft.file, draft.data, draft.create)
          if ('superseded' in r) continue
          if (current()) {
            setDiagnostics(r.diagnostics)
            setOthers(r.others)
            setClosed(r.closed === true)
          }
          // The server keeps the text either way: the preview shows it.
          if (!draft.quiet) told.current.onDrafted()
        } catch (e) {
          if (current() && !draft.quiet && !(draft.create && created.current.has(draft.file)))
            told.current.onError((e as Error).message)
        }
      }
      sending.current = false
    })()
  }, [])

  const ask = useCallback(
    (draft: Omit<Draft, 'n'>) => {
      const numbered = { ...draft, n: ++asked.current }
      if (sending.current) next.current = numbered
      else send(numbered)
    },
    [send],
  )

  useEffect(() => {
    if (!editing || !dirty) return
    const timer = setTimeout(() => ask({ file: editing.file, data, create: editing.create }), 300)
    waiting.current = timer
    return () => clearTimeout(timer)
  }, [data, editing, dirty, ask])

  const problems = useMemo(() => {
    const m = new Map<string, Diagnostic[]>()
    const add = (path: string, d: Diagnostic) => m.set(path, [...(m.get(path) ?? []), d])
    for (const d of diagnostics) {
      add(d.path, d)
      // A field left out is named at its own place too, where the editor fills it in.
      for (const path of d.missing ?? [])
        add(path, { ...d, path, message: 'must be filled in', hint: d.missing!.length === 1 ? d.hint : undefined })
    }
    return m
  }, [diagnostics])

  return {
    diagnostics,
    others,
    /** Whether the open file, as the newest lint answered, is an entry closed on the public site. */
    closed,
    /** The open file's diagnostics by their data path, for the fields. */
    problems,
    /** Shows the lint a save (or its refusal) answered with: each list it holds. */
    show: (answer: { diagnostics?: Diagnostic[]; others?: OtherDiagnostic[] }) => {
      if (answer.diagnostics) setDiagnostics(answer.diagnostics)
      if (answer.others) setOthers(answer.others)
    },
    clear: () => {
      setDiagnostics([])
      setOthers([])
      setClosed(false)
    },
    /**
     * Shows the lint of `file` as saved (`data`, its form as opened): a file changed outside the studio (by hand, a
     * merge, a rule added since) can hold mistakes already, and the form marks them from the start, not from the
     * first edit. Sent as a draft that says what the file says, which the server lints and keeps no draft of.
     */
    saved: (file: string, data: unknown) => {
      setDiagnostics([])
      setOthers([])
      setClosed(false)
      ask({ file, data, create: undefined, quiet: true })
    },
    /** Records that `file`, begun as a new file, was saved: a refusal of a draft sent as new is then not shown. */
    created: (file: string) => void created.current.add(file),
    /** Drops `file`'s draft on the server, and the drafts waiting to be sent, if any are (see above). */
    discard: (file: string) => {
      clearTimeout(waiting.current)
      if (next.current?.file === file) next.current = undefined
      // An answer still on its way is of data now discarded.
      asked.current++
      return studio.discard(file)
    },
  }
}

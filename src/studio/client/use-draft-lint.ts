import { useEffect, useMemo, useRef, useState } from 'react'
import type { Diagnostic } from '../../content/diagnostic.ts'
import type { OtherDiagnostic } from '../lint-scope.ts'
import { studio } from './studio-client.ts'
import type { Editor } from './use-editor.ts'

export type DraftLint = ReturnType<typeof useDraftLint>

/**
 * The lint of the unsaved data, asked 300 ms after the last change. The server keeps that data as the preview's
 * draft, so `onDrafted` then has the preview fetch it again. Both callbacks must be stable (a state setter, a
 * useCallback): a new one restarts the wait. The file's draft is discarded here too (`discard`), so a draft still
 * waiting is dropped first: sent after the discard, it would bring the discarded data back into the preview.
 */
export function useDraftLint(
  { editing, data, dirty }: Pick<Editor, 'editing' | 'data' | 'dirty'>,
  onDrafted: () => void,
  onError: (message: string) => void,
) {
  const [diagnostics, setDiagnostics] = useState<Diagnostic[]>([])
  const [others, setOthers] = useState<OtherDiagnostic[]>([])
  const waiting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    if (!editing || !dirty) return
    const timer = setTimeout(() => {
      studio.draft(editing.file, data, editing.create).then(
        (r) => {
          setDiagnostics(r.diagnostics)
          setOthers(r.others)
          onDrafted()
        },
        (e: Error) => onError(e.message),
      )
    }, 300)
    waiting.current = timer
    return () => clearTimeout(timer)
  }, [data, editing, dirty, onDrafted, onError])

  const problems = useMemo(() => {
    const m = new Map<string, Diagnostic[]>()
    for (const d of diagnostics) m.set(d.path, [...(m.get(d.path) ?? []), d])
    return m
  }, [diagnostics])

  return {
    diagnostics,
    others,
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
    },
    /** Drops `file`'s draft on the server, and the draft waiting to be sent, if one is (see above). */
    discard: (file: string) => {
      clearTimeout(waiting.current)
      return studio.discard(file)
    },
  }
}

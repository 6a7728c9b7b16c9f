import { useCallback, useEffect, useEffectEvent, useRef } from 'react'

const PREFIX = 'form-draft:'

function read(key: string): Record<string, unknown> | undefined {
  try {
    const text = window.sessionStorage.getItem(PREFIX + key)
    const value: unknown = text ? JSON.parse(text) : undefined
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined // storage blocked (privacy mode) or a damaged entry: no draft
  }
}

function write(key: string, values: object | undefined): void {
  try {
    if (values) window.sessionStorage.setItem(PREFIX + key, JSON.stringify(values))
    else window.sessionStorage.removeItem(PREFIX + key)
  } catch {
    // storage blocked or full: the form works, the draft just does not outlive the page
  }
}

/**
 * Keeps what a visitor typed into a form for the browser session (sessionStorage, under `key`), so a reload or an
 * accidental navigation loses nothing. The draft is read after mount, so the server render and hydration see the
 * empty form and agree; `restore` then gets the saved text values whose names the form has. Values back at their
 * first state remove the draft; the returned function removes it at once (after a successful submit). Only text
 * values belong here: never a file.
 */
export function useDraft<T extends Record<string, string>>(
  key: string,
  values: T,
  restore: (saved: Partial<T>) => void,
): () => void {
  const initial = useRef<string | null>(null)
  const last = useRef<string | null>(null)
  const onRestore = useEffectEvent(restore)
  const names = useEffectEvent(() => Object.keys(values))

  useEffect(() => {
    const saved = read(key)
    if (!saved) return
    const known = new Set(names())
    const picked = Object.fromEntries(
      Object.entries(saved).filter(([name, value]) => known.has(name) && typeof value === 'string'),
    )
    onRestore(picked as Partial<T>)
  }, [key])

  useEffect(() => {
    const json = JSON.stringify(values)
    // The first render's values are the form's empty state: nothing typed yet, nothing to save.
    if (initial.current === null) initial.current = last.current = json
    if (json === last.current) return
    last.current = json
    write(key, json === initial.current ? undefined : values)
  }, [key, values])

  return useCallback(() => write(key, undefined), [key])
}

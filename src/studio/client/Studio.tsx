import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Diagnostic } from '../../content/diagnostic.ts'
import type { OtherDiagnostic } from '../lint-scope.ts'
import { LintSummary } from './LintSummary.tsx'
import { PreviewPane } from './PreviewPane.tsx'
import { SchemaField } from './fields/SchemaField.tsx'
import { StudioContext, type StudioContextValue } from './studio-context.ts'
import { studio, StudioError, type FileInfo, type FileList, type JsonSchema, type OpenFile } from './studio-client.ts'

interface Editing {
  file: string
  create: boolean
  schema: JsonSchema
  hash?: string
  /** The text on disk when it was opened (or last saved). */
  text: string
  saved: unknown
}
interface Conflict {
  message: string
  text: string
  hash: string
  data: unknown
}

const GROUPS: [string, (f: FileInfo) => boolean][] = [
  ['Pages', (f) => ['page', 'notFound', 'template'].includes(f.role)],
  ['Site', (f) => f.role === 'site'],
  ['Collections', (f) => f.role === 'collection' || f.role === 'entry'],
]

/** The studio: files on the left, the form in the middle, the real page on the right. */
export function Studio() {
  const [list, setList] = useState<FileList>({ files: [], routes: [], media: [] })
  const [query, setQuery] = useState('')
  const [editing, setEditing] = useState<Editing>()
  const [data, setData] = useState<unknown>()
  const [past, setPast] = useState<unknown[]>([])
  const [future, setFuture] = useState<unknown[]>([])
  const [diagnostics, setDiagnostics] = useState<Diagnostic[]>([])
  const [others, setOthers] = useState<OtherDiagnostic[]>([])
  const [status, setStatus] = useState('')
  const [conflict, setConflict] = useState<Conflict>()
  // Bumped whenever the unsaved state on the server changes, so the preview frame fetches it again.
  const [previewVersion, setPreviewVersion] = useState(0)
  const bumpPreview = () => setPreviewVersion((v) => v + 1)
  const [newEntry, setNewEntry] = useState({ collection: '', id: '' })
  const lastEdit = useRef({ at: 0 })
  // Where keyboard focus goes once the next render is on screen: the file's heading when a file opens, the conflict
  // panel when it appears, the summary when a save is refused.
  const focusNext = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!focusNext.current) return
    document.getElementById(focusNext.current)?.focus()
    focusNext.current = undefined
  })

  const refreshList = useCallback(() => studio.files().then(setList, (e: Error) => setStatus(e.message)), [])
  useEffect(() => void refreshList(), [refreshList])

  const dirty = editing !== undefined && JSON.stringify(data) !== JSON.stringify(editing.saved)

  const show = (f: OpenFile) => {
    setEditing({ file: f.file, create: false, schema: f.schema, hash: f.hash, text: f.text, saved: f.data })
    setData(f.data)
    setPast([])
    setFuture([])
    setDiagnostics([])
    setOthers([])
    setConflict(undefined)
    setStatus(`Opened ${f.file}`)
    focusNext.current = 'file-h'
  }
  const open = async (file: string) => {
    if (dirty && !window.confirm('Leave this file? Its unsaved changes will be lost.')) return
    if (editing && dirty) await studio.discard(editing.file).catch(() => undefined)
    try {
      show(await studio.open(file))
    } catch (e) {
      setStatus((e as Error).message)
    }
  }

  const change = (next: unknown) => {
    // Typing in one field is one step of undo, not one per key.
    const now = Date.now()
    if (now - lastEdit.current.at > 1000) setPast((p) => [...p, data])
    lastEdit.current.at = now
    setFuture([])
    setData(next)
  }
  const undo = () => {
    if (!past.length) return
    setFuture((f) => [data, ...f])
    setData(past[past.length - 1])
    setPast((p) => p.slice(0, -1))
    lastEdit.current.at = 0
  }
  const redo = () => {
    if (!future.length) return
    setPast((p) => [...p, data])
    setData(future[0])
    setFuture((f) => f.slice(1))
    lastEdit.current.at = 0
  }

  // The lint runs on the unsaved state as the editor types, and the preview shows it.
  useEffect(() => {
    if (!editing || !dirty) return
    const timer = setTimeout(() => {
      studio.draft(editing.file, data, editing.create).then(
        (r) => {
          setDiagnostics(r.diagnostics)
          setOthers(r.others)
          bumpPreview()
        },
        (e: Error) => setStatus(e.message),
      )
    }, 300)
    return () => clearTimeout(timer)
  }, [data, editing, dirty])

  const save = async (hash = editing?.hash) => {
    if (!editing) return
    // The server runs the lint on exactly what is saved and refuses with the reason: the list here may be a keystroke old.
    try {
      const r = await studio.save(editing.file, data, hash, editing.create)
      setEditing({ ...editing, create: false, hash: r.hash, text: r.text, saved: data })
      setDiagnostics(r.diagnostics)
      setOthers(r.others)
      setConflict(undefined)
      bumpPreview()
      setStatus(`Saved ${editing.file}`)
      if (editing.create) void refreshList()
    } catch (e) {
      if (e instanceof StudioError && e.status === 409 && e.body.text !== undefined)
        setConflict({ message: e.message, text: e.body.text, hash: e.body.hash!, data: e.body.data })
      else if (e instanceof StudioError && e.status === 422) focusNext.current = 'summary-h'
      if (e instanceof StudioError && e.status === 409) focusNext.current = 'conflict-h'
      if (e instanceof StudioError && e.body.diagnostics) setDiagnostics(e.body.diagnostics)
      if (e instanceof StudioError && e.body.others) setOthers(e.body.others)
      setStatus((e as Error).message)
    }
  }

  const discard = async () => {
    if (!editing) return
    await studio.discard(editing.file).catch(() => undefined)
    bumpPreview()
    change(editing.saved)
    setDiagnostics([])
    setOthers([])
    setStatus('Changes discarded')
  }

  const createEntry = async () => {
    const { collection, id } = newEntry
    if (!/^[a-z0-9][a-z0-9-]*$/.test(id))
      return setStatus('Give the new entry a name of lowercase letters, digits and hyphens.')
    const sample = list.files.find((f) => f.role === 'entry' && f.file.startsWith(`pages/_collections/${collection}/`))
    if (!sample) return
    const f = await studio.open(sample.file)
    const example = f.schema.examples?.[0] ?? f.data
    const file = `pages/_collections/${collection}/${id}.yaml`
    setEditing({ file, create: true, schema: f.schema, text: '', saved: undefined })
    setData(structuredClone(example))
    setPast([])
    setFuture([])
    setStatus(`New entry ${file}: fill it in and save to create the file.`)
    focusNext.current = 'file-h'
  }

  // /_studio?file=pages/index.yaml (the summary's links to other files) opens that file.
  const [asked] = useState(() => new URLSearchParams(window.location.search).get('file'))
  useEffect(() => {
    if (asked) void studio.open(asked).then(show, (e: Error) => setStatus(e.message))
  }, [asked])

  // A tab closed with unsaved changes takes its draft with it, so the preview of other studio tabs goes back to the disk.
  useEffect(() => {
    if (!editing || !dirty) return
    const onHide = () => void studio.discard(editing.file, true).catch(() => undefined)
    window.addEventListener('pagehide', onHide)
    return () => window.removeEventListener('pagehide', onHide)
  }, [editing, dirty])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return
      const inText = e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement
      if (e.key === 's') {
        e.preventDefault()
        void save()
      } else if (e.key === 'z' && !inText) {
        e.preventDefault()
        if (e.shiftKey) redo()
        else undo()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  const problems = useMemo(() => {
    const m = new Map<string, Diagnostic[]>()
    for (const d of diagnostics) m.set(d.path, [...(m.get(d.path) ?? []), d])
    return m
  }, [diagnostics])
  const context: StudioContextValue = useMemo(
    () => ({
      routes: list.routes,
      media: list.media,
      problems,
      upload: async (f: File) => {
        const bytes = new Uint8Array(await f.arrayBuffer())
        let binary = ''
        for (const b of bytes) binary += String.fromCharCode(b)
        const name = f.name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-')
        const r = await studio.upload(`uploads/${name}`, btoa(binary))
        void refreshList()
        return r.src
      },
    }),
    [list, problems, refreshList],
  )

  const q = query.trim().toLowerCase()
  const shown = list.files.filter((f) => !q || [f.title, f.route, f.file].some((s) => s?.toLowerCase().includes(q)))
  const folders = [...new Set(list.files.filter((f) => f.role === 'entry').map((f) => f.file.split('/')[2]!))]
  const info = list.files.find((f) => f.file === editing?.file)
  const previewRoute =
    info?.route && !info.route.includes(':')
      ? info.route
      : info?.role === 'entry'
        ? (list.routes.find((r) =>
            r.endsWith(
              '/' +
                info.file
                  .split('/')
                  .pop()!
                  .replace(/\.yaml$/, ''),
            ),
          ) ?? '/')
        : '/'

  return (
    <StudioContext.Provider value={context}>
      <a className="skip" href="#editor">
        Skip to the editor
      </a>
      <header className="studio-bar">
        <h1>Studio</h1>
        <p role="status" aria-live="polite" className="status">
          {status}
        </p>
      </header>
      <div className="studio">
        <nav aria-label="Content files" className="files">
          <label htmlFor="search">Search by title or route</label>
          <input id="search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          {GROUPS.map(([group, test]) => (
            <section key={group} aria-labelledby={`g-${group}`}>
              <h2 id={`g-${group}`}>{group}</h2>
              <ul>
                {shown.filter(test).map((f) => (
                  <li key={f.file}>
                    <button
                      type="button"
                      aria-current={f.file === editing?.file ? 'true' : undefined}
                      onClick={() => void open(f.file)}
                    >
                      <span className="title">{f.title ?? f.file.replace(/^pages\//, '')}</span>
                      <span className="route">{f.route ?? f.file.replace(/^pages\//, '')}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <form
            className="new-entry"
            onSubmit={(e) => {
              e.preventDefault()
              void createEntry()
            }}
          >
            <h2>New collection entry</h2>
            <label htmlFor="new-collection">Collection</label>
            <select
              id="new-collection"
              value={newEntry.collection}
              onChange={(e) => setNewEntry({ ...newEntry, collection: e.target.value })}
            >
              <option value="">Choose…</option>
              {folders.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
            <label htmlFor="new-id">File name (becomes its URL)</label>
            <input id="new-id" value={newEntry.id} onChange={(e) => setNewEntry({ ...newEntry, id: e.target.value })} />
            <button type="submit" disabled={!newEntry.collection}>
              Create entry
            </button>
          </form>
        </nav>
        <main id="editor" className="editor" tabIndex={-1}>
          {!editing ? (
            <p>Choose a page, the site file or a collection on the left.</p>
          ) : (
            <>
              <div className="toolbar" role="toolbar" aria-label="File">
                <h2 id="file-h" tabIndex={-1}>
                  {editing.file}
                </h2>
                <button type="button" onClick={undo} disabled={!past.length} aria-keyshortcuts="Control+Z">
                  Undo
                </button>
                <button type="button" onClick={redo} disabled={!future.length} aria-keyshortcuts="Control+Shift+Z">
                  Redo
                </button>
                <button type="button" onClick={() => void discard()} disabled={!dirty}>
                  Discard changes
                </button>
                <button type="button" className="primary" onClick={() => void save()} aria-keyshortcuts="Control+S">
                  Save
                </button>
              </div>
              {conflict && (
                <ConflictPanel
                  conflict={conflict}
                  mine={editing.text}
                  onOverwrite={() => void save(conflict.hash)}
                  onTakeTheirs={() => {
                    setEditing({ ...editing, hash: conflict.hash, text: conflict.text, saved: conflict.data })
                    setData(conflict.data)
                    setConflict(undefined)
                    setStatus('Loaded the version on disk')
                    focusNext.current = 'file-h'
                  }}
                />
              )}
              <LintSummary own={diagnostics} others={others} />
              <form className="form" onSubmit={(e) => e.preventDefault()} aria-label={`Fields of ${editing.file}`}>
                <SchemaField name="" schema={editing.schema} value={data} path={[]} required onChange={change} />
              </form>
            </>
          )}
        </main>
        <PreviewPane route={previewRoute} version={previewVersion} />
      </div>
    </StudioContext.Provider>
  )
}

function ConflictPanel({
  conflict,
  mine,
  onOverwrite,
  onTakeTheirs,
}: {
  conflict: Conflict
  mine: string
  onOverwrite: () => void
  onTakeTheirs: () => void
}) {
  const a = mine.split('\n')
  const b = conflict.text.split('\n')
  const lines = b.flatMap((line, i) => (line === a[i] ? [] : [`line ${i + 1}: ${line}`]))
  return (
    <section className="conflict" role="alert" aria-labelledby="conflict-h">
      <h3 id="conflict-h" tabIndex={-1}>
        {conflict.message}
      </h3>
      <p>Lines that differ on disk from the version you opened:</p>
      <pre>{lines.slice(0, 20).join('\n') || '(only line breaks differ)'}</pre>
      <button type="button" onClick={onTakeTheirs}>
        Load the version on disk (lose my changes)
      </button>
      <button type="button" onClick={onOverwrite}>
        Save mine over it
      </button>
    </section>
  )
}

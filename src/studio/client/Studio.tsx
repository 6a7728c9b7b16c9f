import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import { ConflictPanel } from './ConflictPanel.tsx'
import { FileBrowser } from './FileBrowser.tsx'
import { FileToolbar } from './FileToolbar.tsx'
import { goToField } from './go-to-field.ts'
import type { Path } from './fields/field-props.ts'
import { SchemaField } from './fields/SchemaField.tsx'
import { LintSummary } from './LintSummary.tsx'
import { NewEntryForm } from './NewEntryForm.tsx'
import { PreviewPane } from './PreviewPane.tsx'
import { PublishPanel } from './PublishPanel.tsx'
import { SignedIn } from './SignedIn.tsx'
import { previewRoute } from './preview-route.ts'
import { studio, type JsonSchema, type OpenFile } from './studio-client.ts'
import { StudioContext, type StudioContextValue } from './studio-context.ts'
import { uploadImage } from './upload-image.ts'
import { useDiscardOnLeave } from './use-discard-on-leave.ts'
import { useDraftLint } from './use-draft-lint.ts'
import { useEditor } from './use-editor.ts'
import { useFileList } from './use-file-list.ts'
import { useFormSchema } from './use-form-schema.ts'
import { useFocusNext } from './use-focus-next.ts'
import { useSave } from './use-save.ts'
import { useShortcuts } from './use-shortcuts.ts'
import { StudioTabs } from './StudioTabs.tsx'
import { useWarnBeforeLeaving } from './use-warn-before-leaving.ts'
import { usePreviewLink } from './use-preview-link.ts'
import { presenceLine } from './presence-line.ts'
import { usePresence } from './use-presence.ts'
import { useSync } from './use-sync.ts'
import { counted } from '../../lib/counted.ts'
import { singular } from '../../lib/singular.ts'

/** The path of the file's whole data (one array, so the top field's props stay equal between renders). */
const ROOT: Path = []

/** A new file's name before the list knows it: its file name in words. */
const newLabel = (file: string) =>
  file
    .replace(/^.*\//, '')
    .replace(/\.yaml$/, '')
    .replace(/-/g, ' ')

/** The title written in a file's data, if any. */
const titleOf = (data: unknown) => {
  const title = (data as { title?: unknown } | null)?.title
  return typeof title === 'string' && title.trim() ? title.trim() : undefined
}

/** The studio: files on the left, the form in the middle, the real page on the right. */
export function Studio() {
  const focusNext = useFocusNext()
  const [status, setStatus] = useState('')
  // Bumped whenever the unsaved state on the server changes, so the preview frame fetches it again.
  const [previewVersion, setPreviewVersion] = useState(0)
  const bumpPreview = useCallback(() => setPreviewVersion((v) => v + 1), [])
  const { list, refresh: refreshList } = useFileList(setStatus)
  const editor = useEditor()
  const { editing, data, dirty } = editor
  // Files by the names the editor knows them by ("Home"; a new one by the title typed so far): the status and
  // notices say no file path.
  const labelOfFile = (file: string) =>
    list.files.find((f) => f.file === file)?.label ??
    (file === editing?.file ? titleOf(data) : undefined) ??
    newLabel(file)
  const lint = useDraftLint(editor, bumpPreview, setStatus)
  const { save, conflict, takeTheirs, clearConflict } = useSave({
    editor,
    lint,
    say: setStatus,
    labelOf: labelOfFile,
    focusNext,
    onSaved: (created) => {
      setUploads([])
      bumpPreview()
      if (created) void refreshList()
    },
  })

  const show = (f: OpenFile) => {
    editor.load(f)
    lint.clear()
    clearConflict()
    setStatus(`Opened ${labelOfFile(f.file)}`)
    focusNext('file-h')
  }
  const open = async (file: string) => {
    if (dirty && !window.confirm('Leave this file? Its unsaved changes will be lost.')) return
    if (editing && dirty) await lint.discard(editing.file).catch(() => undefined)
    try {
      show(await studio.open(file))
    } catch (e) {
      setStatus((e as Error).message)
    }
  }
  const begin = (file: string, schema: JsonSchema, start: unknown) => {
    editor.begin(file, schema, start)
    const collection = /^pages\/_collections\/([^/]+)\//.exec(file)?.[1]
    const name = titleOf(start) ?? newLabel(file)
    setStatus(`New ${collection ? singular(collection) : 'page'} “${name}”: fill it in, then save to create it.`)
    focusNext('file-h')
  }
  // Images uploaded since the file was opened or saved: a discard removes those nothing names any more.
  const [uploads, setUploads] = useState<string[]>([])
  const discard = async () => {
    if (!editing) return
    await lint.discard(editing.file).catch(() => undefined)
    const removed = (await Promise.all(uploads.map((src) => studio.forgetUpload(src).catch(() => undefined)))).filter(
      (r) => r?.removed,
    ).length
    setUploads([])
    if (removed) void refreshList()
    bumpPreview()
    editor.change(editing.saved)
    lint.clear()
    setStatus(
      removed
        ? `Changes discarded, and the image${removed === 1 ? '' : 's'} uploaded for them removed`
        : 'Changes discarded',
    )
  }

  const rename = async () => {
    if (!editing) return
    const current = editing.file.replace(/^.*\//, '').replace(/\.yaml$/, '')
    const to = window.prompt('New address (lowercase letters, digits and hyphens):', current)?.trim()
    if (!to || to === current) return
    try {
      const r = await studio.rename(editing.file, to)
      await refreshList()
      show(await studio.open(r.file))
      setStatus(
        `Renamed to ${to}` +
          (r.changed ? `; links in ${r.changed} other file${r.changed === 1 ? '' : 's'} follow it` : '') +
          (r.diagnostics.length ? `; ${counted(r.diagnostics.length, 'problem')} to look at` : ''),
      )
    } catch (e) {
      setStatus((e as Error).message)
    }
  }

  // /_studio?file=pages/index.yaml (the summary's links to other files) opens that file; &field=sections[0].heading
  // (a refused publish's links) then moves to that field.
  const [asked] = useState(() => {
    const q = new URLSearchParams(window.location.search)
    return { file: q.get('file'), field: q.get('field') }
  })
  const showAsked = useEffectEvent(show)
  const fieldAsked = useRef<string | null>(null)
  useEffect(() => {
    if (asked.file)
      void studio.open(asked.file).then(
        (f) => {
          fieldAsked.current = asked.field
          showAsked(f)
        },
        (e: Error) => setStatus(e.message),
      )
  }, [asked])
  useEffect(() => {
    if (!fieldAsked.current || !editing) return
    goToField(fieldAsked.current)
    fieldAsked.current = null
  }, [editing])

  useDiscardOnLeave(editing?.file, dirty)
  const others = usePresence(editing && !editing.create ? editing.file : undefined)
  useWarnBeforeLeaving(dirty)
  const label = editing ? labelOfFile(editing.file) : undefined
  useEffect(() => {
    document.title = label ? `${dirty ? '• ' : ''}${label} — Studio` : 'Studio'
  }, [label, dirty])
  // Files that changed under the studio (others' changes that arrived, a discard, a restore): the list learns them,
  // and the open file reloads when it has no unsaved change (else the editor is told; a save then shows both).
  const [publishing, setPublishing] = useState(false)
  const filesChanged = async (files: string[]) => {
    void refreshList()
    bumpPreview()
    if (!editing || !files.includes(editing.file)) return
    if (dirty)
      return setStatus(`${labelOfFile(editing.file)} changed on the shared site: saving will show both versions`)
    try {
      editor.load(await studio.open(editing.file))
      lint.clear()
    } catch {
      // The file is gone (a new one discarded): nothing to show.
    }
  }
  useSync((files) => {
    setStatus(`Arrived from the shared site: ${files.map(labelOfFile).join(', ')}`)
    void filesChanged(files)
  })

  // The bar says what is true now: an undo after a save is unsaved again; a refusal goes once its problems are fixed.
  const errors = lint.diagnostics.filter((d) => d.severity === 'error').length + lint.others.length
  const shownStatus =
    dirty && status.startsWith('Saved')
      ? 'Unsaved changes'
      : status.startsWith('Not saved') && errors === 0
        ? 'The problems are fixed: ready to save'
        : status
  const [view, setView] = useState<'files' | 'edit' | 'preview'>('files')
  usePreviewLink(useCallback(() => setView('edit'), []))
  useShortcuts({ save, undo: editor.undo, redo: editor.redo })

  const { problems } = lint
  // An entry's id or slug that only repeats its file name is no field of its form.
  const formSchema = useFormSchema(editing?.schema, editing?.file, data)
  const context: StudioContextValue = useMemo(
    () => ({
      routes: list.routes,
      media: list.media,
      // A new entry shows no problem before the editor changes something: it is empty because it is new.
      problems: editing?.create && !editor.touched ? new Map() : problems,
      upload: async (f: File) => {
        const src = await uploadImage(f)
        setUploads((list) => [...list, src])
        void refreshList()
        return src
      },
    }),
    [list, problems, refreshList, editing?.create, editor.touched],
  )

  return (
    <StudioContext.Provider value={context}>
      <div className="studio-shell">
        <a className="skip" href="#editor">
          Skip to the editor
        </a>
        <header className="studio-bar">
          <h1>Studio</h1>
          <button
            type="button"
            className="studio-bar__publish"
            aria-pressed={publishing}
            onClick={() => {
              setPublishing((p) => !p)
              setView('edit')
              focusNext(publishing ? 'file-h' : 'publish-h')
            }}
          >
            Changes and publishing
          </button>
          <SignedIn />
          <p role="status" aria-live="polite" className="status">
            {shownStatus}
          </p>
        </header>
        <StudioTabs view={view} onView={setView} dirty={dirty} />
        <div className="studio" data-view={view}>
          <FileBrowser
            files={list.files}
            current={editing?.file}
            dirty={dirty}
            onOpen={(file) => {
              setView('edit')
              setPublishing(false)
              void open(file)
            }}
          >
            <NewEntryForm
              files={list.files}
              onBegin={(...args) => {
                setView('edit')
                setPublishing(false)
                begin(...args)
              }}
              onRefuse={setStatus}
            />
          </FileBrowser>
          <main id="editor" className="editor" tabIndex={-1}>
            {publishing ? (
              <PublishPanel
                say={setStatus}
                unsaved={dirty ? (label ?? editing?.file) : undefined}
                labelOf={labelOfFile}
                onFilesChanged={(files) => void filesChanged(files)}
              />
            ) : !editing ? (
              <p>Choose a page, the site file or a collection on the left.</p>
            ) : (
              <>
                <FileToolbar
                  label={label ?? editing.file}
                  file={editing.file}
                  canUndo={editor.canUndo}
                  canRedo={editor.canRedo}
                  dirty={dirty}
                  onUndo={editor.undo}
                  onRedo={editor.redo}
                  onDiscard={() => void discard()}
                  onRename={
                    /^pages\/_collections\/[^/]+\/[^/]+\.yaml$/.test(editing.file) && !editing.create
                      ? () => void rename()
                      : undefined
                  }
                  onSave={() => void save()}
                />
                {others.length > 0 && (
                  <p className="presence" role="status">
                    {presenceLine(others)}: your changes and theirs are kept apart until saved, and a save never
                    overwrites theirs.
                  </p>
                )}
                {conflict && (
                  <ConflictPanel
                    conflict={conflict}
                    mine={editing.text}
                    onOverwrite={() => void save(conflict.hash)}
                    onTakeTheirs={takeTheirs}
                  />
                )}
                {!(editing.create && !editor.touched) && (
                  <LintSummary
                    own={lint.diagnostics}
                    others={lint.others}
                    schema={editing.schema}
                    data={data}
                    label={labelOfFile(editing.file)}
                    labelOf={labelOfFile}
                  />
                )}
                <form
                  // A form of its own for each file: nothing typed, uploaded or unfolded for one shows in the next.
                  key={editing.file}
                  className="form"
                  onSubmit={(e) => e.preventDefault()}
                  aria-label={`Fields of ${labelOfFile(editing.file)}`}
                >
                  <SchemaField
                    name=""
                    schema={formSchema ?? editing.schema}
                    value={data}
                    path={ROOT}
                    required
                    setAt={editor.changeAt}
                  />
                </form>
              </>
            )}
          </main>
          <PreviewPane
            route={previewRoute(list, editing?.file)}
            version={previewVersion}
            incomplete={lint.diagnostics.some((d) => d.severity === 'error')}
          />
        </div>
      </div>
    </StudioContext.Provider>
  )
}

import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react'
import { ConflictPanel } from './ConflictPanel.tsx'
import { DeletePanel } from './DeletePanel.tsx'
import { LiveLink } from './LiveLink.tsx'
import { FileBrowser } from './FileBrowser.tsx'
import { FileToolbar } from './FileToolbar.tsx'
import { UnreadableFile } from './UnreadableFile.tsx'
import { typedAddress } from './typed-names.ts'
import { goToField } from './go-to-field.ts'
import type { Path } from './fields/field-props.ts'
import { SchemaField } from './fields/SchemaField.tsx'
import { LintSummary } from './LintSummary.tsx'
import { MediaView } from './MediaView.tsx'
import { getAt } from './fields/get-at.ts'
import { newEntryHeading } from './new-entry-heading.ts'
import { NewEntryForm } from './NewEntryForm.tsx'
import { PreviewPane } from './PreviewPane.tsx'
import { ScheduleNote } from './schedule/ScheduleNote.tsx'
import { ProposalNotice } from './ProposalNotice.tsx'
import { PublishPanel } from './PublishPanel.tsx'
import { SignedIn } from './SignedIn.tsx'
import { signedIn } from './signed-in.ts'
import { canPublish } from '../team/roles.ts'
import { SiteView } from './SiteView.tsx'
import { InboxView } from './InboxView.tsx'
import { inboxForms } from './inbox-client.ts'
import { siteLive } from './site-live.ts'
import { buildNews } from './build-news.ts'
import { useWatchedBuild } from './use-watched-build.ts'
import { previewRoute } from './preview-route.ts'
import { studio, type JsonSchema, type OpenFile } from './studio-client.ts'
import { StudioContext, type StudioContextValue } from './studio-context.ts'
import { uploadImage } from './upload-image.ts'
import { useDiscardOnLeave } from './use-discard-on-leave.ts'
import { useDiskChanges } from './use-disk-changes.ts'
import { useDraftLint } from './use-draft-lint.ts'
import { useEditor } from './use-editor.ts'
import { useFileList } from './use-file-list.ts'
import { useNewEntryAddress } from './use-new-entry-address.ts'
import { useFormSchema } from './use-form-schema.ts'
import { FormEventsContext, type FormEvents } from './form-events.ts'
import { UndoNotice } from './UndoNotice.tsx'
import { useFreshItems } from './use-fresh-items.ts'
import { useUndoNotice } from './use-undo-notice.ts'
import { useFocusNext } from './use-focus-next.ts'
import { useSave } from './use-save.ts'
import { useShortcuts } from './use-shortcuts.ts'
import { StudioTabs } from './StudioTabs.tsx'
import { useWarnBeforeLeaving } from './use-warn-before-leaving.ts'
import { usePreviewLink } from './use-preview-link.ts'
import { presenceLine } from './presence-line.ts'
import { usePresence } from './use-presence.ts'
import { ownProposalOf, proposalCount, useProposals } from './use-proposals.ts'
import { useSync } from './use-sync.ts'
import { counted } from '../../lib/counted.ts'
import { fileRole } from '../../content/routes.ts'
import { LanguageSwitch } from './LanguageSwitch.tsx'
import { TranslationsView } from './TranslationsView.tsx'
import { TranslationViewContext, type TranslationView } from './translation-view.ts'
import { CHECKED } from '../translate/checked-key.ts'

/** The path of the file's whole data (one array, so the top field's props stay equal between renders). */
const ROOT: Path = []

/** The panels a bar button shows in place of the form. */
type Panel = 'publish' | 'media' | 'site' | 'inbox' | 'translations'
/** The heading each panel's button moves the focus to. */
const PANEL_HEADING: Record<Panel, string> = {
  publish: 'publish-h',
  media: 'media-h',
  site: 'site-h',
  inbox: 'inbox-h',
  translations: 'translations-h',
}

/** A bar button that opens its view in place of the form (pressed while open), or closes it. */
function ViewButton({
  view,
  open,
  onToggle,
  children,
}: {
  view: Panel
  open: Panel | undefined
  onToggle: (view: Panel) => void
  children: ReactNode
}) {
  return (
    <button type="button" className="studio-bar__view" aria-pressed={open === view} onClick={() => onToggle(view)}>
      {children}
    </button>
  )
}

/** What the studio asks before another file replaces the form's unsaved changes. */
const LEAVE = 'Leave this file? Its unsaved changes will be lost.'

/** The studio: files on the left, the form in the middle, the real page on the right. */
export function Studio() {
  const focusNext = useFocusNext()
  const [status, setStatus] = useState('')
  // The open file's delete panel: what links to it, then a confirmation (a change to publish, undone by Discard).
  const [deleting, setDeleting] = useState(false)
  // Bumped whenever the unsaved state on the server changes, so the preview frame fetches it again.
  const [previewVersion, setPreviewVersion] = useState(0)
  const bumpPreview = useCallback(() => setPreviewVersion((v) => v + 1), [])
  const { list, listed, refresh: refreshList } = useFileList(setStatus)
  const editor = useEditor()
  const { editing, data, dirty } = editor
  // Files by the names the editor knows them by ("Home"; a new one by the title typed so far): the status and
  // notices say no file path.
  const labelOfFile = (file: string): string => {
    // A translation by its original's name and its language: "Home (Español)".
    const role = fileRole(file)
    const language = editing?.languages?.find((l) => l.file === file)?.name
    if (role.role === 'translation' && language) return `${labelOfFile(role.of)} (${language})`
    return (
      list.files.find((f) => f.file === file)?.label ?? newEntryHeading(file, file === editing?.file ? data : undefined)
    )
  }
  const lint = useDraftLint(editor, bumpPreview, setStatus)
  const fresh = useFreshItems(editing)
  const {
    save: saveNow,
    saving,
    conflict,
    settle,
    clearConflict,
  } = useSave({
    editor,
    lint,
    say: setStatus,
    labelOf: labelOfFile,
    focusNext,
    onSaved: (created) => {
      // A translation saved records what it translated: which fields are stale now.
      if (editing?.translation)
        void studio.open(editing.file).then(
          (f) => editor.retranslated(f.translation),
          () => undefined,
        )
      setUploads([])
      bumpPreview()
      if (created && editing) lint.created(editing.file)
      if (created) void refreshList()
    },
  })
  // A removal acts at once and offers Undo (no question asked first); a save tried shows every problem.
  const notice = useUndoNotice(data, editor.undo, setStatus)
  const { tell } = notice
  const events: FormEvents = useMemo(
    () => ({ ...fresh.items, removed: (what) => tell(`Removed ${what}.`) }),
    [fresh.items, tell],
  )
  const save = (...args: Parameters<typeof saveNow>) => {
    fresh.reveal()
    return saveNow(...args)
  }

  const checkDisk = useDiskChanges(
    editor,
    saving,
    setStatus,
    (saved) => {
      if (saved) lint.saved(saved.file, saved.data)
      else lint.clear()
      bumpPreview()
    },
    conflict !== undefined,
  )

  const show = (f: OpenFile) => {
    editor.load(f)
    if (f.unreadable) lint.clear()
    else lint.saved(f.file, f.data)
    clearConflict()
    setDeleting(false)
    setStatus(
      f.unreadable
        ? `${labelOfFile(f.file)} has a mistake to fix in a text editor before the studio can show it`
        : `Opened ${labelOfFile(f.file)}`,
    )
    focusNext('file-h')
  }
  // The data as it is now, for a field that reads beside itself (an image chosen in the library fills in its alt),
  // and for what an answer on its way finds when it comes; whether that data is unsaved.
  const latest = useRef(data)
  const dirtyNow = useRef(dirty)
  useEffect(() => {
    latest.current = data
    dirtyNow.current = dirty
  })
  const open = async (file: string) => {
    if (dirty && !window.confirm(LEAVE)) return
    if (editing && dirty) await lint.discard(editing.file).catch(() => undefined)
    const chosen = latest.current
    try {
      const f = await studio.open(file)
      // Typed into the form while the file was on its way (a slow server): not thrown away without asking.
      if (latest.current !== chosen && dirtyNow.current) {
        if (!window.confirm(LEAVE)) return
        if (editing) await lint.discard(editing.file).catch(() => undefined)
      }
      show(f)
    } catch (e) {
      setStatus((e as Error).message)
    }
  }
  const begin = (file: string, schema: JsonSchema, start: unknown, follows: boolean) => {
    editor.begin(file, schema, start, follows)
    lint.clear()
    // Not its address, which follows its title from now on.
    setStatus(`${newEntryHeading(file, undefined)}: fill it in, then save to create it.`)
    focusNext('file-h')
  }
  // Images uploaded since the file was opened or saved: a discard removes those nothing names any more.
  const [uploads, setUploads] = useState<string[]>([])
  const discard = async () => {
    if (!editing) return
    await lint.discard(editing.file).catch(() => undefined)
    const discarded = label
    const removed = (await Promise.all(uploads.map((src) => studio.forgetUpload(src).catch(() => undefined)))).filter(
      (r) => r?.removed,
    ).length
    setUploads([])
    if (removed) void refreshList()
    bumpPreview()
    lint.clear()
    const images = removed ? `, and the image${removed === 1 ? '' : 's'} uploaded for it removed` : ''
    // A new file discarded is gone: nothing of it stays open, nor in the preview.
    if (editing.create) {
      editor.close()
      setStatus(`Discarded the new “${discarded}”${images}`)
      return
    }
    // The images removed cannot come back: no Undo then.
    if (removed) setStatus(`Changes discarded${images}`)
    else tell('Changes discarded')
    editor.change(editing.saved)
    lint.saved(editing.file, editing.saved)
  }

  // A translation not written yet: its original's form, every field the original's, saved as a new file.
  const translate = async (lang: string) => {
    if (!editing) return
    if (dirty && !window.confirm(LEAVE)) return
    if (dirty) await lint.discard(editing.file).catch(() => undefined)
    try {
      const t = await studio.translate(editing.file, lang)
      const original = labelOfFile(editing.file)
      editor.begin(t.file, t.schema, t.data, false, { languages: t.languages, translation: t.translation })
      lint.clear()
      clearConflict()
      setDeleting(false)
      setStatus(
        `${original} in ${t.translation.name}: write each field’s ${t.translation.name} beside the ` +
          `${t.translation.from}, then save to create it.`,
      )
      focusNext('file-h')
    } catch (e) {
      setStatus((e as Error).message)
    }
  }

  // What was typed into a rename that was refused: offered again, not the old address.
  const renameTyped = useRef<string>(undefined)
  const rename = async () => {
    if (!editing) return
    const current = editing.file.replace(/^.*\//, '').replace(/\.yaml$/, '')
    const typed = window.prompt('New address (lowercase letters, digits and hyphens):', renameTyped.current ?? current)
    if (typed === null) return
    // Words as an address, as a new entry's: "Senior DevOps Engineer" → senior-devops-engineer.
    const to = typedAddress(typed.trim(), false).replace(/^-+|-+$/g, '')
    if (!to || to === current) return
    renameTyped.current = typed
    try {
      const r = await studio.rename(editing.file, to)
      renameTyped.current = undefined
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

  const deleted = async (what: string, changed: number) => {
    if (!editing) return
    await lint.discard(editing.file).catch(() => undefined)
    setDeleting(false)
    editor.close()
    lint.clear()
    void refreshList()
    bumpPreview()
    const moved = changed
      ? `; the links to it in ${changed === 1 ? 'one other page' : `${changed} other pages`} follow`
      : ''
    setStatus(`${what} deleted${moved}: Changes lists it until you publish, and Discard there brings it back`)
  }

  // /_studio?file=pages/index.yaml (the summary's links to other files) opens that file; &field=sections[0].heading
  // (a refused publish's links) then moves to that field.
  const [asked] = useState(() => {
    const q = new URLSearchParams(window.location.search)
    return { file: q.get('file'), field: q.get('field') }
  })
  const showAsked = useEffectEvent(show)
  const fieldAsked = useRef<string | null>(null)
  // Once the list came, so that the status names the file as the list does.
  useEffect(() => {
    if (asked.file && listed)
      void studio.open(asked.file).then(
        (f) => {
          fieldAsked.current = asked.field
          showAsked(f)
        },
        (e: Error) => setStatus(e.message),
      )
  }, [asked, listed])
  useEffect(() => {
    if (!fieldAsked.current || !editing) return
    goToField(fieldAsked.current)
    fieldAsked.current = null
  }, [editing])
  // The address names the file open (and only it), so a reload or a copied address opens it again; a new file,
  // not written yet, has none to name.
  const shownFile = editing && !editing.create ? editing.file : undefined
  const addressed = useRef(asked.file ?? undefined)
  useEffect(() => {
    if (shownFile === addressed.current) return
    addressed.current = shownFile
    const url = new URL(window.location.href)
    url.search = shownFile ? `?file=${encodeURIComponent(shownFile)}` : ''
    window.history.replaceState(window.history.state, '', url)
  }, [shownFile])

  useDiscardOnLeave(editing?.file, dirty)
  const others = usePresence(editing && !editing.create ? editing.file : undefined)
  useWarnBeforeLeaving(dirty)
  // A file not in the list yet (a new one) is called by its title as typed.
  const label = editing ? labelOfFile(editing.file) : undefined
  useNewEntryAddress(editor, lint, list.files)
  useEffect(() => {
    document.title = label ? `${dirty ? '• ' : ''}${label} — Studio` : 'Studio'
  }, [label, dirty])
  // The Site view (recent builds and the schedule), when the studio runs inside the server that builds the site.
  const [live] = useState(() => siteLive() !== undefined)
  const [publisher] = useState(() => canPublish(signedIn()?.role))
  // The Inbox view, for whoever sees some form of it; /_studio/?inbox=ID (the notification mail's link) opens it there.
  const [inboxAllowed] = useState(() => inboxForms().length > 0)
  const [inboxAsked, setInboxAsked] = useState(
    () => new URLSearchParams(window.location.search).get('inbox') || undefined,
  )
  // The panel shown in place of the form, if any: one at a time.
  const [panel, setPanel] = useState<Panel | undefined>(() =>
    inboxAllowed && inboxAsked !== undefined ? 'inbox' : undefined,
  )
  /** A bar button: opens its panel (its heading takes the focus), or closes it back to the form. */
  const togglePanel = (shown: Panel) => {
    const closing = panel === shown
    setPanel(closing ? undefined : shown)
    setView('edit')
    focusNext(closing ? 'file-h' : PANEL_HEADING[shown])
  }
  // The build that shows the latest publish from here: the panel shows it, the live region says when it is live.
  const watched = useWatchedBuild()
  // The proposals: publishers see how many wait; an editor sees her own over the published page.
  const [proposalsVersion, setProposalsVersion] = useState(0)
  const proposals = useProposals(proposalsVersion)
  const waiting = proposalCount(proposals)
  const ownProposal = editing && !dirty ? ownProposalOf(proposals, editing.file, editing.hash) : undefined
  // Files that changed under the studio (others' changes that arrived, a discard, a restore): the list learns them,
  // and the open form takes the new version (merged with its unsaved changes: useDiskChanges).
  const filesChanged = async (files: string[]) => {
    setProposalsVersion((v) => v + 1)
    void refreshList()
    bumpPreview()
    if (editing && files.includes(editing.file)) await checkDisk(true)
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
  // On a phone, an address that names a file (a reload, a link to a field) shows its form, not the list.
  const [view, setView] = useState<'files' | 'edit' | 'preview'>(asked.file ? 'edit' : 'files')
  usePreviewLink(useCallback(() => setView('edit'), []))
  useShortcuts({ save, undo: editor.undo, redo: editor.redo })

  const { problems } = lint
  const { waits } = fresh
  const shownProblems = useMemo(() => new Map([...problems].filter(([path]) => !waits(path))), [problems, waits])
  // An entry's id or slug that only repeats its file name is no field of its form.
  const formSchema = useFormSchema(editing?.schema, editing?.translation ? undefined : editing?.file, data)
  const translation = editing?.translation
  // The stale places marked as still right, kept in the form's data (undone and discarded with it).
  const checkedList = (data as Record<string, unknown> | undefined)?.[CHECKED]
  const checked = Array.isArray(checkedList) ? checkedList.filter((p): p is string => typeof p === 'string') : []
  const checkedKey = checked.join('\n')
  const { changeAt } = editor
  const translationView: TranslationView | undefined = useMemo(
    () =>
      translation && {
        original: translation.original.data,
        from: translation.from,
        stale: new Set(translation.stale),
        checked: new Set(checkedKey ? checkedKey.split('\n') : []),
        check: (place: string) => {
          const now = (latest.current as Record<string, unknown> | undefined)?.[CHECKED]
          changeAt([CHECKED], [...(Array.isArray(now) ? now : []), place], { alone: true })
        },
      },
    [translation, checkedKey, changeAt],
  )
  const context: StudioContextValue = useMemo(
    () => ({
      routes: list.routes,
      media: list.media,
      // A new item (a new entry as a whole) shows no problem before the editor changes it: it is empty because new.
      problems: shownProblems,
      upload: async (f: File) => {
        const src = await uploadImage(f)
        setUploads((list) => [...list, src])
        void refreshList()
        return src
      },
      valueAt: (path: Path) => getAt(latest.current, path),
      timeZone: list.timeZone,
    }),
    [list, shownProblems, refreshList],
  )

  return (
    <StudioContext.Provider value={context}>
      <div className="studio-shell">
        <a className="skip" href="#editor">
          Skip to the editor
        </a>
        <header className="studio-bar">
          <h1>Studio</h1>
          {/* The views: one row that scrolls sideways on a phone, so the bar keeps to two lines there. */}
          <div className="studio-bar__views">
            <button
              type="button"
              className="studio-bar__view studio-bar__publish"
              aria-pressed={panel === 'publish'}
              onClick={() => togglePanel('publish')}
            >
              Changes and publishing
              {waiting && (
                <>
                  <span className="badge" aria-hidden="true">
                    {waiting.count}
                  </span>
                  <span className="sr-only">, {waiting.words}</span>
                </>
              )}
            </button>
            <ViewButton view="media" open={panel} onToggle={togglePanel}>
              Images
            </ViewButton>
            {live && (
              <ViewButton view="site" open={panel} onToggle={togglePanel}>
                Site
              </ViewButton>
            )}
            <ViewButton view="translations" open={panel} onToggle={togglePanel}>
              Translations
            </ViewButton>
            {inboxAllowed && (
              <ViewButton
                view="inbox"
                open={panel}
                onToggle={(shown) => {
                  // The mail's submission is opened once: the view opened again shows the list.
                  setInboxAsked(undefined)
                  togglePanel(shown)
                }}
              >
                Inbox
              </ViewButton>
            )}
          </div>
          {/* Said once the count is known or changes (the button's name has it too, for whoever reaches it). */}
          <span className="sr-only" aria-live="polite">
            {waiting?.words ?? ''}
          </span>
          {/* Said when the build of the latest publish from here is live or failed, whichever view is open. */}
          {live && (
            <span className="sr-only build-news" aria-live="polite">
              {buildNews(watched.build)}
            </span>
          )}
          <SignedIn />
          <p role="status" aria-live="polite" className="status">
            {shownStatus}
          </p>
        </header>
        <StudioTabs view={view} onView={setView} dirty={dirty} />
        <div className="studio" data-view={view} data-wide={panel === 'inbox' || undefined}>
          <FileBrowser
            files={list.files}
            current={editing?.file}
            dirty={dirty}
            onOpen={(file) => {
              setView('edit')
              setPanel(undefined)
              void open(file)
            }}
          >
            <NewEntryForm
              files={list.files}
              onBegin={(...args) => {
                setView('edit')
                setPanel(undefined)
                begin(...args)
              }}
            />
          </FileBrowser>
          <main id="editor" className="editor" tabIndex={-1}>
            {panel === 'inbox' ? (
              <InboxView openId={inboxAsked} />
            ) : panel === 'translations' ? (
              <TranslationsView
                say={setStatus}
                onOpen={(file, field) => {
                  setPanel(undefined)
                  fieldAsked.current = field ?? null
                  void open(file)
                }}
              />
            ) : panel === 'site' ? (
              <SiteView publisher={publisher} labelOf={labelOfFile} say={setStatus} onRetried={watched.watch} />
            ) : panel === 'media' ? (
              <MediaView
                say={setStatus}
                onOpen={(file) => {
                  setPanel(undefined)
                  void open(file)
                }}
                onFilesChanged={(files) => void filesChanged(files)}
              />
            ) : panel === 'publish' ? (
              <PublishPanel
                say={setStatus}
                unsaved={dirty ? (label ?? editing?.file) : undefined}
                labelOf={labelOfFile}
                onFilesChanged={(files) => void filesChanged(files)}
                page={editing && !editing.create ? { file: editing.file, label: label ?? editing.file } : undefined}
                {...(live ? { watched, onBuild: watched.watch } : {})}
              />
            ) : !editing ? (
              <p>Choose a page, the site file or a collection in the list of Pages.</p>
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
                    /^pages\/_collections\/[^/]+\/[^/]+\.yaml$/.test(editing.file) && !editing.create && !translation
                      ? () => void rename()
                      : undefined
                  }
                  onSave={() => void save()}
                >
                  {editing.languages && (
                    <LanguageSwitch
                      languages={editing.languages}
                      file={editing.file}
                      onOpen={(file) => void open(file)}
                      onTranslate={(lang) => void translate(lang)}
                    />
                  )}
                  {!editing.create && (
                    <>
                      <LiveLink file={editing.file} />
                      <button type="button" aria-expanded={deleting} onClick={() => setDeleting((d) => !d)}>
                        Delete…
                      </button>
                    </>
                  )}
                </FileToolbar>
                {deleting && !editing.create && editing.hash && (
                  <DeletePanel
                    key={editing.file}
                    file={editing.file}
                    label={label ?? editing.file}
                    hash={editing.hash}
                    dirty={dirty}
                    routes={list.routes}
                    onDeleted={(changed) => void deleted(label ?? editing.file, changed)}
                    onCancel={() => {
                      setDeleting(false)
                      focusNext('file-h')
                    }}
                  />
                )}
                {others.length > 0 && (
                  <p className="presence" role="status">
                    {presenceLine(others)}: your changes and theirs are kept apart until saved; a save keeps both, and
                    asks which to keep if you both changed the same field.
                  </p>
                )}
                {ownProposal && (
                  <ProposalNotice
                    proposal={ownProposal}
                    say={setStatus}
                    onReopened={(files) => void filesChanged(files)}
                  />
                )}
                {conflict && (
                  <ConflictPanel
                    key={conflict.hash}
                    conflict={conflict}
                    schema={editing.schema}
                    onSettle={(values) => void settle(values)}
                  />
                )}
                {editing.unreadable && (
                  <UnreadableFile label={label ?? editing.file} file={editing.file} problems={editing.unreadable} />
                )}
                {!(editing.create && !editor.touched) && !editing.unreadable && (
                  <LintSummary
                    own={lint.diagnostics.filter((d) => !waits(d.path))}
                    others={lint.others}
                    schema={editing.schema}
                    data={data}
                    label={labelOfFile(editing.file)}
                    labelOf={labelOfFile}
                    onRemove={(path) => editor.changeAt(path, undefined, { alone: true })}
                  />
                )}
                {translation && (
                  <p className="translation-note">
                    {label} translates the {translation.from} page: each field shows the {translation.from} beside it. A
                    field left as the {translation.from} is not written, and images, dates, links and choices are
                    written once, in the {translation.from} page.
                  </p>
                )}
                {!editing.unreadable && (
                  <form
                    // A form of its own for each file: nothing typed, uploaded or unfolded for one shows in the next.
                    key={editing.key}
                    className="form"
                    onSubmit={(e) => e.preventDefault()}
                    aria-label={`Fields of ${labelOfFile(editing.file)}`}
                  >
                    <FormEventsContext value={events}>
                      <TranslationViewContext value={translationView}>
                        <SchemaField
                          name=""
                          schema={formSchema ?? editing.schema}
                          value={data}
                          path={ROOT}
                          required
                          setAt={editor.changeAt}
                        />
                      </TranslationViewContext>
                    </FormEventsContext>
                  </form>
                )}
              </>
            )}
          </main>
          <PreviewPane
            route={previewRoute(list, editing?.file, data)}
            version={previewVersion}
            incomplete={lint.diagnostics.some((d) => d.severity === 'error')}
            isNew={editing?.create}
            proposal={ownProposal?.branch}
            note={
              <>
                {lint.closed && (
                  <p className="preview-note" role="note">
                    Closed: not listed on the public site any more, and its page says it is closed. A later closing date
                    or another status{translation ? ` in the ${translation.from} page` : ''} opens it again.
                  </p>
                )}
                <ScheduleNote data={data} timeZone={list.timeZone} />
              </>
            }
          />
        </div>
        {notice.message && <UndoNotice message={notice.message} onUndo={notice.undo} onDismiss={notice.dismiss} />}
      </div>
    </StudioContext.Provider>
  )
}

import { useCallback, useEffect, useRef, useState } from 'react'
import { namesInWords } from '../api/names-in-words.ts'
import { ActivityList } from './ActivityList.tsx'
import { BuildStatus } from './BuildStatus.tsx'
import { ChangeRow } from './ChangeRow.tsx'
import { ConflictResolver } from './ConflictResolver.tsx'
import { HistoryList } from './HistoryList.tsx'
import { ProposalsList } from './ProposalsList.tsx'
import { signedIn as whoIsSignedIn } from './signed-in.ts'
import { canPublish } from '../team/roles.ts'
import {
  StudioError,
  studio,
  type Author,
  type Changes,
  type FileConflict,
  type PublishProblem,
  type PublishResult,
  type SiteBuild,
} from './studio-client.ts'

const AUTHOR_KEY = 'studio.author'

function rememberedAuthor(): Author | undefined {
  try {
    const a = JSON.parse(localStorage.getItem(AUTHOR_KEY) ?? 'null') as Author | null
    return a?.name && a.email ? a : undefined
  } catch {
    return undefined
  }
}

/** "Update Home and About Us", "Update Home, About Us and 3 more": the message a publish starts with. */
export function summaryMessage(labels: string[]): string {
  return labels.length ? `Update ${namesInWords(labels)}` : ''
}

type Outcome =
  | { kind: 'result'; result: Exclude<PublishResult, { kind: 'conflicts' }> }
  | { kind: 'conflicts'; upstream: string; files: FileConflict[] }
  | { kind: 'refused'; message: string; problems?: PublishProblem[]; details?: string }

/**
 * Changes and publishing: the content files changed since the last publish, in editor words; Publish (or Propose)
 * with a message under the editor's name; the conflicts when someone else changed the same lines; the history.
 */
export function PublishPanel({
  say,
  unsaved,
  labelOf,
  onFilesChanged,
  page,
  watched,
  onBuild,
}: {
  say: (message: string) => void
  /** The open file's name while it has unsaved changes: only saved changes are published. */
  unsaved?: string | undefined
  labelOf: (file: string) => string
  /** Files whose content changed under the studio (discarded, restored, arrived from others, proposed, reopened). */
  onFilesChanged: (files: string[]) => void
  /** The open file, whose own history is offered. */
  page?: { file: string; label: string } | undefined
  /**
   * The build of the public site that shows the latest publish from here, when a server builds the site (`id` once
   * one is asked for); `onBuild` follows another one (after a publish, a proposal published, a Retry).
   */
  watched?: { id: string | undefined; build: SiteBuild | undefined; error: string | undefined } | undefined
  onBuild?: (id: string) => void
}) {
  const [changes, setChanges] = useState<Changes>()
  const [loadError, setLoadError] = useState<string>()
  const [author, setAuthor] = useState<Author>(() => rememberedAuthor() ?? { name: '', email: '' })
  const [askAuthor, setAskAuthor] = useState(() => !rememberedAuthor())
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()
  const [publisher] = useState(() => canPublish(whoIsSignedIn()?.role))
  // Bumped when a proposal is made here: the list of proposals shows it.
  const [proposalsVersion, setProposalsVersion] = useState(0)
  const outcomeRef = useRef<HTMLDivElement>(null)

  const refresh = useCallback(
    () =>
      studio.changes().then(
        (c) => {
          setChanges(c)
          setLoadError(undefined)
          setMessage((m) => m || summaryMessage(c.changes.filter((x) => !x.by).map((x) => x.label)))
        },
        (e: Error) => setLoadError(e.message),
      ),
    [],
  )
  useEffect(() => void refresh(), [refresh])
  // Back from another window (a file edited there, a colleague's message read): look again.
  useEffect(() => {
    const again = () => void refresh()
    window.addEventListener('focus', again)
    return () => window.removeEventListener('focus', again)
  }, [refresh])
  useEffect(() => {
    if (outcome) outcomeRef.current?.querySelector<HTMLElement>('h3')?.focus()
  }, [outcome])

  const list = changes?.changes ?? []
  // The team studio: a colleague's saved changes are listed, but publishing sends one's own.
  const own = list.filter((c) => !c.by)
  // The team studio publishes under the signed-in person: nothing to ask.
  const signedIn = changes?.author
  const send = async (propose: boolean, resolutions?: Record<string, string>, upstreamSeen?: string) => {
    if (!signedIn && (!author.name.trim() || !/^[^\s@]+@[^\s@]+$/.test(author.email.trim()))) {
      setAskAuthor(true)
      say('Give your name and e-mail address: the change is published under them.')
      return
    }
    if (!signedIn) localStorage.setItem(AUTHOR_KEY, JSON.stringify(author))
    setBusy(true)
    say(propose ? 'Proposing…' : 'Checking the whole site, then publishing…')
    try {
      const result = await studio.publish({
        message,
        author: signedIn ?? author,
        propose,
        // What this list showed: a change a colleague saved since is refused, to be looked at first.
        seen: Object.fromEntries(own.flatMap((c) => (c.seen ? [[c.file, c.seen]] : []))),
        ...(resolutions ? { resolutions, upstreamSeen } : {}),
      })
      if (result.kind === 'conflicts') {
        setOutcome({ kind: 'conflicts', upstream: result.upstream, files: result.files })
        say('Someone else changed the same lines: choose which version to keep')
      } else {
        setOutcome({ kind: 'result', result })
        say(sayResult(result))
        if (result.build) onBuild?.(result.build.id)
        setAskAuthor(false)
        if (result.kind === 'published' && result.arrived.length) onFilesChanged(result.arrived)
        // A proposal put the published version of its files back on disk: the open form hears it from here at once,
        // or its next look at the disk says the studio's own change was made "elsewhere", over what was said above.
        if (result.kind === 'proposed') {
          onFilesChanged(own.map((c) => c.file))
          setProposalsVersion((v) => v + 1)
        }
        setMessage('')
        await refresh()
      }
    } catch (e) {
      const body = e instanceof StudioError ? e.body : undefined
      setOutcome({
        kind: 'refused',
        message: (e as Error).message,
        ...(body?.problems ? { problems: body.problems } : {}),
        ...(body?.details ? { details: body.details } : {}),
      })
      say((e as Error).message)
      // A change saved since (by a colleague) is refused: the list shows it as it is now.
      void refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="publish" aria-labelledby="publish-h">
      <h2 id="publish-h" tabIndex={-1}>
        Changes and publishing
      </h2>
      {loadError ? (
        <p role="alert">{loadError}</p>
      ) : !changes ? (
        <p>Looking for changes…</p>
      ) : (
        <>
          <p className="help">
            {changes.upstream
              ? 'Compared with the published site.'
              : 'This copy is not connected to the published site: publishing saves a version here only.'}
          </p>
          {list.length ? (
            <ul className="changes" aria-label="Changed files">
              {list.map((c) => (
                <ChangeRow
                  key={c.file}
                  change={c}
                  say={say}
                  onDiscarded={(files) => {
                    onFilesChanged(files)
                    void refresh()
                  }}
                />
              ))}
            </ul>
          ) : (
            <p>Nothing to publish: the content here is the same as the published site.</p>
          )}
          {own.length < list.length && (
            <p className="help">
              {own.length ? 'Publishing sends your changes.' : 'You have no saved change to publish.'} Changes saved by
              others stay here for them to publish or propose.
            </p>
          )}
        </>
      )}

      {unsaved && (
        <p className="notice" role="note">
          {unsaved} has unsaved changes: save or discard them first, only saved changes are published.
        </p>
      )}

      <form
        className="publish__form"
        aria-label="Publish"
        onSubmit={(e) => {
          e.preventDefault()
          void send(!!changes?.review)
        }}
      >
        {signedIn ? (
          <p>
            Publishing as {signedIn.name} ({signedIn.email})
          </p>
        ) : askAuthor ? (
          <fieldset>
            <legend>Who is publishing (asked once, remembered in this browser)</legend>
            <label>
              Your name
              <input
                autoComplete="name"
                value={author.name}
                onChange={(e) => setAuthor({ ...author, name: e.target.value })}
              />
            </label>
            <label>
              Your e-mail address
              <input
                type="email"
                autoComplete="email"
                value={author.email}
                onChange={(e) => setAuthor({ ...author, email: e.target.value })}
              />
            </label>
          </fieldset>
        ) : (
          <p>
            Publishing as {author.name} ({author.email}){' '}
            <button type="button" className="link" onClick={() => setAskAuthor(true)}>
              Change
            </button>
          </p>
        )}
        <label>
          What changed (shown in the history)
          <textarea rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
        </label>
        {changes?.review && (
          <p className="help">Changes made here are proposed for review; a reviewer publishes them.</p>
        )}
        <div className="publish__buttons">
          {!changes?.review && (
            <button type="submit" className="primary" disabled={busy || !!unsaved || !own.length}>
              Publish
            </button>
          )}
          <button type="button" disabled={busy || !!unsaved || !own.length} onClick={() => void send(true)}>
            Propose for review
          </button>
        </div>
      </form>

      <div ref={outcomeRef}>
        {outcome?.kind === 'conflicts' && (
          <ConflictResolver
            files={outcome.files}
            labelOf={labelOf}
            onPublish={(resolutions) => void send(false, resolutions, outcome.upstream)}
            onCancel={() => setOutcome(undefined)}
          />
        )}
        {outcome?.kind === 'refused' && (
          <div className="publish__outcome" role="alert">
            <h3 tabIndex={-1}>{outcome.message}</h3>
            {outcome.problems && (
              <ul>
                {outcome.problems.map((p, i) => (
                  <li key={i}>
                    <a
                      href={`/_studio?file=${encodeURIComponent(p.file)}${p.path ? `&field=${encodeURIComponent(p.path)}` : ''}`}
                      title={`${p.file}:${p.line}`}
                      target="_blank"
                      rel="noopener"
                    >
                      {labelOf(p.file)}
                    </a>
                    : {p.message}
                  </li>
                ))}
              </ul>
            )}
            {outcome.details && (
              <details>
                <summary>Details</summary>
                <pre>{outcome.details}</pre>
              </details>
            )}
          </div>
        )}
        {outcome?.kind === 'result' && (
          <div className="publish__outcome">
            <h3 tabIndex={-1}>{sayResult(outcome.result)}</h3>
            {outcome.result.kind === 'proposed' && (
              <p>
                It is listed below with its preview, waiting for review by a publisher.
                {outcome.result.link && (
                  <>
                    {' '}
                    <a href={outcome.result.link} target="_blank" rel="noreferrer noopener">
                      Open it on the shared repository’s site
                    </a>
                  </>
                )}
              </p>
            )}
          </div>
        )}
      </div>

      {watched?.id && (
        <BuildStatus
          build={watched.build}
          error={watched.error}
          publisher={publisher}
          labelOf={labelOf}
          onRetry={async (id) => {
            try {
              onBuild?.((await studio.retryBuild(id)).build.id)
              say('Building the site again')
            } catch (e) {
              say((e as Error).message)
            }
          }}
        />
      )}

      <ProposalsList
        say={say}
        version={proposalsVersion}
        onPublished={(build) => {
          if (build) onBuild?.(build.id)
          onFilesChanged(list.map((c) => c.file))
          void refresh()
        }}
        onReopened={(files, reopened) => {
          onFilesChanged(files)
          setMessage(reopened)
          void refresh()
        }}
      />

      {publisher && (
        <>
          <h2>Team activity</h2>
          <details className="activity-box">
            <summary>Who signed in, saved, proposed and published</summary>
            <ActivityList />
          </details>
        </>
      )}
      <h2>History</h2>
      <HistoryList
        say={say}
        page={page}
        onRestored={(file) => {
          onFilesChanged([file])
          void refresh()
        }}
      />
    </section>
  )
}

function sayResult(result: Exclude<PublishResult, { kind: 'conflicts' }>): string {
  switch (result.kind) {
    case 'published':
      return result.arrived.length
        ? `Published. Changes others published meanwhile arrived too (${result.arrived.length} file${result.arrived.length === 1 ? '' : 's'}).`
        : result.build
          ? 'Published: the public site shows it once its build is live.'
          : 'Published: the site will show it after its next build.'
    case 'proposed':
      return result.updated
        ? 'Proposal updated: a publisher reviews it again. The published site is unchanged until it is published.'
        : 'Proposed for review: a publisher reviews it next. The published site is unchanged until it is published.'
    case 'committed':
    case 'nothing':
      return result.message
  }
}

import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { buildRoutes } from './api/build-routes.ts'
import { ChangeOwners } from './api/change-owners.ts'
import { forgetUpload } from './api/forget-upload.ts'
import { gitRoutes } from './api/git-routes.ts'
import { oneAtATime } from './api/one-at-a-time.ts'
import { proposalRoutes } from './api/proposal-routes.ts'
import type { TeamHooks } from './api/team-hooks.ts'
import { renameEntry } from './api/rename-entry.ts'
import { refuseColleaguesWork } from './api/refuse-colleagues-work.ts'
import { ReopenedProposals } from './api/reopened-proposals.ts'
import { createLintCache } from './api/lint-cache.ts'
import { checkDelete, deleteFile } from './api/delete-file.ts'
import { liveAddress } from './api/live-address.ts'
import { requiredRoutes } from '../site/site-model.ts'
import { lintBeforeSave } from './api/lint-before-save.ts'
import { openFile } from './api/open-file.ts'
import { Presence } from './api/presence.ts'
import { Refusal } from './api/refusal.ts'
import { saveFile } from './api/save-file.ts'
import { serveRoutes, type Handler, type Route } from './api/serve-routes.ts'
import { DRAFT_BUDGET_MS, OVERRUN, previewBudget, StudioThread } from './api/studio-thread.ts'
import { updateDraft } from './api/update-draft.ts'
import { fileState } from './api/file-state.ts'
import { Versions } from './api/versions.ts'
import { workspaces } from './api/workspaces.ts'
import { writeImage } from './api/write-image.ts'
import { mediaRoutes } from './api/media-routes.ts'
import { newTranslation } from './translate/new-translation.ts'
import { translationBody, translationRefusal } from './translate/translation-body.ts'

export { TOKEN_HEADER } from './api/check-request.ts'
export type { TeamHooks } from './api/team-hooks.ts'

export interface StudioApiOptions {
  /** Project root holding pages/ and schema/. */
  root: string
  /** The session's token; a new random one when not given. */
  token?: string
  /** Largest JSON request body in bytes. @default 1 MiB */
  maxBody?: number
  /** Largest image upload in bytes. @default 10 MiB */
  maxUpload?: number
  /** Review mode: changes are proposed on a branch for review, never published directly. */
  review?: boolean
  /**
   * The team studio's hooks (`npm run studio -- --team`): it has checked the request itself (session, role, CSRF),
   * so the local check (127.0.0.1, the page's token) is skipped; the person and their role come from the session.
   */
  team?: TeamHooks
  /**
   * How long the studio lints one draft (the disk's own lint not counted) before it gives up on it and says so.
   * @default DRAFT_BUDGET_MS (5 s)
   */
  draftBudgetMs?: number
}

export const API = '/_studio/api/'

const query = (req: IncomingMessage, name: string) => new URL(req.url!, 'http://x').searchParams.get(name) ?? ''

/**
 * The studio's JSON API under /_studio/api/. Every request needs the session's token in `x-studio-token`, a Host
 * of this machine and, when the browser sends one, an Origin equal to the Host; writes go only to content files
 * and images inside pages/, and bodies are limited in size.
 */
export function createStudioApi(options: StudioApiOptions): { token: string; handle: Handler; close: () => void } {
  const { root } = options
  const token = options.token ?? randomBytes(24).toString('base64url')
  const maxBody = options.maxBody ?? 1024 * 1024
  const maxUpload = options.maxUpload ?? 10 * 1024 * 1024
  const { team } = options
  const budgetMs = options.draftBudgetMs ?? DRAFT_BUDGET_MS
  // The lint, the file list and the previews are made in a worker, which keeps a copy of everyone's drafts.
  const thread = new StudioThread(root, () => spaces.drafts())
  // Each person's unsaved files and uploads (the local studio has one person, ""): what their preview shows.
  const spaces = workspaces(Date.now, {
    changed: thread.draftChanged.bind(thread),
    dropped: thread.dropped.bind(thread),
  })
  const personOf = (req: IncomingMessage) => (team ? team.authorOf(req).name : '')
  const mine = (req: IncomingMessage) => spaces.of(personOf(req))
  // The team studio: who has which page open, and who saved which unpublished change.
  const presence = new Presence()
  const owners = team ? new ChangeOwners(root) : undefined
  const editing = (req: IncomingMessage, file: string) => (team ? presence.others(file, personOf(req)) : [])
  const lint = createLintCache(root)
  // The versions of each file served or saved: a save started from one merges with what changed since.
  const versions = new Versions()
  // Every request that moves the git working copy waits for the one before it.
  const serial = oneAtATime()
  // The proposal each person reopened: their next proposal updates it.
  const reopened = new ReopenedProposals(root)
  const proposals = proposalRoutes(root, team, serial, reopened, owners)

  const preview = (req: IncomingMessage, job: { kind: 'preview-site' } | { kind: 'preview-page'; key: string }) => {
    const person = personOf(req)
    mine(req)
    const slot = job.kind === 'preview-site' ? job.kind : `${job.kind} ${job.key}`
    return thread
      .run(person, { ...job, person }, { slot, share: true, budgetMs: previewBudget(budgetMs) })
      .then((answer) => {
        if (answer === OVERRUN)
          throw new Refusal(
            503,
            'The preview took too long to make: one of your unsaved files is probably too large. Make it smaller or ' +
              'discard its changes, then reload the preview.',
          )
        return answer as object
      })
  }

  const routes: Record<string, Route> = {
    'GET files': async (req) =>
      (await thread.run(personOf(req), { kind: 'files' }, { slot: 'files', share: true })) as object,
    'GET file': (req) => {
      const file = query(req, 'path')
      const opened = openFile(root, file)
      versions.remember(file, opened.text)
      if (team) presence.here(personOf(req), file)
      return { ...opened, editing: editing(req, file) }
    },
    'POST draft': async (req, body) => {
      const person = personOf(req)
      const draft = translationBody(root, body, versions).body
      const answer = await updateDraft(root, person, mine(req).drafts, thread, lint, budgetMs, draft)
      if (team) presence.here(person, String(body.file))
      return { ...answer, editing: editing(req, String(body.file)) }
    },
    // The team studio's beat while a file is open ({file}) or when it closes ({file, closed: true}): who else has it.
    'POST presence': (req, body) => {
      const file = typeof body.file === 'string' ? body.file : undefined
      if (team && file && body.closed === true) presence.left(personOf(req), file)
      else if (team) presence.here(personOf(req), file)
      return { editing: file ? editing(req, file) : [] }
    },
    // Whether the open file changed on disk, and whose save it is (the studio asks every few seconds).
    'GET file-state': (req) => fileState(root, query(req, 'path'), versions),
    'POST save': (req, body) => {
      const by = { ...(personOf(req) ? { name: personOf(req) } : {}), at: new Date().toISOString() }
      const saved = saveFile(root, mine(req).drafts, lint, body, versions, by)
      owners?.claim(personOf(req), [String(body.file), ...(saved.translations ?? [])])
      team?.done(req, 'save', String(body.file))
      return saved
    },
    // ?proposal=content/… previews a proposal as it would be published, instead of this person's unsaved files.
    // Each person's own preview is made in the worker (studio-worker.ts), a proposal's here.
    'GET preview-site': async (req) => {
      if (!query(req, 'proposal')) return preview(req, { kind: 'preview-site' })
      const built = await proposals.previewOf(req, query(req, 'proposal'))
      const paths = [...built.paths()].sort((a, b) => a.localeCompare(b))
      return { site: built.site, routes: { paths, ...built.templates } }
    },
    'GET preview-page': async (req) => {
      const key = query(req, 'key')
      if (!query(req, 'proposal')) return preview(req, { kind: 'preview-page', key })
      const built = await proposals.previewOf(req, query(req, 'proposal'))
      const data = built.page(key)
      if (!data) throw new Refusal(404, `No page ${key} in the preview.`)
      // The developer's problem box stays out of the studio's preview: the studio shows problems at their fields,
      // and the page keeps its last version without errors.
      const { problems: _problems, ...page } = data as typeof data & { problems?: unknown }
      return page
    },
    'POST upload': async (req, body) => {
      const written = await writeImage(root, body, maxUpload)
      // A file reused (the same bytes were there) is not this session's to remove when its change is discarded.
      if (written.reused) return written
      mine(req).uploaded.add(written.src)
      owners?.claim(personOf(req), [`pages/_media/${written.src.slice('/media/'.length)}`])
      return written
    },
    'POST rename': async (req, body) => {
      refuseColleaguesWork(root, owners, personOf(req), String(body.file ?? ''), 'rename')
      const renamed = await renameEntry(root, mine(req).drafts, () => thread.siteErrors(personOf(req)), body)
      owners?.claim(personOf(req), renamed.files)
      return renamed
    },
    // What deleting a file would break (the links to it), asked before the editor confirms; then the delete itself.
    'GET delete-check': (req) => {
      refuseColleaguesWork(root, owners, personOf(req), query(req, 'path'), 'delete')
      const file = query(req, 'path')
      const { path: _path, text: _text, ...check } = checkDelete(root, lint, requiredRoutes, file)
      const others = editing(req, file)
      return others.length ? { ...check, editing: others } : check
    },
    'POST delete': (req, body) => {
      refuseColleaguesWork(root, owners, personOf(req), String(body.file ?? ''), 'delete')
      const { deleted, files } = deleteFile(root, mine(req).drafts, lint, requiredRoutes, body)
      owners?.claim(personOf(req), files)
      team?.done(req, 'delete', deleted)
      return { deleted, changed: files.length - 1 }
    },
    // A translation not written yet, to begin (its first save creates it); what is missing or stale, per language.
    'GET translate': (req) => newTranslation(root, query(req, 'path'), query(req, 'lang')),
    'GET translations': async (req) =>
      (await thread.run(personOf(req), { kind: 'translations' }, { slot: 'translations', share: true })) as object,
    'GET live': (req) => liveAddress(root, query(req, 'path'), team?.builds?.publicUrl),
    'POST forget-upload': (req, body) => {
      const w = mine(req)
      const answer = forgetUpload(root, w.uploaded, w.drafts, body)
      if (answer.removed) owners?.release([`pages/_media/${String(body.src).slice('/media/'.length)}`])
      return answer
    },
    ...mediaRoutes(root, { drafts: () => spaces.drafts(), claim: (req, files) => owners?.claim(personOf(req), files) }),
    ...gitRoutes(root, options.review ?? false, team, serial, owners, reopened),
    ...proposals.routes,
    ...buildRoutes(root, team),
  }
  // A save's lint is made in the worker first (lint-before-save.ts): the save then finds it and lints nothing here.
  // Saves take turns, so no other save changes the disk between the two.
  const save = routes['POST save']!
  const saving = oneAtATime()
  // A translation's form is saved as what the file holds (translationBody); the merge an answer holds, as the form's.
  routes['POST save'] = (req, body) =>
    saving(async () => {
      const { body: sent, back } = translationBody(root, body, versions)
      await lintBeforeSave(root, personOf(req), thread, lint, budgetMs, sent, versions)
      try {
        const saved = (await save(req, sent)) as ReturnType<typeof saveFile>
        return saved.merged ? { ...saved, merged: { ...saved.merged, data: back(saved.merged.data) } } : saved
      } catch (e) {
        throw translationRefusal(e, back)
      }
    })
  // A delete takes its turn with the saves: none writes a link to the file between its check and its removal.
  const remove = routes['POST delete']!
  routes['POST delete'] = (req, body) => saving(async () => await remove(req, body))
  // An upload's bytes come as base64 inside the JSON: a third larger, with room for the rest of the body.
  const limitOf = (name: string) => (name === 'POST upload' ? Math.ceil(maxUpload * 1.4) + 1024 : maxBody)
  const handle = serveRoutes({ prefix: API, token, routes, limitOf, local: !options.team, root })
  return {
    token,
    handle: (req, res, next) => {
      spaces.sweep()
      handle(req, res, next)
    },
    /** Stops the studio's worker (the server has closed). */
    close: () => thread.close(),
  }
}

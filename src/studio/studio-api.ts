import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { pagesByKey, routeIndex } from '../site/built-site.ts'
import { Drafts } from './api/drafts.ts'
import { forgetUpload } from './api/forget-upload.ts'
import { gitRoutes } from './api/git-routes.ts'
import { oneAtATime } from './api/one-at-a-time.ts'
import { proposalRoutes } from './api/proposal-routes.ts'
import type { TeamHooks } from './api/team-hooks.ts'
import { renameEntry } from './api/rename-entry.ts'
import { createLintCache } from './api/lint-cache.ts'
import { listFiles } from './api/list-files.ts'
import { openFile } from './api/open-file.ts'
import { createPreviewSite } from './api/preview-site.ts'
import { Refusal } from './api/refusal.ts'
import { saveFile } from './api/save-file.ts'
import { serveRoutes, type Handler, type Route } from './api/serve-routes.ts'
import { updateDraft } from './api/update-draft.ts'
import { writeImage } from './api/write-image.ts'

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
}

export const API = '/_studio/api/'

const query = (req: IncomingMessage, name: string) => new URL(req.url!, 'http://x').searchParams.get(name) ?? ''

/**
 * The studio's JSON API under /_studio/api/. Every request needs the session's token in `x-studio-token`, a Host
 * of this machine and, when the browser sends one, an Origin equal to the Host; writes go only to content files
 * and images inside pages/, and bodies are limited in size.
 */
export function createStudioApi(options: StudioApiOptions): { token: string; handle: Handler } {
  const { root } = options
  const token = options.token ?? randomBytes(24).toString('base64url')
  const maxBody = options.maxBody ?? 1024 * 1024
  const maxUpload = options.maxUpload ?? 10 * 1024 * 1024
  // This session's unsaved files, by file: what the preview shows.
  const drafts = new Drafts()
  // Images uploaded in this session: one whose change is discarded, and that nothing names, may be removed again.
  const uploaded = new Set<string>()
  const lint = createLintCache(root)
  const previewSite = createPreviewSite(root, drafts)
  // Every request that moves the git working copy waits for the one before it.
  const serial = oneAtATime()
  const proposals = proposalRoutes(root, options.team, serial)

  const routes: Record<string, Route> = {
    'GET files': () => listFiles(root, lint),
    'GET file': (req) => openFile(root, query(req, 'path')),
    'POST draft': (_req, body) => updateDraft(root, drafts, lint, body),
    'POST save': (req, body) => {
      const saved = saveFile(root, drafts, lint, body)
      options.team?.done(req, 'save', String(body.file))
      return saved
    },
    // ?proposal=content/… previews a proposal as it would be published, instead of this session's unsaved files.
    'GET preview-site': async (req) => {
      const built = query(req, 'proposal') ? await proposals.previewOf(query(req, 'proposal')) : previewSite()
      return { site: built.site, routes: routeIndex(built) }
    },
    'GET preview-page': async (req) => {
      const key = query(req, 'key')
      const built = query(req, 'proposal') ? await proposals.previewOf(query(req, 'proposal')) : previewSite()
      const data = pagesByKey(built).get(key)
      if (!data) throw new Refusal(404, `No page ${key} in the preview.`)
      // The developer's problem box stays out of the studio's preview: the studio shows problems at their fields,
      // and the page keeps its last version without errors.
      const { problems: _problems, ...page } = data as typeof data & { problems?: unknown }
      return page
    },
    'POST upload': async (_req, body) => {
      const written = await writeImage(root, body, maxUpload)
      uploaded.add(written.src)
      return written
    },
    'POST rename': (_req, body) => renameEntry(root, drafts, lint, body),
    'POST forget-upload': (_req, body) => forgetUpload(root, uploaded, drafts, body),
    ...gitRoutes(root, options.review ?? false, options.team, serial),
    ...proposals.routes,
  }
  // An upload's bytes come as base64 inside the JSON: a third larger, with room for the rest of the body.
  const limitOf = (name: string) => (name === 'POST upload' ? Math.ceil(maxUpload * 1.4) + 1024 : maxBody)
  const handle = serveRoutes({ prefix: API, token, routes, limitOf, local: !options.team })
  return {
    token,
    handle: (req, res, next) => {
      drafts.sweep()
      handle(req, res, next)
    },
  }
}

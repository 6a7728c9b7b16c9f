import type { Diagnostic } from '../../content/diagnostic.ts'
import { renewToken, staleToken, token } from './session-token.ts'
import type { OtherDiagnostic } from '../lint-scope.ts'
import type { RouteIndex } from '../../content/page-keys.ts'
import type { SiteData } from '../../content/site-data.ts'
import type { PageData } from '../../sections/page-data.ts'
import type { ChangeSummary } from '../api/describe-changes.ts'
import type { VersionBy } from '../api/versions.ts'
import type { MergeConflict } from '../merge-data.ts'
import type { LibraryImage } from '../api/media-library.ts'
import type { UnreadableProblem } from '../api/unreadable-problem.ts'
import type { DeleteCheck, IncomingLink } from '../api/delete-check.ts'
import type { FieldChange } from '../field-change.ts'
import type { HistoryEntry as GitHistoryEntry } from '../git/history.ts'
import type { Author, FileConflict, PublishResult as GitPublishResult } from '../git/publish.ts'
import type { SyncResult } from '../git/sync.ts'
import type { ScheduledChange, SiteBuild } from '../api/site-builds.ts'
import type { LanguageLink } from '../translate/language-links.ts'
import type { ListedFile, TranslationInfo, TranslationsStatus } from '../translate/translation-types.ts'
import { unanswered, UNREACHABLE } from './server-words.ts'

export type { LibraryImage, UnreadableProblem }
export type { LanguageLink, ListedFile, TranslationInfo, TranslationsStatus }

export interface FileInfo {
  file: string
  role: string
  route?: string
  title?: string
  /** The file as an editor names it: "Home", "Page for each article (template)", an entry's title. */
  label: string
  /** The words of its text values, for the search. */
  words: string
  /** For an entry, its collection; for a template page, the collection it shows. */
  collection?: string
}
export interface FileList {
  files: FileInfo[]
  routes: string[]
  media: string[]
  /** The site's time zone, which times to publish are written in. */
  timeZone?: string
}
export interface OpenFile {
  file: string
  text: string
  data: unknown
  hash: string
  schema: JsonSchema
  /** The team studio: the others who have this file open. */
  editing?: string[]
  /** On a site in several languages: the same page in each (the language switch). */
  languages?: LanguageLink[]
  /** A translation: `data` and `schema` are its original's form's; what it translates, shown beside each field. */
  translation?: TranslationInfo
  /** The file does not read (`data` is undefined): its mistakes, in the lint's words, to fix in a text editor. */
  unreadable?: UnreadableProblem[]
}
/** A translation not written yet, in its original's form: its first save creates `file`. */
export interface NewTranslation {
  file: string
  data: unknown
  schema: JsonSchema
  translation: TranslationInfo
  languages: LanguageLink[]
}
export interface JsonSchema {
  type?: string | string[]
  title?: string
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  allOf?: JsonSchema[]
  if?: JsonSchema
  then?: JsonSchema
  else?: JsonSchema
  discriminator?: { propertyName: string }
  examples?: unknown[]
  default?: unknown
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  'x-link'?: string
  'x-markdown'?: boolean
  /** A choice's words for each of its values ("banner" → "Short strip"). */
  'x-choice-labels'?: Record<string, string>
}

export type { ChangeSummary } from '../api/describe-changes.ts'
export type { DeleteCheck, IncomingLink } from '../api/delete-check.ts'
export type { Author, ConflictSegment, FileConflict } from '../git/publish.ts'
/** A publish's answer; `build`: the build of the public site that will show it, when a server builds the site. */
export type PublishResult = GitPublishResult & { build?: { id: string } }
export type { SyncResult } from '../git/sync.ts'
export type { BuildCause, BuildProblem, ScheduledChange, SiteBuild } from '../api/site-builds.ts'
export type { VersionBy } from '../api/versions.ts'

/** A save's answer; `merged` when the file changed since it was opened: what was written, and whose change it kept. */
export interface Saved {
  text: string
  hash: string
  diagnostics: Diagnostic[]
  others: OtherDiagnostic[]
  merged?: { data: unknown; by: VersionBy }
  /** The translations whose items were renamed with the original's (see carryIdRenames). */
  translations?: string[]
  /** Translations whose lists followed the original's moved, removed or added items. */
  reordered?: string[]
  /** Translations whose lists could not follow the save's changes: their items may sit beside other ones now. */
  unfollowed?: string[]
}

export interface Changes {
  changes: ChangeSummary[]
  branch: string | null
  upstream: string | null
  ahead: number
  behind: number
  /** Review mode: only Propose for review. */
  review: boolean
  /** The team studio's signed-in person, under whose name changes are published. */
  author?: Author
}
/** One line of the team studio's audit log (see docs/team-studio.md, "Audit"). */
export interface ActivityEntry {
  time: string
  event: string
  user?: string
  address?: string
  file?: string
  detail?: string
}
export interface PublishProblem {
  file: string
  line: number
  col: number
  path: string
  message: string
}
/** A proposal for review, its changes in editor words; `returned` when a publisher sent it back with a note. */
export interface ProposalSummary {
  branch: string
  /** The version listed: publishing publishes exactly this one. */
  commit: string
  author: Author & { date: string }
  message: string
  /** `fromHash`: the hash of the text the proposal changed (as OpenFile's `hash`), for a file it did not add. */
  changes: (ChangeSummary & { fromHash?: string })[]
  /** Files it also changes that the studio never publishes (outside pages/, links…), each with why. */
  refused: { file: string; reason: string }[]
  returned?: { note: string; by: string; at: string }
  /** A note sent with an earlier version, which this one answers. */
  answered?: { note: string; by: string; at: string }
  /** Whether the signed-in person wrote it (may reopen it). */
  mine: boolean
  /** This person reopened it: their next proposal updates it. */
  reopened?: true
}
/** A version in the history, its files named as the editor knows them. */
export type HistoryEntry = Omit<GitHistoryEntry, 'files'> & {
  files: (GitHistoryEntry['files'][number] & { label: string })[]
}

export class StudioError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      message: string
      text?: string
      hash?: string
      data?: unknown
      diagnostics?: Diagnostic[]
      others?: OtherDiagnostic[]
      /** A refused publish: the site's errors. */
      problems?: PublishProblem[]
      /** A refused delete: the places that still link to the file. */
      links?: IncomingLink[]
      /** A git failure: git's own words, for a folded "details". */
      details?: string
      /** A save refused because both changed one field: each such place, who saved theirs, and the merge. */
      conflicts?: MergeConflict[]
      by?: VersionBy
      merged?: unknown
    },
  ) {
    super(body.message)
  }
}

async function call<T>(name: string, body?: object, keepalive = false, again = false): Promise<T> {
  let res: Response
  try {
    res = await fetch(`/_studio/api/${name}`, {
      method: body ? 'POST' : 'GET',
      keepalive,
      headers: { 'x-studio-token': token(), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
  } catch {
    throw new StudioError(0, { message: UNREACHABLE })
  }
  let json: T & { message: string }
  try {
    json = (await res.json()) as T & { message: string }
  } catch {
    throw new StudioError(res.status, { message: unanswered(res.status) })
  }
  if (staleToken(res.status, json) && !again) {
    const renewed = await renewToken()
    if (renewed === true) return call(name, body, keepalive, true)
    throw new StudioError(res.status, { message: renewed })
  }
  if (!res.ok) throw new StudioError(res.status, json)
  return json
}

// A file's draft, discard and save requests, chained: each is sent once the one before has been answered. Sent side
// by side, a draft posted just before a discard could be handled after it and bring the discarded text back into
// every preview.
const pending = new Map<string, Promise<unknown>>()
function inOrder<T>(file: string, send: () => Promise<T>): Promise<T> {
  const next = (pending.get(file) ?? Promise.resolve()).then(send, send)
  const settled = next.catch(() => undefined)
  pending.set(file, settled)
  void settled.then(() => pending.get(file) === settled && pending.delete(file))
  return next
}

export const studio = {
  files: () => call<FileList>('files'),
  open: (file: string) => call<OpenFile>(`file?path=${encodeURIComponent(file)}`),
  /**
   * The lint of the draft, and `closed` when it is an entry closed as written (a filled job, one past its date); or
   * `superseded`: a newer draft of the file (another tab's) is linted instead.
   */
  draft: (file: string, data: unknown, create = false) =>
    inOrder(file, () =>
      call<{ diagnostics: Diagnostic[]; others: OtherDiagnostic[]; closed?: true } | { superseded: true }>('draft', {
        file,
        data,
        create,
      }),
    ),
  /** The team studio, for a publisher: the latest events of the audit log, newest first (`hideFailed`: no failed sign-ins). */
  activity: (hideFailed = false) =>
    call<{ entries: ActivityEntry[] }>(hideFailed ? 'activity?failed=hide' : 'activity'),
  /** The team studio: this file is open here (or, `closed`, no longer); answers who else has it open. */
  presence: (file: string, closed = false) => call<{ editing: string[] }>('presence', { file, closed }, closed),
  /** `leaving`: sent as the page closes (the request outlives it). */
  discard: (file: string, leaving = false) =>
    // A closing page cannot wait for an answer: its request goes at once.
    leaving
      ? call<object>('draft', { file, discard: true }, true)
      : inOrder(file, () => call<object>('draft', { file, discard: true })),
  save: (file: string, data: unknown, hash: string | undefined, create = false) =>
    inOrder(file, () => call<Saved>('save', { file, data, hash, create })),
  /** The hash of `file` on disk now, and whose save that version is. */
  fileState: (file: string) => call<{ hash: string; by: VersionBy }>(`file-state?path=${encodeURIComponent(file)}`),
  upload: (name: string, base64: string) => call<{ src: string }>('upload', { name, base64 }),
  /** Gives an entry a new address: its file moves and links to its page follow. */
  rename: (file: string, to: string) =>
    call<{ file: string; changed: number; diagnostics: Diagnostic[] }>('rename', { file, to }),
  /** What deleting `file` would break: why it is never deleted, or the places that link to it. */
  deleteCheck: (file: string) => call<DeleteCheck>(`delete-check?path=${encodeURIComponent(file)}`),
  /**
   * Deletes a page or entry (a change to publish); refused with `links` while anything links to it, unless
   * `replaceWith` names the page those links are pointed to instead.
   */
  delete: (file: string, hash: string, replaceWith?: string) =>
    call<{ deleted: string; changed: number }>('delete', { file, hash, ...(replaceWith ? { replaceWith } : {}) }),
  /** Begins the translation of `file` (an original) into `lang`: nothing is written before its first save. */
  translate: (file: string, lang: string) =>
    call<NewTranslation>(`translate?path=${encodeURIComponent(file)}&lang=${encodeURIComponent(lang)}`),
  /** Per language, the pages and entries missing a translation, and the translations older than their original. */
  translations: () => call<TranslationsStatus>('translations'),
  /** The address of the file's page on the public site, or null when it has none or is not published. */
  live: (file: string) => call<{ url: string | null }>(`live?path=${encodeURIComponent(file)}`),
  /** Removes an image this session uploaded, when nothing names it any more. */
  forgetUpload: (src: string) => call<{ removed: boolean }>('forget-upload', { src }),
  /** The media library: every image with its description and the files that use it. */
  media: () => call<{ images: LibraryImage[] }>('media'),
  /** Keeps an image's description (empty removes it). */
  describeImage: (src: string, alt: string) => call<{ files: string[] }>('media-describe', { src, alt }),
  /** Renames an image (`to`: its new path inside pages/_media/); every file that uses it follows. */
  renameImage: (from: string, to: string) =>
    call<{ src: string; changed: number; files: string[] }>('media-rename', { from, to }),
  changes: () => call<Changes>('changes'),
  change: (file: string) =>
    call<{ file: string; before: string; after: string }>(`change?path=${encodeURIComponent(file)}`),
  discardChange: (file: string) => call<object>('discard-change', { file }),
  publish: (request: {
    message: string
    author: Author
    propose?: boolean
    /** Each change sent, as Changes listed it (`seen`). */
    seen?: Record<string, string>
    resolutions?: Record<string, string>
    upstreamSeen?: string
  }) => call<PublishResult>('publish', request),
  /** With `file`: only the versions that changed it. */
  history: (file?: string) =>
    call<{ entries: HistoryEntry[] }>(file ? `history?path=${encodeURIComponent(file)}` : 'history'),
  /** The file in that version, as it was just before it, and the fields the version changed. */
  version: (commit: string, file: string) =>
    call<{ file: string; text: string; before: string; fields: FieldChange[] }>(
      `version?commit=${encodeURIComponent(commit)}&path=${encodeURIComponent(file)}`,
    ),
  restore: (commit: string, file: string) => call<object>('restore', { commit, file }),
  sync: () => call<SyncResult>('sync', {}),
  proposals: () => call<{ proposals: ProposalSummary[]; canPublish: boolean }>('proposals'),
  proposalChange: (branch: string, file: string) =>
    call<{ file: string; before: string; after: string }>(
      `proposal-change?branch=${encodeURIComponent(branch)}&path=${encodeURIComponent(file)}`,
    ),
  publishProposal: (branch: string, commit: string) =>
    call<{ kind: 'published'; build?: { id: string } } | { kind: 'conflicts'; files: FileConflict[] }>(
      'publish-proposal',
      { branch, commit },
    ),
  /** `commit`: the version the note is about; the author's next version answers it. */
  returnProposal: (branch: string, note: string, commit?: string) =>
    call<object>('return-proposal', { branch, note, ...(commit ? { commit } : {}) }),
  /** Brings one's own proposal back as changes here; the next proposal updates it. */
  reopenProposal: (branch: string) => call<{ reopened: string; files: string[] }>('reopen-proposal', { branch }),
  /** The public site's recent builds, newest first, and its address (only inside the server that builds it). */
  builds: () => call<{ publicUrl: string; timeZone: string; builds: SiteBuild[] }>('builds'),
  build: (id: string) => call<SiteBuild>(`build?id=${encodeURIComponent(id)}`),
  /** A publisher builds a failed build again: the new build. */
  retryBuild: (id: string) => call<{ build: { id: string } }>('retry-build', { id }),
  /** The coming scheduled changes, soonest first, and the site's time zone to say them in. */
  scheduled: () => call<{ scheduled: ScheduledChange[]; timeZone: string }>('scheduled'),
  /** `proposal`: the preview of a proposal as it would be published, instead of this session's unsaved files. */
  previewSite: (proposal?: string) =>
    call<{ site: SiteData; sites?: Record<string, SiteData>; routes: RouteIndex }>(
      `preview-site${proposal ? `?proposal=${encodeURIComponent(proposal)}` : ''}`,
    ),
  previewPage: (key: string, proposal?: string) =>
    call<PageData>(
      `preview-page?key=${encodeURIComponent(key)}${proposal ? `&proposal=${encodeURIComponent(proposal)}` : ''}`,
    ),
}

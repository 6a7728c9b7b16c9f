import type { FormName } from '../../content/schema/site.ts'
import { renewToken, staleToken, token } from './session-token.ts'
import type { AuditEntry, Entry, Note, Status } from '../../inbox/types.ts'
import type { InboxSummary } from '../api/inbox-routes.ts'
import { unanswered, UNREACHABLE } from './server-words.ts'

export type { InboxSummary }
export type { AuditEntry, Note, Status }

/** A submission as the detail shows it: its résumé by name and size only. */
export type InboxEntry = Omit<Entry, 'file'> & { file?: { name: string; size: number }; notes: Note[] }

/** What the list asks for; empty values are left out. */
export interface InboxQuery {
  folder: 'inbox' | 'held'
  form?: FormName | ''
  job?: string
  status?: Status | ''
  /** Received at or after / before, ms since 1970. */
  from?: number | undefined
  to?: number | undefined
  text?: string
  assignee?: string
  offset?: number
}

export interface InboxSetup {
  forms: FormName[]
  jobs: { job: string; jobTitle: string }[]
  /** Everyone who sees one of these forms: whom the list can be narrowed to. */
  people: string[]
  admin: boolean
}

/** A refusal or failure of the inbox's server, in the words it gave. */
export class InboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const BASE = '/_studio/api/inbox/'
async function call<T>(name: string, body?: object, again = false): Promise<T> {
  let res: Response
  try {
    res = await fetch(`${BASE}${name}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'x-studio-token': token(), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
  } catch {
    throw new InboxError(0, UNREACHABLE)
  }
  const json = (await res.json().catch(() => undefined)) as (T & { message?: string }) | undefined
  if (staleToken(res.status, json) && !again) {
    const renewed = await renewToken()
    if (renewed === true) return call(name, body, true)
    throw new InboxError(res.status, renewed)
  }
  if (!res.ok || !json) throw new InboxError(res.status, json?.message ?? unanswered(res.status))
  return json
}

/** The query's search parameters, without the empty ones (the export link takes the same). */
export function inboxSearch(query: InboxQuery): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '' && !(key === 'offset' && value === 0)) params.set(key, String(value))
  return params.toString()
}

/** The address of the CSV of the list as filtered (every page of it). */
export const exportUrl = (query: InboxQuery) => {
  const { offset: _offset, ...rest } = query
  return `${BASE}export?${inboxSearch(rest)}`
}

/** The address of a submission's résumé (an attachment). */
export const fileUrl = (id: string) => `${BASE}file?id=${encodeURIComponent(id)}`

export const inbox = {
  setup: () => call<InboxSetup>('setup'),
  list: (query: InboxQuery) => call<{ entries: InboxSummary[]; total: number }>(`entries?${inboxSearch(query)}`),
  entry: (id: string) => call<{ entry: InboxEntry; people: string[] }>(`entry?id=${encodeURIComponent(id)}`),
  /** `was`: what the page showed before the change; someone else's change since is refused (409), not undone. */
  change: (
    id: string,
    change: { status?: Status; assignee?: string | null },
    was: { status: Status; assignee: string | null },
  ) => call<{ entry: Omit<InboxEntry, 'notes'>; changed: boolean }>('change', { id, ...change, was }),
  note: (id: string, text: string) => call<{ note: Note }>('note', { id, text }),
  remove: (id: string) => call<{ deleted: string }>('delete', { id }),
  release: (id: string) => call<{ entry: Omit<InboxEntry, 'notes'> }>('release', { id }),
  removePerson: (email: string) => call<{ deleted: number }>('delete-person', { email }),
  audit: (offset: number) => call<{ entries: AuditEntry[]; page: number }>(`audit?offset=${offset}`),
}

/** The forms of the inbox the signed-in person sees, as the server wrote them into the page (none: no Inbox). */
export function inboxForms(): FormName[] {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="studio-user"]')
  return (meta?.dataset.inbox ?? '').split(' ').filter(Boolean) as FormName[]
}

import { signedIn } from './signed-in.ts'

const meta = () => document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')

/** The token this page sends with each request (written into the page by the server). */
export const token = () => meta()?.content ?? ''

/** Whether a refused answer says the page's token is an earlier session's (team studio: signed out and in again). */
export const staleToken = (status: number, body: unknown) =>
  status === 403 && (body as { token?: unknown } | null)?.token === 'stale'

/**
 * Takes the token of the session now signed in, for a page opened in an earlier one, so that the change refused can
 * be sent again: true when taken. A message instead when someone else is now signed in on this browser: their
 * session must not send this page's changes.
 */
export async function renewToken(): Promise<true | string> {
  let session: { token?: unknown; name?: unknown }
  try {
    const res = await fetch('/_studio/api/session')
    if (!res.ok) return 'Your session has ended: sign in again in another tab, then try again here.'
    session = (await res.json()) as typeof session
  } catch {
    return 'The studio could not be reached: try again in a moment.'
  }
  const me = signedIn()?.name
  const now = typeof session.name === 'string' ? session.name : ''
  if (me !== undefined && now !== me)
    return `${now || 'Someone else'} is signed in on this browser now: sign in as ${me} again in another tab, then try again here.`
  if (typeof session.token !== 'string' || !meta()) return 'Reload the studio page, then try again.'
  meta()!.content = session.token
  return true
}

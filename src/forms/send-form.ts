import type { FormName } from '../content/schema/site.ts'
import type { Delivery } from './delivery-for.ts'

/**
 * Why a submission did not arrive: no connection, no answer in time, or an answer other than 2xx (from the site's own
 * server, with its words for what to fix when it refused the submission).
 */
export type DeliveryFailure =
  { kind: 'network' } | { kind: 'timeout'; seconds: number } | { kind: 'status'; status: number; message?: string }

export interface Submission {
  form: FormName
  /** The text values, by field name. */
  fields: Record<string, string>
  /** An attached file (the resume), sent as the multipart field `name`. */
  file?: { name: string; file: File }
}

/**
 * Sends one submission; resolves with null once the receiver answers 2xx, else with what went wrong. Netlify Forms: POST to "/" with `form-name`,
 * urlencoded (multipart with a file). An endpoint or the site's own server: POST with `Accept: application/json`, a
 * JSON body (multipart with a file) carrying the form's name as `form`. Gives up after `timeoutMs`.
 */
export async function sendForm(
  delivery: Exclude<Delivery, { mode: 'local' }>,
  submission: Submission,
): Promise<DeliveryFailure | null> {
  const { form, fields, file } = submission
  const named = delivery.mode === 'netlify' ? { 'form-name': form, ...fields } : { form, ...fields }
  const multipart = () => {
    const data = new FormData()
    for (const [name, value] of Object.entries(named)) data.append(name, value)
    if (file) data.append(file.name, file.file, file.file.name)
    return data
  }
  const init: RequestInit =
    delivery.mode === 'netlify'
      ? file
        ? { body: multipart() }
        : {
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(named).toString(),
          }
      : file
        ? { headers: { Accept: 'application/json' }, body: multipart() }
        : {
            headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
            body: JSON.stringify(named),
          }

  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, delivery.timeoutMs)
  let response: Response
  try {
    response = await fetch(delivery.mode === 'netlify' ? '/' : delivery.endpoint, {
      method: 'POST',
      ...init,
      signal: controller.signal,
    })
  } catch {
    return timedOut ? { kind: 'timeout', seconds: delivery.timeoutMs / 1000 } : { kind: 'network' }
  } finally {
    clearTimeout(timer)
  }
  if (response.ok) return null
  const message = delivery.mode === 'server' && response.status < 500 ? await refusal(response) : undefined
  return { kind: 'status', status: response.status, ...(message ? { message } : {}) }
}

/** What the site's own server said it refused (`{ ok: false, message }`), or undefined. */
async function refusal(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown }
    return typeof body.message === 'string' && body.message.trim() ? body.message.trim().slice(0, 500) : undefined
  } catch {
    return undefined
  }
}

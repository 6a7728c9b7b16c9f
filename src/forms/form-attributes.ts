import type { FormName } from '../content/schema/site.ts'
import { honeypotName, type Delivery } from './delivery-for.ts'

/**
 * Attributes of a `<form>` that delivers: its name, and what makes it work before (or without) JavaScript —
 * Netlify's markers, which its deploy step reads from the pre-rendered HTML, or the endpoint (or the site's own
 * server's `/_forms/<form>`) as its action.
 * A local form (the spec's: its script keeps what is sent) gets `method="post"` alone: pressed before its script runs
 * or without it, what was typed never lands in the address, the browser's history or a server's log.
 */
export function formAttributes(delivery: Delivery, form: FormName, multipart = false): Record<string, string> {
  if (delivery.mode === 'local') return { method: 'post' }
  const encoding: Record<string, string> = multipart ? { encType: 'multipart/form-data' } : {}
  if (delivery.mode === 'netlify')
    return {
      name: form,
      method: 'post',
      'data-netlify': 'true',
      'netlify-honeypot': honeypotName(delivery),
      ...encoding,
    }
  return { name: form, method: 'post', action: delivery.endpoint, ...encoding }
}

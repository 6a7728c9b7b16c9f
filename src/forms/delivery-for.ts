import type { FormName, FormsSettings } from '../content/schema/site.ts'
import { FORMS_DELIVER } from './forms-deliver.ts'

/**
 * How one form sends a submission: not at all (the spec's console log), to Netlify Forms, to an endpoint, or to the
 * site's own server (`/_forms/<form>` on the same origin, npm run live).
 */
export type Delivery =
  | { mode: 'local' }
  | { mode: 'netlify'; timeoutMs: number }
  | { mode: 'endpoint' | 'server'; endpoint: string; timeoutMs: number }

export const DEFAULT_TIMEOUT_SECONDS = 15

/**
 * Name of the honeypot field, hidden from people so only a bot fills it: the name each receiver knows, so that it
 * also drops a bot's submission posted without JavaScript (Netlify's `netlify-honeypot`, Formspree's `_gotcha`).
 */
export function honeypotName(delivery: Delivery): string {
  return delivery.mode === 'netlify' ? 'bot-field' : '_gotcha'
}

/**
 * The delivery of `form`: its override in the site's `forms` block, else the block's own, else local. `lang` is the
 * page's language when not the default: the site's own server answers in it.
 */
export function deliveryFor(settings: FormsSettings | undefined, form: FormName, lang?: string): Delivery {
  if (!FORMS_DELIVER) return { mode: 'local' }
  const override = settings?.overrides?.[form]
  const mode = override?.delivery ?? settings?.delivery ?? 'local'
  const timeoutMs = (settings?.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000
  if (mode === 'netlify') return { mode, timeoutMs }
  if (mode === 'server') return { mode, endpoint: serverPath(form, lang), timeoutMs }
  if (mode === 'endpoint') {
    const endpoint = override?.endpoint ?? settings?.endpoint
    // The site schema requires an endpoint wherever delivery is endpoint, so only unvalidated data gets here.
    if (!endpoint) throw new Error(`forms: the ${form} form delivers to an endpoint, but none is set`)
    return { mode, endpoint, timeoutMs }
  }
  return { mode: 'local' }
}

/**
 * Where a form that delivers to the site's own server posts, on the same origin; from a page in another language than
 * the default, with that language (`?lang=es`), so that its answers, pages and mails are in it.
 */
export function serverPath(form: FormName, lang?: string): string {
  return lang ? `/_forms/${form}?lang=${encodeURIComponent(lang)}` : `/_forms/${form}`
}

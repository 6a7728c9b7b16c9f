import { en } from '../ui/words/en.ts'

/** Shown under the LinkedIn field when it holds something other than an https:// address. */
export const LINKEDIN_HTTPS = en.forms.linkedinHttps

/**
 * The problem with a LinkedIn entry (`message`, in the page's language), or '' when it is empty (the field is
 * optional) or an https:// URL.
 */
export function linkedinProblem(value: string, message = LINKEDIN_HTTPS): string {
  const text = value.trim()
  if (!text) return ''
  try {
    const url = new URL(text)
    return url.protocol === 'https:' && url.hostname ? '' : message
  } catch {
    return message
  }
}

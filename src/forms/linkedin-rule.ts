import { heldWords } from '../ui/words/word-store.ts'

/**
 * The problem with a LinkedIn entry (`message`, in the page's language), or '' when it is empty (the field is
 * optional) or an https:// URL.
 */
export function linkedinProblem(value: string, message = heldWords().forms.linkedinHttps): string {
  const text = value.trim()
  if (!text) return ''
  try {
    const url = new URL(text)
    return url.protocol === 'https:' && url.hostname ? '' : message
  } catch {
    return message
  }
}

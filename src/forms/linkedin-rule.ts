/** Shown under the LinkedIn field when it holds something other than an https:// address. */
export const LINKEDIN_HTTPS =
  'Please enter your LinkedIn profile as a full https:// address, for example https://www.linkedin.com/in/your-name.'

/** The problem with a LinkedIn entry, or '' when it is empty (the field is optional) or an https:// URL. */
export function linkedinProblem(value: string): string {
  const text = value.trim()
  if (!text) return ''
  try {
    const url = new URL(text)
    return url.protocol === 'https:' && url.hostname ? '' : LINKEDIN_HTTPS
  } catch {
    return LINKEDIN_HTTPS
  }
}

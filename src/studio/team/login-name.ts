/** Longer than any name `users add` accepts (40); what a limiter key or an audit line keeps of a longer one. */
export const LOGIN_NAME_MAX = 64

/**
 * A typed sign-in name as the studio compares it: NFC, white space (no-break spaces too) trimmed and collapsed, lower
 * case, cut at LOGIN_NAME_MAX characters. `PAT`, ` Pat ` and `pat\u00a0` are one name, for the account looked up and
 * for the wrong passwords counted against it.
 */
export function loginName(typed: unknown): string {
  if (typeof typed !== 'string') return ''
  return typed
    .slice(0, LOGIN_NAME_MAX * 4)
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase()
    .slice(0, LOGIN_NAME_MAX)
}

import { FORM_NAMES, type FormName } from '../../content/schema/site.ts'
import type { Role } from './roles.ts'

/** The forms each role sees whatever its `inbox` list says (a publisher's is that list). */
const FIXED: Partial<Record<Role, readonly FormName[]>> = {
  editor: [],
  recruiter: ['application'],
  sales: ['consultation', 'contact', 'newsletter'],
  admin: FORM_NAMES,
}

/**
 * The forms of the inbox this person may see, in the site's order: the one rule every inbox route and view asks. An
 * editor sees none, whatever is given; a recruiter the applications; sales the consultation and contact requests and
 * the newsletter; an admin every form; a publisher the ones in their `inbox` list (none without one).
 */
export function inboxFormsOf(user: { role: Role | string; inbox?: readonly string[] | undefined }): FormName[] {
  if (Object.hasOwn(FIXED, user.role)) return [...FIXED[user.role as Role]!]
  if (user.role !== 'publisher') return []
  const given = new Set(user.inbox ?? [])
  return FORM_NAMES.filter((form) => given.has(form))
}

/**
 * What each person of the team studio does. Editors, recruiters and sales save and propose; publishers and admins
 * also publish. Which forms of the inbox each sees is inboxFormsOf's rule.
 */
export type Role = 'editor' | 'publisher' | 'recruiter' | 'sales' | 'admin'

export const ROLES: readonly Role[] = ['editor', 'publisher', 'recruiter', 'sales', 'admin']

/** Each role in a few words, for the users command's help and its refusals. */
export const ROLE_WORDS: Record<Role, string> = {
  editor: 'saves and proposes changes',
  publisher: 'also publishes, and sees the forms of the inbox given to them',
  recruiter: 'saves and proposes changes, and sees the applications',
  sales: 'saves and proposes changes, and sees the consultation and contact requests and the newsletter sign-ups',
  admin: 'publishes, sees every form of the inbox and its audit log, and deletes everything from one person',
}

/** Whether a person of this role publishes (and reviews proposals), rather than only proposing. */
export function canPublish(role: string | undefined): boolean {
  return role === 'publisher' || role === 'admin'
}

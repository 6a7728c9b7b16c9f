import { describe, expect, it } from 'vitest'
import { FORM_NAMES } from '../../../src/content/schema/site.ts'
import { inboxFormsOf } from '../../../src/studio/team/inbox-forms-of.ts'
import { canPublish, ROLES } from '../../../src/studio/team/roles.ts'

describe('inboxFormsOf, the one rule of who sees which forms', () => {
  it('gives each role its forms, and a publisher only the ones given', () => {
    expect(inboxFormsOf({ role: 'editor' })).toEqual([])
    expect(inboxFormsOf({ role: 'recruiter' })).toEqual(['application'])
    expect(inboxFormsOf({ role: 'sales' })).toEqual(['consultation', 'contact', 'newsletter'])
    expect(inboxFormsOf({ role: 'admin' })).toEqual([...FORM_NAMES])
    expect(inboxFormsOf({ role: 'publisher' })).toEqual([])
    expect(inboxFormsOf({ role: 'publisher', inbox: ['application', 'contact'] })).toEqual(['contact', 'application'])
  })

  it('ignores a list given to any other role than a publisher, and forms that do not exist', () => {
    for (const role of ['editor', 'recruiter', 'sales'] as const)
      expect(inboxFormsOf({ role, inbox: ['application', 'contact', 'newsletter', 'consultation'] })).toEqual(
        inboxFormsOf({ role }),
      )
    expect(inboxFormsOf({ role: 'publisher', inbox: ['applications', 'constructor', '__proto__'] })).toEqual([])
    expect(inboxFormsOf({ role: 'owner', inbox: ['application'] })).toEqual([])
    expect(inboxFormsOf({ role: 'toString' })).toEqual([])
  })

  it('lets only publishers and admins publish', () => {
    expect(ROLES.filter(canPublish)).toEqual(['publisher', 'admin'])
    expect(canPublish(undefined)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { EMAIL_PATTERN, validateContact, type ContactValues } from '../../src/forms/contact-rules.ts'

const valid: ContactValues = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '',
  company: '',
  service: 'IT Staffing',
  message: 'We need two SAP consultants.',
}

describe('consultation form rules', () => {
  it('accepts a complete request; phone and company are optional', () => {
    expect(validateContact(valid)).toEqual({})
  })

  it('requires a name that is not only spaces', () => {
    expect(validateContact({ ...valid, name: '' })).toEqual({ name: 'Name is required' })
    expect(validateContact({ ...valid, name: '   ' })).toEqual({ name: 'Name is required' })
  })

  it('requires an e-mail address, then a well-formed one', () => {
    expect(validateContact({ ...valid, email: '' })).toEqual({ email: 'Email is required' })
    expect(validateContact({ ...valid, email: 'dana@example' })).toEqual({ email: 'Invalid email address' })
  })

  it('requires a message', () => {
    expect(validateContact({ ...valid, message: ' ' })).toEqual({ message: 'Message is required' })
  })

  it('reports every problem of an empty form at once', () => {
    expect(validateContact({ ...valid, name: '', email: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    })
  })

  it.each(['a@b.co', 'A@B.INFO', 'first.last+tag@mail.example.org', 'x_y%z-1@sub.domain.io'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true)
  })

  it.each(['a@b', 'a@b.c', 'a@b.abcde', 'plainaddress', '@example.com', 'a b@example.com', 'a@b.c0m'])(
    'rejects %s',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false)
    },
  )
})

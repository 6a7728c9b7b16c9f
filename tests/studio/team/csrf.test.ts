import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { checkWrite } from '../../../src/studio/team/csrf.ts'
import { Sessions } from '../../../src/studio/team/sessions.ts'

const ORIGIN = 'https://studio.example.com'
const session = new Sessions().create({ name: 'erin', email: 'erin@example.com', role: 'editor' })

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage

describe('checkWrite', () => {
  it('allows a change from the studio’s own page with the session’s token', () => {
    expect(checkWrite(request({ origin: ORIGIN, 'x-studio-token': session.csrf }), session, ORIGIN)).toBeUndefined()
    expect(
      checkWrite(request({ origin: ORIGIN, 'x-studio-token': session.csrf }), session, ORIGIN + '/'),
    ).toBeUndefined()
  })

  it('allows a browser that sends no Origin but says the request is same-origin', () => {
    const req = request({ 'sec-fetch-site': 'same-origin', 'x-studio-token': session.csrf })
    expect(checkWrite(req, session, ORIGIN)).toBeUndefined()
  })

  it('refuses a change from another site, even with the right token', () => {
    for (const origin of ['https://evil.example', 'http://studio.example.com', 'null'])
      expect(checkWrite(request({ origin, 'x-studio-token': session.csrf }), session, ORIGIN)).toBe(
        'Changes sent from another page are refused: make them in the studio itself.',
      )
  })

  it('refuses a request that says neither where it comes from nor that it is same-origin', () => {
    const message = 'This browser did not say which page sent the change, so it was refused: use an up-to-date browser.'
    expect(checkWrite(request({ 'x-studio-token': session.csrf }), session, ORIGIN)).toBe(message)
    expect(
      checkWrite(request({ 'sec-fetch-site': 'cross-site', 'x-studio-token': session.csrf }), session, ORIGIN),
    ).toBe(message)
  })

  it('refuses a missing or wrong token', () => {
    const message = 'This change lacks the studio session token: reload the studio page.'
    expect(checkWrite(request({ origin: ORIGIN }), session, ORIGIN)).toBe(message)
    expect(checkWrite(request({ origin: ORIGIN, 'x-studio-token': session.csrf + 'x' }), session, ORIGIN)).toBe(message)
    expect(checkWrite(request({ origin: ORIGIN, 'x-studio-token': session.id }), session, ORIGIN)).toBe(message)
  })
})

import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { clientAddress } from '../../../src/studio/team/client-address.ts'

const request = (remoteAddress: string, forwarded?: string | string[]) =>
  ({
    socket: { remoteAddress },
    headersDistinct: forwarded === undefined ? {} : { 'x-forwarded-for': [forwarded].flat() },
  }) as unknown as IncomingMessage

describe('clientAddress', () => {
  it('is the connection’s address without TRUST_PROXY, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('::ffff:10.0.0.7', '1.2.3.4'), false)).toBe('10.0.0.7')
  })

  it('is the right-most X-Forwarded-For entry with TRUST_PROXY: the one the proxy added, not the client’s', () => {
    // nginx's $proxy_add_x_forwarded_for: what the client sent, then the address nginx saw.
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 203.0.113.9'), true)).toBe('203.0.113.9')
    expect(clientAddress(request('127.0.0.1', ['6.6.6.6', '203.0.113.9']), true)).toBe('203.0.113.9')
    expect(clientAddress(request('127.0.0.1', '203.0.113.9'), true)).toBe('203.0.113.9')
    expect(clientAddress(request('127.0.0.1', 'not an address, 203.0.113.9 ,'), true)).toBe('203.0.113.9')
  })

  it('skips the trusted proxies’ own entries (a sign-on proxy in front of nginx)', () => {
    const chain = '6.6.6.6, 203.0.113.9, 10.0.0.2'
    expect(clientAddress(request('127.0.0.1', chain), true, ['10.0.0.2'])).toBe('203.0.113.9')
    expect(clientAddress(request('10.0.0.2', '10.0.0.2'), true, ['10.0.0.2'])).toBe('10.0.0.2')
    expect(clientAddress(request('127.0.0.1'), true)).toBe('127.0.0.1')
  })
})

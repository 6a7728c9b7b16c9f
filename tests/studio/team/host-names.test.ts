import { describe, expect, it } from 'vitest'
import { allowedHosts, hostAllowed, hostNameArgs } from '../../../src/studio/team/host-names.ts'

const at = (address: string, port = 4174) => ({ address, port, family: address.includes(':') ? 'IPv6' : 'IPv4' })

describe('the Host names the team studio answers to', () => {
  it('are its listen address by default, with localhost on loopback', () => {
    expect([...allowedHosts(undefined, at('127.0.0.1'))]).toEqual(['127.0.0.1:4174', 'localhost:4174'])
    expect([...allowedHosts(undefined, at('::1'))]).toEqual(['[::1]:4174', 'localhost:4174'])
    expect([...allowedHosts(undefined, at('10.0.0.5', 8080))]).toEqual(['10.0.0.5:8080'])
    // Every address and no name given: loopback only (the command refuses to start so).
    expect([...allowedHosts(undefined, at('0.0.0.0'))]).toEqual(['127.0.0.1:4174', 'localhost:4174', '[::1]:4174'])
  })

  it('are the names given when there are some, a name without a port standing for any port', () => {
    const allowed = allowedHosts(['studio.example.com', 'intranet.example:8443'], at('127.0.0.1'))
    for (const host of ['studio.example.com', 'Studio.Example.COM', 'studio.example.com.', 'studio.example.com:4174'])
      expect(hostAllowed(host, allowed)).toBe(true)
    expect(hostAllowed('intranet.example:8443', allowed)).toBe(true)
    for (const host of [
      'intranet.example',
      'intranet.example:443',
      '127.0.0.1:4174',
      'evil.example:4174',
      'studio.example.com.evil.example',
      '',
      undefined,
    ])
      expect(hostAllowed(host, allowed)).toBe(false)
  })

  it('are read from --host-name (repeated or a comma list) and STUDIO_HOST_NAME, and a bad one is refused in words', () => {
    expect(hostNameArgs(['--team'])).toEqual([])
    expect(
      hostNameArgs(['--team', '--host-name', 'Studio.Example.com', '--host-name=a.example,b.example:8443'], {
        STUDIO_HOST_NAME: 'c.example',
      }),
    ).toEqual(['studio.example.com', 'a.example', 'b.example:8443', 'c.example'])
    for (const bad of ['http://studio.example.com', 'studio example', 'a/b', ''])
      expect(() => hostNameArgs(['--host-name', bad])).toThrow(
        /^--host-name .*: give the name people open the studio at/,
      )
    expect(() => hostNameArgs(['--host-name'])).toThrow('--host-name (nothing): give the name')
  })
})

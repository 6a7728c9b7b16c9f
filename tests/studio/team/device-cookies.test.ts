import { describe, expect, it } from 'vitest'
import { DeviceCookies } from '../../../src/studio/team/device-cookies.ts'

const valueOf = (setCookie: string) => setCookie.split(';')[0]!

describe('DeviceCookies', () => {
  it('gives a browser that signed in a cookie for the sign-in form only, out of reach of scripts and other sites', () => {
    const cookie = new DeviceCookies().issue('Dana', false)
    expect(cookie).toMatch(
      /^studio_device=[\w-]+\.[\w-]{22}\.[\w-]{43}; Path=\/_studio\/login; HttpOnly; SameSite=Strict; Max-Age=31536000$/,
    )
    expect(new DeviceCookies().issue('dana', true)).toMatch(/; Secure$/)
  })

  it('knows its own cookie for the name it was given for, in any spelling, and nothing else', () => {
    const devices = new DeviceCookies()
    const header = `theme=dark; ${valueOf(devices.issue('Dana', false))}`
    const id = devices.deviceOf(header, 'dana')
    expect(id).toMatch(/^[\w-]{22}$/)
    expect(devices.deviceOf(header, ' DANA\u00a0')).toBe(id)
    expect(devices.deviceOf(header, 'pat')).toBeUndefined()
    // Another server's key, a changed name or signature, no cookie at all.
    expect(new DeviceCookies().deviceOf(header, 'dana')).toBeUndefined()
    const [who, nonce, mac] = valueOf(devices.issue('dana', false)).split('=')[1]!.split('.')
    const forged = (w: string, n: string, m: string) => devices.deviceOf(`studio_device=${w}.${n}.${m}`, 'pat')
    expect(forged(Buffer.from('pat').toString('base64url'), nonce!, mac!)).toBeUndefined()
    expect(devices.deviceOf(`studio_device=${who}.${nonce}.${'A'.repeat(43)}`, 'dana')).toBeUndefined()
    expect(devices.deviceOf(undefined, 'dana')).toBeUndefined()
    expect(devices.deviceOf('studio_device=garbage', 'dana')).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import {
  checkPassword,
  dummyHash,
  hashPassword,
  hashPasswordSync,
  SCRYPT_COST,
  weakerThan,
} from '../../../src/studio/team/password.ts'

const CHEAP = { N: 2 ** 10, r: 8, p: 1 }

describe('hashPassword', () => {
  it('stores scrypt with N=2^17, r=8, p=1, a 16-byte salt and a 32-byte hash, and checks it', async () => {
    const stored = await hashPassword('correct horse battery')
    const parts = stored.split('$')
    expect(parts.slice(0, 4)).toEqual(['scrypt', '131072', '8', '1'])
    expect(Buffer.from(parts[4]!, 'base64')).toHaveLength(16)
    expect(Buffer.from(parts[5]!, 'base64')).toHaveLength(32)
    expect(await checkPassword('correct horse battery', stored)).toBe(true)
    expect(await checkPassword('correct horse batterY', stored)).toBe(false)
  })

  it('gives the same password a new salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same password!', CHEAP), hashPassword('same password!', CHEAP)])
    expect(a).not.toBe(b)
    expect(await checkPassword('same password!', a)).toBe(true)
    expect(await checkPassword('same password!', b)).toBe(true)
  })

  it('checks a password hashed without waiting (the users command)', async () => {
    const stored = hashPasswordSync('typed at the terminal', CHEAP)
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/)
    expect(await checkPassword('typed at the terminal', stored)).toBe(true)
  })

  it('answers false, without throwing, for a damaged or unreasonable stored form', async () => {
    const good = await hashPassword('a good password', CHEAP)
    for (const stored of [
      '',
      'plain text',
      good.replace('scrypt$', 'bcrypt$'),
      good.replace('$1024$', '$1000$'),
      good.replace('$1024$', '$4194304$'),
      good.slice(0, -10),
      good + '$extra',
    ])
      expect(await checkPassword('a good password', stored)).toBe(false)
  })
})

describe('the cost', () => {
  it('is OWASP’s N=2^17, r=8, p=1 for new passwords and for the dummy an unknown name is checked against', async () => {
    expect(SCRYPT_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 })
    expect(await dummyHash()).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(await dummyHash(CHEAP)).toMatch(/^scrypt\$1024\$8\$1\$/)
    expect(await dummyHash(CHEAP)).toBe(await dummyHash(CHEAP))
  })

  it('tells a password stored with less memory, to be stored again', async () => {
    const cheap = await hashPassword('some password', CHEAP)
    expect(weakerThan(cheap, SCRYPT_COST)).toBe(true)
    expect(weakerThan(cheap, CHEAP)).toBe(false)
    expect(weakerThan(cheap, { N: 2 ** 9, r: 8, p: 1 })).toBe(false)
    expect(weakerThan('damaged', SCRYPT_COST)).toBe(false)
  })
})

import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** The cost of one hash: N (memory and time), r (block size), p (parallel lanes). */
export interface ScryptCost {
  N: number
  r: number
  p: number
}

/**
 * OWASP's advice for scrypt (N=2^17, r=8, p=1): about 0.4 s of one core and 128 MiB per try, slow enough to stop
 * guessing from a stolen file. The team server runs at most two at a time (see HashQueue).
 */
export const SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 }

const SALT_BYTES = 16
const KEY_BYTES = 32

/**
 * The stored form of a password: `scrypt$N$r$p$<salt base64>$<hash base64>`, with a new random salt each time.
 * `cost` is for tests only; every stored password keeps its own cost, so checking still works after a change.
 */
export function hashPassword(password: string, cost: ScryptCost = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  return new Promise((resolvePromise, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options(cost), (error, hash) => {
      if (error) reject(error)
      else resolvePromise(stored(cost, salt, hash))
    })
  })
}

/** hashPassword without waiting: for the `users` command, which has nothing else to do meanwhile. */
export function hashPasswordSync(password: string, cost: ScryptCost = SCRYPT_COST): string {
  const salt = randomBytes(SALT_BYTES)
  return stored(cost, salt, scryptSync(password.normalize('NFC'), salt, KEY_BYTES, options(cost)))
}

/** Whether `password` is the one `stored` was made from; false, never an exception, for a damaged stored form. */
export function checkPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored)
  if (!parsed) return Promise.resolve(false)
  const { cost, salt, hash } = parsed
  return new Promise((resolvePromise) => {
    scrypt(String(password).normalize('NFC'), salt, hash.length, options(cost), (error, candidate) => {
      resolvePromise(!error && timingSafeEqual(candidate, hash))
    })
  })
}

/** Whether `stored` was made with less memory than `cost` asks for (then it is made again at the next sign-in). */
export function weakerThan(stored: string, cost: ScryptCost): boolean {
  const parsed = parseStored(stored)
  return !!parsed && (parsed.cost.N < cost.N || parsed.cost.r < cost.r)
}

const dummies = new Map<string, Promise<string>>()

/**
 * A stored form of a random password nobody kept, made once per cost: what an unknown name is checked against, so
 * that it takes as long as a wrong password and the time of an answer does not tell which names exist.
 */
export function dummyHash(cost: ScryptCost = SCRYPT_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`
  let dummy = dummies.get(key)
  if (!dummy) {
    dummy = hashPassword(randomBytes(24).toString('base64'), cost)
    dummies.set(key, dummy)
  }
  return dummy
}

function options(cost: ScryptCost): ScryptOptions {
  // scrypt needs 128 * N * r bytes; Node refuses past maxmem (32 MiB by default, just too little for N = 2^15).
  return { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 1024 * 1024 }
}

function stored(cost: ScryptCost, salt: Buffer, hash: Buffer): string {
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join('$')
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** The parts of a stored password, or undefined when it is damaged or asks for an unreasonable cost. */
function parseStored(text: string): { cost: ScryptCost; salt: Buffer; hash: Buffer } | undefined {
  const match =
    typeof text === 'string' ? /^scrypt\$(\d{1,7})\$(\d{1,2})\$(\d{1,2})\$([^$]+)\$([^$]+)$/.exec(text) : null
  if (!match) return undefined
  const [N, r, p] = [match[1], match[2], match[3]].map(Number) as [number, number, number]
  const [salt, hash] = [match[4]!, match[5]!]
  if (!N || !r || !p || N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r > 32 || p > 16) return undefined
  if (!BASE64.test(salt) || !BASE64.test(hash)) return undefined
  const hashBytes = Buffer.from(hash, 'base64')
  if (hashBytes.length !== KEY_BYTES) return undefined
  return { cost: { N, r, p }, salt: Buffer.from(salt, 'base64'), hash: hashBytes }
}

import { loginName } from './login-name.ts'

/** Wrong passwords for one name from one address (or one browser, see DeviceCookies) before each try must wait. */
export const LOGIN_TRIES = 5
/** Wrong passwords from one address, whatever the names, before each try from it must wait. */
export const ADDRESS_TRIES = 30
/** Wrong passwords for one name from every address together before every try for it must wait (but a known browser's). */
export const NAME_TRIES = 10
/** The first wait; it doubles with each wrong password after that… */
export const FIRST_WAIT_MS = 60 * 1000
/** …up to this. */
export const LONGEST_WAIT_MS = 15 * 60 * 1000
/** A name, address or browser with no wrong password for this long starts afresh. */
export const FORGET_MS = 60 * 60 * 1000

/** Past this many keys remembered, the forgotten ones are dropped; past MAX_KEYS, the oldest too. */
const SWEEP_AT = 10_000
const MAX_KEYS = 100_000

/** What a sign-in is counted under: the typed name, the client's address, and the browser when it has signed in as that name before. */
export interface LoginAttempt {
  name: string
  address: string
  /** A device id (DeviceCookies) proven to have signed in as this name: the try is counted under it alone. */
  device?: string
}

/** A try counted before its password is checked: say how it went (or that it was never checked). */
export interface LoginTry {
  succeeded(): void
  failed(): void
  /** The password was not checked after all (the server was too busy): the try is not counted. */
  cancel(): void
}

/** A try refused before its password is checked. */
export interface LoginRefusal {
  /** Seconds to wait before the next try. */
  wait: number
  /** The first refusal of this name and address (or browser) in a while: worth one line in the audit log. */
  note: boolean
  /** What is held back: the name from everywhere (its count from every address), or this address or browser. */
  by: 'name' | 'address'
}

interface Tally {
  failures: number
  /** When the last try was counted (ms). */
  last: number
  /** When a refusal was last noted in the audit log (ms). */
  noted?: number
}

/**
 * Slows down password guessing without letting anyone lock a person out of their own browser (OWASP's
 * Authentication Cheat Sheet and its device cookies, ASVS v4 §2.2). A try is counted as a wrong password *before*
 * its password is checked and given back when it was right, so tries sent at once cannot slip past the count. After
 * LOGIN_TRIES wrong passwords for one name from one address, or ADDRESS_TRIES from one address, each further try
 * waits FIRST_WAIT_MS, doubling up to LONGEST_WAIT_MS. Once a name has NAME_TRIES wrong passwords from all addresses
 * together, every try for it waits in the same way, from whatever address: guesses spread over many addresses get
 * no more than one each wait. A browser that has signed in as the name before (a device cookie) is counted by
 * itself, so neither a shared address nor an attack on the name holds it back. Addresses are given as the caller
 * counts them (an IPv6 /64: addressBlock).
 */
export class LoginLimiter {
  private readonly pairs = new Map<string, Tally>()
  private readonly addresses = new Map<string, Tally>()
  private readonly names = new Map<string, Tally>()
  private readonly devices = new Map<string, Tally>()
  private readonly now: () => number

  constructor(opts: { now?: () => number } = {}) {
    this.now = opts.now ?? Date.now
  }

  /** Counts a try before its password is checked, or refuses it with the seconds to wait. */
  reserve(attempt: LoginAttempt): LoginTry | LoginRefusal {
    const name = loginName(attempt.name)
    const counted: [Map<string, Tally>, string][] = attempt.device
      ? [[this.devices, attempt.device]]
      : [
          [this.pairs, `${name}\n${attempt.address}`],
          [this.addresses, attempt.address],
          [this.names, name],
        ]
    const [first, second, third] = counted.map(([map, key]) => this.tally(map, key))
    const waits: [number, Tally | undefined, LoginRefusal['by']][] = attempt.device
      ? [[this.wait(first, LOGIN_TRIES), first, 'address']]
      : [
          [this.wait(first, LOGIN_TRIES), first, 'address'],
          [this.wait(second, ADDRESS_TRIES), second, 'address'],
          // Noted in the audit log once per name and address (for an address new to the name, once per name).
          [this.wait(third, NAME_TRIES), first ?? third, 'name'],
        ]
    const [waitMs, noted, by] = waits.reduce((a, b) => (b[0] > a[0] ? b : a))
    const at = this.now()
    if (waitMs > 0 && noted) {
      const note = noted.noted === undefined || at - noted.noted >= LONGEST_WAIT_MS
      if (note) noted.noted = at
      return { wait: Math.ceil(waitMs / 1000), note, by }
    }
    for (const [map, key] of counted) {
      const t = this.tally(map, key) ?? { failures: 0, last: at }
      map.set(key, { ...t, failures: t.failures + 1, last: at })
      if (map.size > SWEEP_AT) this.sweep(map)
    }
    let settled = false
    const giveBack = (clear: boolean) => {
      if (settled) return
      settled = true
      counted.forEach(([map, key], i) => {
        const t = map.get(key)
        if (!t) return
        // A right password clears its own name and address (or browser); the others only get their try back.
        if ((clear && i === 0) || t.failures <= 1) map.delete(key)
        else t.failures--
      })
    }
    return {
      succeeded: () => giveBack(true),
      failed: () => {
        settled = true
      },
      cancel: () => giveBack(false),
    }
  }

  /** How long a key with `t` must wait before its next try, in ms (0: at once). */
  private wait(t: Tally | undefined, free: number): number {
    if (!t || t.failures < free) return 0
    const wait = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (t.failures - free))
    return Math.max(0, t.last + wait - this.now())
  }

  /** The tally of `key`, or undefined when it has none or it was forgotten (then it is dropped). */
  private tally(map: Map<string, Tally>, key: string): Tally | undefined {
    const t = map.get(key)
    if (t && this.now() - t.last >= FORGET_MS) {
      map.delete(key)
      return undefined
    }
    return t
  }

  private sweep(map: Map<string, Tally>): void {
    for (const key of [...map.keys()]) this.tally(map, key)
    // Keys are kept in the order they were first counted: past the bound, the oldest go first.
    for (const key of map.keys()) {
      if (map.size <= MAX_KEYS) break
      map.delete(key)
    }
  }
}

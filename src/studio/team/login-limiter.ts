/** Failed logins for one name or one address before the next try must wait. */
export const LOGIN_TRIES = 5
/** How long a failed login counts. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000

/** Past this many names and addresses remembered, the ones whose failures have all expired are forgotten. */
const SWEEP_AT = 10_000

/**
 * Slows down password guessing: after `max` failures within `windowMs` for one name (whatever its capitals) or one
 * address, further tries wait until the oldest counted failure leaves the window. Counting addresses too stops one
 * machine trying many names; counting names stops many machines trying one.
 */
export class LoginLimiter {
  private readonly names = new Map<string, number[]>()
  private readonly addresses = new Map<string, number[]>()
  private readonly max: number
  private readonly windowMs: number
  private readonly now: () => number

  constructor(opts: { max?: number; windowMs?: number; now?: () => number } = {}) {
    this.max = opts.max ?? LOGIN_TRIES
    this.windowMs = opts.windowMs ?? LOGIN_WINDOW_MS
    this.now = opts.now ?? Date.now
  }

  /** Seconds to wait before another try for this name or this address (the longer of the two), or 0. */
  waitFor(name: string, address: string): number {
    return Math.max(this.wait(this.names, nameKey(name)), this.wait(this.addresses, address))
  }

  /** Counts a wrong password (or an unknown name) against the name and the address. */
  failed(name: string, address: string): void {
    const at = this.now()
    for (const [map, key] of [
      [this.names, nameKey(name)],
      [this.addresses, address],
    ] as const) {
      map.set(key, [...this.counted(map, key), at])
      if (map.size > SWEEP_AT) for (const k of [...map.keys()]) this.counted(map, k)
    }
  }

  /** A right password clears the name's failures; the address's stay, or one good account would unlock guessing. */
  succeeded(name: string, _address: string): void {
    this.names.delete(nameKey(name))
  }

  private wait(map: Map<string, number[]>, key: string): number {
    const failures = this.counted(map, key)
    if (failures.length < this.max) return 0
    // The try is allowed again once fewer than `max` failures are left in the window.
    const freedAt = failures[failures.length - this.max]! + this.windowMs
    return Math.max(1, Math.ceil((freedAt - this.now()) / 1000))
  }

  /** The failures of `key` still inside the window (the expired ones are dropped). */
  private counted(map: Map<string, number[]>, key: string): number[] {
    const since = this.now() - this.windowMs
    const failures = (map.get(key) ?? []).filter((at) => at > since)
    if (failures.length) map.set(key, failures)
    else map.delete(key)
    return failures
  }
}

function nameKey(name: string): string {
  return String(name).trim().toLowerCase()
}

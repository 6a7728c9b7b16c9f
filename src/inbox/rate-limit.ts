/**
 * How many submissions each address sent within the last `windowMs`: `over` tells when one is more than `count`.
 * Kept in memory (a restart forgets it), for at most `addresses` addresses, the least recently seen dropped first.
 */
export class RateLimit {
  private readonly seen = new Map<string, number[]>()

  constructor(
    readonly count: number,
    readonly windowMs: number,
    private readonly addresses = 100_000,
  ) {}

  /** Notes a submission from `address` at `now`; true when it is over the limit. */
  over(address: string, now: number): boolean {
    const times = (this.seen.get(address) ?? []).filter((at) => at > now - this.windowMs)
    times.push(now)
    // Re-inserted, so the map's order is the order addresses were last seen in.
    this.seen.delete(address)
    this.seen.set(address, times.slice(-(this.count + 1)))
    for (const oldest of this.seen.keys()) {
      if (this.seen.size <= this.addresses) break
      this.seen.delete(oldest)
    }
    return times.length > this.count
  }
}

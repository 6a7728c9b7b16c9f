/**
 * Password hashes, a few at a time: one scrypt of the studio's cost holds 128 MiB and a core for about 0.4 s, so a
 * burst of sign-ins must not run them all at once. Up to `running` run side by side, up to `waiting` more wait their
 * turn in order; past that the caller refuses the sign-in (503 with `retryAfter()`). A browser that has signed in as
 * the name before (`known`: a device cookie) goes to the front and is never refused, so a flood of sign-ins from many
 * places keeps none of the team's own browsers out (each is counted by the LoginLimiter first, which holds a browser
 * back after a few wrong passwords, and an address after more).
 */
export class HashQueue {
  private readonly running: number
  private readonly waiting: number
  private busy = 0
  private readonly queue: (() => void)[] = []
  /** A running average of how long one job takes, for retryAfter (0.4 s until one was timed). */
  private averageMs = 400

  constructor(opts: { running?: number; waiting?: number } = {}) {
    this.running = opts.running ?? 2
    this.waiting = opts.waiting ?? 32
  }

  /** Whether a job given now would have to be refused (never a `known` browser's). */
  refuses({ known = false }: { known?: boolean } = {}): boolean {
    return !known && this.busy >= this.running && this.queue.length >= this.waiting
  }

  /** Seconds until the jobs given so far are done, at least 1: the Retry-After of a refused sign-in. */
  retryAfter(): number {
    const jobs = this.busy + this.queue.length
    return Math.max(1, Math.ceil((jobs * this.averageMs) / this.running / 1000))
  }

  /** Runs `job` once a place is free; throws a plain Error when it is refused (check `refuses` first). */
  async run<T>(job: () => Promise<T>, { known = false }: { known?: boolean } = {}): Promise<T> {
    if (this.refuses({ known }))
      throw new Error('Too many passwords are being checked at once: try again in a few seconds.')
    if (this.busy < this.running) this.busy++
    else
      await new Promise<void>((go) => {
        if (known) this.queue.unshift(go)
        else this.queue.push(go)
      })
    const started = performance.now()
    try {
      return await job()
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started)
      // The place passes straight to the next job waiting, or is given back.
      const next = this.queue.shift()
      if (next) next()
      else this.busy--
    }
  }
}

/** The queue every Users of this process shares unless given its own: the memory bound holds for the whole server. */
export const PASSWORD_HASHES = new HashQueue()

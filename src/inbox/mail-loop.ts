import nodemailer, { type Transporter } from 'nodemailer'
import type { InboxStore, QueuedMail } from './types.ts'

export interface MailLoopOptions {
  store: InboxStore
  /** `smtp://user:pass@host:port` (or smtps://); none: the mails wait in the database. */
  smtpUrl?: string
  from: string
  now: () => number
  log: (line: string) => void
  /** The first wait before a mail that failed is tried again; it doubles with each failure, up to an hour. @default 60 s */
  retryMs?: number
  /** How often the queue is looked at besides right after each submission. @default 60 s */
  everyMs?: number
}

const HOUR = 3_600_000
/** Mails fetched from the queue at a time, and sent at once. */
const BATCH = 8

/**
 * Sends the queued mails (notifications, confirmations) over SMTP: right after each submission (`kick`), every
 * `everyMs`, and when a failed one is due again. A mail server that is down only delays them: each failure is kept
 * with the mail and tried again later, waiting twice as long each time.
 */
export class MailLoop {
  private readonly transport: Transporter | undefined
  private running: Promise<void> | undefined
  private again = false
  private closed = false
  private retryTimer: NodeJS.Timeout | undefined
  /** When the retry timer fires (Infinity: not set). */
  private timerAt = Infinity
  /**
   * When each failed mail is due again. Every one keeps a wake-up: a round that sends one mail while another still
   * waits for its later time would otherwise leave that one to the minute's poll.
   */
  private retries: number[] = []
  private readonly pollTimer: NodeJS.Timeout | undefined

  constructor(private readonly options: MailLoopOptions) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : undefined
    if (!this.transport) return
    this.pollTimer = setInterval(() => this.kick(), options.everyMs ?? 60_000)
    this.pollTimer.unref()
  }

  /** Sends what is due now (once the round under way, if any, is over). */
  kick(): void {
    if (this.closed || !this.transport) return
    if (this.running) {
      this.again = true
      return
    }
    this.running = this.rounds().finally(() => {
      this.running = undefined
    })
  }

  /** Stops sending; resolves once the round under way is over. */
  async close(): Promise<void> {
    this.closed = true
    clearInterval(this.pollTimer)
    clearTimeout(this.retryTimer)
    this.retries = []
    await this.running
    this.transport?.close()
  }

  private async rounds(): Promise<void> {
    const { store, now, log } = this.options
    const failures: string[] = []
    /** The moment the queue was last asked for what is due: what was due then was handed out. */
    let asked: number
    do {
      this.again = false
      let due: QueuedMail[]
      try {
        asked = now()
        due = await store.dueMail(asked, BATCH)
      } catch (error) {
        log(`inbox: the mail queue could not be read: ${(error as Error).message}`)
        return
      }
      await Promise.all(
        due.map(async (mail) => {
          const error = await this.send(mail)
          if (error === undefined) return store.mailSent(mail.id).catch(() => undefined)
          const next = now() + Math.min((this.options.retryMs ?? 60_000) * 2 ** mail.attempts, HOUR)
          this.retries.push(next)
          failures.push(error)
          await store.mailFailed(mail.id, next, error).catch(() => undefined)
        }),
      )
      if (due.length === BATCH) this.again = true
    } while (this.again && !this.closed)
    if (this.closed) return
    if (failures.length) {
      const wait = Math.max(0, Math.min(...this.retries) - now())
      log(
        `inbox: ${failures.length} mail${failures.length === 1 ? '' : 's'} could not be sent (${failures[0]}); tried again in ${Math.ceil(wait / 1000)} s`,
      )
    }
    // Not now(): a mail that failed with the others and came due while this round was sending was never asked for.
    this.wakeForRetries(asked)
  }

  /**
   * Sets the retry timer for the soonest failed mail still waiting (due after `after`, when the queue was last asked),
   * unless it is set for that time or sooner.
   */
  private wakeForRetries(after = this.options.now()): void {
    const { now } = this.options
    this.retries = this.retries.filter((at) => at > after)
    if (!this.retries.length) return
    const soonest = Math.min(...this.retries)
    if (this.timerAt <= soonest && this.timerAt > now()) return
    clearTimeout(this.retryTimer)
    this.timerAt = soonest
    this.retryTimer = setTimeout(
      () => {
        this.timerAt = Infinity
        this.kick()
        // A mail due at this time is taken by the round just started; the later ones keep their wake-up.
        this.wakeForRetries()
      },
      Math.max(0, soonest - now()),
    )
    this.retryTimer.unref()
  }

  /** Undefined once the mail server took the mail, else what went wrong. */
  private async send(mail: QueuedMail): Promise<string | undefined> {
    try {
      await this.transport!.sendMail({
        from: this.options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      })
      return undefined
    } catch (error) {
      return (error as Error).message || String(error)
    }
  }
}

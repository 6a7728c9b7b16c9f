import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { FORM_NAMES, type FormName } from '../content/schema/site.ts'
import { deliveryFor } from '../forms/delivery-for.ts'
import { DEFAULT_MAX_RESUME_MB } from '../forms/resume-rules.ts'
import { retentionDays } from '../forms/retention-days.ts'
import { counted } from '../lib/counted.ts'
import { clientAddress } from '../server/client-address.ts'
import { addressBlock } from '../lib/address-block.ts'
import { checkSubmission } from './check-submission.ts'
import { FileStore } from './file-store.ts'
import { inboxPage, type PageParts } from './inbox-page.ts'
import { submissionMails, type MailFacts } from './inbox-mails.ts'
import type { InboxSettings } from './inbox-settings.ts'
import { MailLoop } from './mail-loop.ts'
import { openStore } from './open-store.ts'
import { PAGE_HEADERS } from './page-headers.ts'
import { parseSubmission, Unreadable } from './parse-submission.ts'
import { RateLimit } from './rate-limit.ts'
import { readBody, TooLarge } from './read-body.ts'
import { expiresAt } from './retention.ts'
import type { Entry, InboxAccess, InboxStore, OutgoingMail, StoredFile } from './types.ts'
import { validToken, withdrawSecret, withdrawToken } from './withdraw-token.ts'
import { en } from './words/en.ts'
import { inboxWordsFor } from './words/words-for.ts'
import type { InboxWords } from './words/words.ts'

export interface InboxOptions {
  /** The inbox's private folder (`.studio/inbox`): the SQLite file, the résumés, the withdraw links' key. */
  dir: string
  /** INBOX_DATABASE_URL: `postgres://…`, or a `file:` SQLite URL; default `dir`/inbox.db. */
  databaseUrl?: string
  /** INBOX_SMTP_URL; without it the mails wait in the database. */
  smtpUrl?: string
  /** INBOX_MAIL_FROM; default `Website <no-reply@host of publicUrl>`. */
  mailFrom?: string
  /** The public site's address (withdraw links), and the team studio's (links into the inbox; known late, maybe). */
  publicUrl: string
  studioUrl: string | (() => string)
  /** The published site's settings, asked for each submission. */
  settings: () => InboxSettings
  now?: () => number
  log?: (line: string) => void
  /** Honour X-Forwarded-For for the rate limit (a reverse proxy in front). */
  trustProxy?: boolean
  /** The static site's headers for a path (its `_headers`), set before the inbox's own on its pages. */
  siteHeaders?: (path: string) => [string, string][]
  /**
   * More than `count` submissions from one address within `windowMs` are held back; more than ten times as many are
   * refused (429) unread. @default 5 in 10 minutes
   */
  rateLimit?: { count: number; windowMs: number }
  /**
   * Bytes of form bodies received at once: a form that would take more waits for none, it is answered 503 (try again
   * in a minute). A body is held in memory, and parsed into copies, until stored: this bounds the memory forms take.
   * One address (an IPv6 /64) holds at most a quarter of it once it has one body on its way, so slow bodies sent
   * from one place cannot keep everyone else's forms out.
   * @default 64 MB
   */
  receiveBudgetBytes?: number
  /** A body that sends nothing for this long is dropped, and its part of the budget given back. @default 30 s */
  bodyIdleMs?: number
  /** A form sent sooner than this after it was shown is held back. @default 2000 */
  minFillMs?: number
  /** The mail loop's first wait after a failure, and how often it looks at the queue. */
  mailRetryMs?: number
  mailEveryMs?: number
  /** How often expired submissions are deleted. @default 1 hour */
  sweepEveryMs?: number
}

/** The applications inbox of the live server: its store, its public routes (`/_forms/…`) and its timers. */
export interface Inbox extends InboxAccess {
  /** Answers `/_forms/…` (true), or leaves the request alone (false). */
  handle(req: IncomingMessage, res: ServerResponse): boolean
  /**
   * Deletes the submissions past their retention, with their files, and the résumé files no submission names that
   * are older than an hour; resolves with how many submissions.
   */
  sweep(): Promise<number>
  /** Sends the mails that are due now. */
  sendMail(): void
  close(): Promise<void>
}

const KB = 1024
const MB = 1024 * KB
/** Room for every text field and the multipart framing, beside the résumé. */
const TEXT_BYTES = 256 * KB
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/**
 * A résumé is stored just before its submission: a file no submission names was left by a server that stopped in
 * between. One younger than this may be a submission being stored right now, so it is left for a later sweep.
 */
const ORPHAN_AGE_MS = 60 * 60_000
/** From one address, this many times the rate limit within its window is refused (429), not held back. */
const FLOOD_TIMES = 10

/**
 * Opens the inbox: the store (SQLite under `dir` by default), the résumés' folder, the key of the withdraw links
 * (made at first start), the mail loop, and the retention sweep (now, then every hour). A submission is answered only
 * once it and its mails are durably stored; a mail server that is down only delays the mails.
 */
export async function openInbox(options: InboxOptions): Promise<Inbox> {
  const dir = resolve(options.dir)
  const now = options.now ?? Date.now
  const log = options.log ?? ((line: string) => console.log(line))
  const files = new FileStore(join(dir, 'files'))
  const secret = withdrawSecret(join(dir, 'secret'))
  const store: InboxStore = await openStore(options.databaseUrl ?? pathToFileURL(join(dir, 'inbox.db')).href)
  const publicUrl = options.publicUrl.replace(/\/+$/, '')
  const studioUrl = () =>
    (typeof options.studioUrl === 'string' ? options.studioUrl : options.studioUrl()).replace(/\/+$/, '')
  const mail = new MailLoop({
    store,
    ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
    from: options.mailFrom ?? `Website <no-reply@${new URL(publicUrl).hostname}>`,
    now,
    log,
    ...(options.mailRetryMs ? { retryMs: options.mailRetryMs } : {}),
    ...(options.mailEveryMs ? { everyMs: options.mailEveryMs } : {}),
  })
  if (!options.smtpUrl)
    log('inbox: INBOX_SMTP_URL is not set, so notifications and confirmations wait in the database until it is')
  const limit = options.rateLimit ?? { count: 5, windowMs: 10 * 60_000 }
  const rate = new RateLimit(limit.count, limit.windowMs)
  const flood = new RateLimit(limit.count * FLOOD_TIMES, limit.windowMs)
  const budget = options.receiveBudgetBytes ?? 64 * MB
  /** Bytes of the bodies being received right now, as claimed against the budget: in all, and by each address. */
  let holding = 0
  const holdingBy = new Map<string, number>()
  const idleMs = options.bodyIdleMs ?? 30_000
  const minFillMs = options.minFillMs ?? 2000
  const minutes = Math.max(1, Math.round(limit.windowMs / 60_000))
  const windowWords = en.refused.window(minutes)

  const days = (settings: InboxSettings) =>
    Object.fromEntries(FORM_NAMES.map((form) => [form, retentionDays(settings.forms, form)])) as Record<
      FormName,
      number | null
    >
  const expiry = (entry: Pick<Entry, 'form' | 'talentPool' | 'folder'> & { createdAt?: number }, at: number) =>
    expiresAt(entry, at, days(options.settings()), entry.createdAt ?? at)

  /** The site's default language (its code). */
  const defaultLang = (settings: InboxSettings | undefined) => settings?.languages?.[0] ?? 'en'
  /** `asked` when it is one of the site's languages; else the default. */
  const languageOf = (asked: string | null, settings: InboxSettings | undefined) =>
    asked !== null && settings?.languages?.includes(asked) ? asked : defaultLang(settings)
  /** The site's title of an entry's job in the sender's language, when not the default and translated. */
  const sendersJobTitle = (entry: Pick<Entry, 'job' | 'lang'>, settings: InboxSettings | undefined) =>
    entry.job && entry.lang ? settings?.jobTitle?.(entry.job, entry.lang) : undefined

  /** The notification and, except for the newsletter, the confirmation of a submission let into the inbox. */
  const mailsOf = (entry: MailFacts['entry'], settings: InboxSettings): OutgoingMail[] => {
    const lang = entry.lang ? `&lang=${encodeURIComponent(entry.lang)}` : ''
    const facts: MailFacts = {
      entry,
      company: settings.company.name,
      notify: settings.forms?.overrides?.[entry.form]?.notify ?? settings.company.email,
      inboxUrl: `${studioUrl()}/_studio?inbox=${entry.id}`,
      withdrawUrl: `${publicUrl}/_forms/withdraw?id=${entry.id}&t=${withdrawToken(secret, entry.id)}${lang}`,
      retentionDays: retentionDays(settings.forms, entry.form),
      lang: entry.lang ?? defaultLang(settings),
    }
    const siteJobTitle = entry.job ? settings.jobTitle?.(entry.job) : undefined
    if (siteJobTitle) facts.siteJobTitle = siteJobTitle
    const translatedTitle = sendersJobTitle(entry, settings)
    if (translatedTitle) facts.sendersJobTitle = translatedTitle
    return submissionMails(facts)
  }

  const removeFile = async (file: Pick<StoredFile, 'id'> | undefined) => {
    if (!file) return
    await files.remove(file.id).catch((error: Error) => log(`inbox: a resume could not be deleted: ${error.message}`))
  }

  /** Deletes the résumés no submission names (see ORPHAN_AGE_MS); resolves with how many. */
  const sweepFiles = async (): Promise<number> => {
    // The files' age by the real clock, as their modification time is (a test's clock may be years ahead).
    const old = (await files.stored()).filter((file) => file.modifiedAt <= Date.now() - ORPHAN_AGE_MS)
    if (!old.length) return 0
    // Read after the listing: a submission stored meanwhile names a file too young to be in it.
    const named = new Set(await store.fileIds())
    const orphans = old.filter((file) => !named.has(file.id))
    for (const file of orphans) await removeFile(file)
    if (orphans.length)
      await store.audit({
        at: now(),
        actor: 'server',
        action: 'expire',
        detail: `${counted(orphans.length, 'résumé file')} that no submission named deleted (left by a server stopped while storing a submission)`,
      })
    return orphans.length
  }

  const sweep = async (): Promise<number> => {
    const expired = await store.removeExpired(now())
    for (const entry of expired) await removeFile(entry.file)
    if (expired.length)
      await store.audit({
        at: now(),
        actor: 'server',
        action: 'expire',
        detail: `${expired.length} expired submission${expired.length === 1 ? '' : 's'} deleted`,
      })
    await sweepFiles().catch((error: Error) => log(`inbox: the sweep of left résumé files failed: ${error.message}`))
    return expired.length
  }
  const sweepNow = () =>
    void sweep().catch((error: Error) => log(`inbox: the retention sweep failed: ${error.message}`))
  sweepNow()
  const sweepTimer = setInterval(sweepNow, options.sweepEveryMs ?? 60 * 60_000)
  sweepTimer.unref()
  mail.kick()

  // ---- answers ----

  const settingsOrNone = (): InboxSettings | undefined => {
    try {
      return options.settings()
    } catch {
      return undefined
    }
  }
  /**
   * The language a request asks for (`?lang=es`: a form on a page in that language, or a withdraw link) when it is
   * one of the site's languages; else the default. Pages, refusals and the sender's mails are in it.
   */
  const langOf = (req: IncomingMessage, settings = settingsOrNone()): string =>
    languageOf(new URL(req.url ?? '/', 'http://inbox').searchParams.get('lang'), settings)

  const send = (req: IncomingMessage, res: ServerResponse, status: number, page: PageParts, lang: string) => {
    const path = (req.url ?? '/').split('?')[0]!
    for (const [name, value] of options.siteHeaders?.(path) ?? []) res.setHeader(name, value)
    for (const [name, value] of PAGE_HEADERS) res.setHeader(name, value)
    const settings = settingsOrNone()
    const html = inboxPage({ ...page, lang, ...(settings ? { site: settings.company.name } : {}) })
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html) })
    res.end(html)
  }
  const sendJson = (res: ServerResponse, status: number, body: { ok: boolean; message?: string }) => {
    for (const [name, value] of PAGE_HEADERS) res.setHeader(name, value)
    const text = JSON.stringify(body)
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
    })
    res.end(text)
  }
  const wantsJson = (req: IncomingMessage) => /\bapplication\/json\b/i.test(req.headers.accept ?? '')

  /** Where "back" goes: the page the form was on when the browser says so and it is on this site, else home. */
  const backTo = (req: IncomingMessage, home: string): string => {
    try {
      const from = new URL(req.headers.referer ?? '')
      // One leading slash only: `//other.example/` would be a link to another site.
      if (from.host === req.headers.host || from.origin === new URL(publicUrl).origin)
        return `${from.pathname.replace(/^\/+/, '/')}${from.search}`
    } catch {
      // no Referer, or not an address
    }
    return home
  }
  /** The home page of `lang`: the default language's is /, another's /<code> (as the site routes it). */
  const homeOf = (lang: string, settings: InboxSettings | undefined) =>
    lang === defaultLang(settings) ? '/' : `/${lang}`

  /**
   * A submission refused (4xx) or not stored (5xx): JSON `{ ok: false, message }`, or a page saying what to do, in
   * the language of the form's page. `message` picks the words of that language.
   */
  const refuse = (
    req: IncomingMessage,
    res: ServerResponse,
    form: FormName | undefined,
    status: number,
    message: (say: InboxWords) => string,
  ) => {
    if (status === 413) res.setHeader('Connection', 'close')
    const settings = settingsOrNone()
    const lang = langOf(req, settings)
    const say = inboxWordsFor(lang)
    if (wantsJson(req)) return sendJson(res, status, { ok: false, message: message(say) })
    const what = form ? say.submissions[form] : say.form
    const page = backTo(req, '')
    send(
      req,
      res,
      status,
      {
        title: say.notSent.title,
        heading: say.notSent.heading(what),
        paragraphs: [message(say), say.notSent.goBack],
        // Back to the page the form was on when the browser said which (its Referer), else to the site's home.
        link: page ? { href: page, text: say.notSent.back } : { href: homeOf(lang, settings), text: say.thanks.back },
      },
      lang,
    )
  }

  // ---- POST /_forms/<form> ----

  const receive = async (req: IncomingMessage, res: ServerResponse, form: FormName): Promise<void> => {
    let settings: InboxSettings
    try {
      settings = options.settings()
    } catch (error) {
      log(`inbox: the site's settings could not be read: ${(error as Error).message}`)
      return refuse(req, res, form, 503, (say) => say.refused.noSettings)
    }
    if (deliveryFor(settings.forms, form).mode !== 'server')
      return refuse(req, res, form, 404, (say) => say.refused.notHere)
    if (crossSite(req, options.trustProxy ?? false)) return refuse(req, res, form, 403, (say) => say.refused.crossSite)
    const address = addressBlock(clientAddress(req, options.trustProxy ?? false))
    // Far more than the rate limit holds back: a program filling the disk. Refused before its body is read.
    if (flood.over(address, now())) {
      res.setHeader('Connection', 'close')
      res.setHeader('Retry-After', String(Math.ceil(limit.windowMs / 1000)))
      return refuse(req, res, form, 429, (say) => say.refused.flood(say.refused.window(minutes)))
    }
    const maxResumeMb = settings.forms?.maxResumeMb ?? DEFAULT_MAX_RESUME_MB
    const most = form === 'application' ? maxResumeMb * MB + TEXT_BYTES : TEXT_BYTES
    // What this body may take of the budget: its declared length, or the most a form may be (chunked). A body
    // declared over the most is refused by readBody (413) before it takes anything.
    const declared = Number(req.headers['content-length'])
    const claim = Number.isFinite(declared) && declared >= 0 ? Math.min(declared, most) : most
    const mine = holdingBy.get(address) ?? 0
    if ((holding > 0 && holding + claim > budget) || (mine > 0 && mine + claim > budget / 4)) {
      // Read and dropped, not cut off: a browser still sending it would see a broken connection, not this answer.
      req.resume()
      res.setHeader('Retry-After', '30')
      return refuse(req, res, form, 503, (say) => say.refused.busy)
    }
    holding += claim
    holdingBy.set(address, mine + claim)
    try {
      await take(req, res, form, settings, address, maxResumeMb, most)
    } finally {
      holding -= claim
      const left = holdingBy.get(address)! - claim
      if (left > 0) holdingBy.set(address, left)
      else holdingBy.delete(address)
    }
  }

  /** Reads, checks and stores one submission (the budget taken), and answers. */
  const take = async (
    req: IncomingMessage,
    res: ServerResponse,
    form: FormName,
    settings: InboxSettings,
    address: string,
    maxResumeMb: number,
    most: number,
  ): Promise<void> => {
    let body: Buffer<ArrayBuffer>
    try {
      body = await readBody(req, most, { idleMs })
    } catch (error) {
      if (!(error instanceof TooLarge)) return void res.destroy()
      return refuse(req, res, form, 413, (say) =>
        form === 'application' ? say.refused.tooLargeResume(maxResumeMb) : say.refused.tooLarge,
      )
    }
    const lang = langOf(req, settings)
    let checked: Awaited<ReturnType<typeof checkSubmission>>
    try {
      checked = await checkSubmission(form, await parseSubmission(req.headers['content-type'], body), {
        maxResumeMb,
        lang,
        ...(settings.jobTitle ? { jobTitle: settings.jobTitle } : {}),
      })
    } catch (error) {
      if (error instanceof Unreadable) {
        const { reason } = error
        return refuse(req, res, form, error.status, (say) => say.unreadable[reason])
      }
      throw error
    }
    if ('status' in checked) {
      const { message } = checked
      return refuse(req, res, form, checked.status, () => message)
    }
    // A bot (people never see the honeypot): answered like anyone, and nothing is kept.
    if (checked.honeypot) return thank(req, res, form, checked.fields, settings, lang)

    const at = now()
    const over = rate.over(address, at)
    const elapsed = checked.elapsedMs
    const heldReason =
      elapsed === undefined
        ? undefined
        : !Number.isFinite(elapsed) || elapsed < 0
          ? 'Its timing field held no time, as only a program sends it'
          : elapsed < minFillMs
            ? `Sent ${(elapsed / 1000).toFixed(1)} seconds after the form was shown, faster than a person fills it`
            : undefined
    const reason =
      heldReason ?? (over ? `More than ${limit.count} forms sent from one address within ${windowWords}` : undefined)
    const file = checked.resume
      ? await files.save(checked.resume.bytes, checked.resume.name, checked.resume.type)
      : undefined
    const folder = reason ? 'held' : 'inbox'
    const entry = {
      id: randomUUID(),
      form,
      email: checked.email.toLowerCase(),
      name: checked.name,
      fields: checked.fields,
      talentPool: checked.talentPool,
      folder,
      ...(checked.job ? { job: checked.job } : {}),
      ...(checked.jobTitle ? { jobTitle: checked.jobTitle } : {}),
      ...(file ? { file } : {}),
      ...(reason ? { heldReason: reason } : {}),
      ...(lang !== defaultLang(settings) ? { lang } : {}),
    } as const
    try {
      await store.add(
        { ...entry, at, expiresAt: expiry(entry, at) },
        folder === 'inbox' ? mailsOf(entry, settings) : [],
      )
    } catch (error) {
      await removeFile(file)
      log(`inbox: a submission could not be stored: ${(error as Error).message}`)
      return refuse(req, res, form, 503, (say) => say.refused.notStored)
    }
    await store
      .audit({
        at,
        actor: 'visitor',
        action: 'receive',
        entry: entry.id,
        detail: reason ? `Held back: ${reason}` : 'Received',
      })
      .catch((error: Error) => log(`inbox: the audit log could not be written: ${error.message}`))
    if (folder === 'inbox') mail.kick()
    thank(req, res, form, checked.fields, settings, lang)
  }

  /** The same success for every visitor, held back or not (a bot learns nothing). */
  const thank = (
    req: IncomingMessage,
    res: ServerResponse,
    form: FormName,
    fields: Record<string, string>,
    settings: InboxSettings,
    lang: string,
  ) => {
    if (wantsJson(req)) return sendJson(res, 200, { ok: true })
    const say = inboxWordsFor(lang).thanks
    // The open positions after an application, in the form's language; where it has none, back where it came from.
    const careers = settings.careersPath ?? ((other?: string) => (other === undefined ? '/careers' : undefined))
    const positions = form === 'application' ? careers(lang === defaultLang(settings) ? undefined : lang) : undefined
    send(
      req,
      res,
      200,
      {
        title: say.title,
        heading: say.heading(fields.firstName ?? fields.name ?? ''),
        paragraphs: [say.text[form]],
        link: positions
          ? { href: positions, text: say.openPositions }
          : { href: backTo(req, homeOf(lang, settings)), text: say.back },
      },
      lang,
    )
  }

  // ---- /_forms/withdraw ----

  const withdraw = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let params: URLSearchParams
    if (req.method === 'POST') {
      try {
        params = new URLSearchParams((await readBody(req, 4 * KB)).toString('utf8'))
      } catch {
        return void res.destroy()
      }
    } else params = new URL(req.url ?? '/', 'http://inbox').searchParams
    const id = params.get('id') ?? ''
    const token = params.get('t') ?? ''
    const settings = settingsOrNone()
    /** A page of the withdraw link in `lang`, with its link to that language's home unless it has a button. */
    const page = (status: number, lang: string, parts: Omit<PageParts, 'link'>) =>
      send(
        req,
        res,
        status,
        {
          ...parts,
          ...(parts.button
            ? {}
            : { link: { href: homeOf(lang, settings), text: inboxWordsFor(lang).withdraw.toSite } }),
        },
        lang,
      )
    const gone = (lang: string) => {
      const say = inboxWordsFor(lang).withdraw
      return page(410, lang, { title: say.goneTitle, heading: say.goneHeading, paragraphs: [say.goneText] })
    }
    // The link's language until the submission's own is known (a link cut short still says it).
    const linkLang = languageOf(params.get('lang'), settings)
    if (!ID.test(id) || !validToken(secret, id, token)) {
      const say = inboxWordsFor(linkLang).withdraw
      const write = settings ? say.write(settings.company.email) : ''
      return page(400, linkLang, {
        title: say.invalidTitle,
        heading: say.invalidHeading,
        paragraphs: [say.invalidText(write)],
      })
    }
    const entry = await store.get(id)
    if (!entry) return gone(linkLang)
    const lang = entry.lang ?? defaultLang(settings)
    const words = inboxWordsFor(lang)
    const say = words.withdraw
    const what = words.submissions[entry.form]
    if (req.method !== 'POST') {
      // The job as the sender saw it: its title in their language, where the site has one.
      const jobTitle = sendersJobTitle(entry, settings) || entry.jobTitle
      return page(200, lang, {
        title: say.title(what),
        heading: say.title(what),
        paragraphs: [jobTitle ? say.askJob(jobTitle, Boolean(entry.file)) : say.ask(what)],
        button: {
          action: '/_forms/withdraw',
          fields: { id, t: token, ...(entry.lang ? { lang: entry.lang } : {}) },
          label: say.button(what),
        },
      })
    }
    const removed = await access.remove(id)
    if (!removed) return gone(lang)
    await store
      .audit({
        at: now(),
        actor: 'applicant',
        action: 'withdraw',
        entry: id,
        detail: 'Withdrawn and deleted by its sender, with the link in the confirmation',
      })
      .catch((error: Error) => log(`inbox: the audit log could not be written: ${error.message}`))
    page(200, lang, {
      title: say.doneTitle,
      heading: say.doneHeading(what),
      paragraphs: [say.doneText(what, Boolean(removed.file))],
    })
  }

  const access: InboxAccess = {
    store,
    defaultLanguage: () => defaultLang(settingsOrNone()),
    filePath: (file) => files.path(file.id),
    expiresAt: expiry,
    async remove(id) {
      const removed = await store.remove(id)
      await removeFile(removed?.file)
      return removed
    },
    async removeByEmail(email) {
      const removed = await store.removeByEmail(email)
      for (const entry of removed) await removeFile(entry.file)
      return removed
    },
    async release(id, at) {
      const entry = await store.get(id)
      if (!entry || entry.folder !== 'held') return undefined
      const released = await store.release(
        id,
        at,
        expiry({ ...entry, folder: 'inbox' }, at),
        mailsOf(entry, options.settings()),
      )
      if (released) mail.kick()
      return released
    },
  }

  return {
    ...access,
    handle(req, res) {
      const path = (req.url ?? '/').split('?')[0]!
      if (!path.startsWith('/_forms/')) return false
      const name = path.slice('/_forms/'.length)
      const form = FORM_NAMES.find((f) => f === name)
      const method = req.method ?? 'GET'
      let work: Promise<void>
      if (name === 'withdraw' && ['GET', 'HEAD', 'POST'].includes(method)) work = withdraw(req, res)
      else if (form && method === 'POST') work = receive(req, res, form)
      else if (form || name === 'withdraw') {
        res.setHeader('Allow', form ? 'POST' : 'GET, HEAD, POST')
        work = Promise.resolve(refuse(req, res, form, 405, (say) => say.refused.formsOnly))
      } else work = Promise.resolve(refuse(req, res, undefined, 404, (say) => say.refused.noForm))
      work.catch((error: Error) => {
        log(`inbox: ${req.method} ${path} failed: ${error.stack ?? error.message}`)
        if (res.headersSent) return void res.destroy()
        refuse(req, res, form, 500, (say) => say.refused.failed)
      })
      return true
    },
    sweep,
    sendMail: () => mail.kick(),
    async close() {
      clearInterval(sweepTimer)
      await mail.close()
      await store.close()
    },
  }
}

/**
 * A form sent by another site's page from a visitor's browser (a page that posts our forms in their name: mail to
 * addresses it chooses, sign-ups nobody asked for). The browser says so (Sec-Fetch-Site); one that does not (plain
 * HTTP away from localhost) names the page's origin, whose host is then this site's. A program sends neither.
 */
function crossSite(req: IncomingMessage, trustProxy: boolean): boolean {
  // Only the site's own pages (same-origin) and a typed address or program (none): a page of a sibling host
  // (same-site: a staging server, another subdomain) is another site's page too.
  const site = req.headers['sec-fetch-site']
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = req.headers.origin
  if (!origin) return false
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-host'] ?? '')
        .split(',')[0]
        ?.trim()
    : ''
  try {
    return new URL(origin).host !== (forwarded || req.headers.host)
  } catch {
    return true
  }
}

import { askedView } from './asked-view.ts'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { mediaHandler, mediaSource } from '../../media/media-handler.ts'
import { MEDIA_HEADERS } from '../../media/media-headers.ts'
import { addressBlock } from '../../lib/address-block.ts'
import type { AddressInfo } from 'node:net'
import { readBody } from '../api/read-body.ts'
import { Refusal } from '../api/refusal.ts'
import type { SiteBuilds } from '../api/site-builds.ts'
import { INBOX_API, inboxRoutes } from '../api/inbox-routes.ts'
import type { InboxAccess } from '../../inbox/types.ts'
import { createStudioApi } from '../studio-api.ts'
import { AuditLog, type AuditEntry, type AuditEvent } from './audit-log.ts'
import { clientAddress } from './client-address.ts'
import { checkWrite, TOKEN_REFUSAL } from './csrf.ts'
import { DeviceCookies } from './device-cookies.ts'
import { allowedHosts, hostAllowed } from './host-names.ts'
import { LoginLimiter } from './login-limiter.ts'
import { LOGIN_NAME_MAX } from './login-name.ts'
import { loginPage } from './login-page.ts'
import { clearedCookie, readSessionId, sessionCookie, Sessions, type Session } from './sessions.ts'
import { vouchedEmail, type SingleSignOn } from './single-sign-on.ts'
import { TOKEN_PLACEHOLDER, type BuiltStudio } from './studio-build.ts'
import { teamFiles } from './team-files.ts'
import { inboxFormsOf } from './inbox-forms-of.ts'
import { canPublish } from './roles.ts'
import { Users } from './users.ts'

export interface TeamServerOptions {
  /** The git clone holding pages/, schema/ and the site's code. */
  root: string
  built: BuiltStudio
  /**
   * Honour X-Forwarded-Proto and X-Forwarded-For from the reverse proxy in front (TRUST_PROXY=1): the address is the
   * right-most X-Forwarded-For entry that is not a trusted proxy (see clientAddress).
   */
  trustProxy?: boolean
  /**
   * The Host names the studio answers to (`--host-name`), every other Host refused; by default its listen address
   * (see allowedHosts).
   */
  hostNames?: string[]
  /** Trust a single-sign-on proxy's header for who is signed in (`--trust-header`), from its addresses only. */
  singleSignOn?: SingleSignOn
  users?: Users
  sessions?: Sessions
  limiter?: LoginLimiter
  devices?: DeviceCookies
  audit?: AuditLog
  /**
   * The server that builds and serves the public site (`npm run live`): each publish asks it for a build, and the
   * studio shows the builds (is it live yet?) and the schedule.
   */
  builds?: SiteBuilds
  /**
   * The inbox of the forms the public site's visitors send (`npm run live`): its requests under
   * /_studio/api/inbox/, for the people inboxFormsOf gives forms to (src/studio/api/inbox-routes.ts).
   */
  inbox?: InboxAccess
}

/** /_studio with what its address asked to show (askedView), after a sign-in. */
const studioPath = (asked: string) => `/_studio${asked}`

/** The events Team activity leaves out when asked to hide failed sign-ins. */
const FAILED_SIGN_INS = new Set(['login-failed', 'login-limited'])

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
}

/** The studio pages' policy: their own scripts only; images and embeds of the previewed site from anywhere. */
const STUDIO_CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob: https:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ')

/**
 * The team studio (`npm run studio -- --team`): the built studio for everyone who signs in with their name and
 * password, on plain Node (no dev server faces the network). A request for a Host the studio was not given is
 * refused before anything else; each request's session is checked (the sign-in page aside); every change also needs
 * the studio's own Origin and the session's token; editors propose, publishers also publish, and every change is
 * made and logged under the signed-in person.
 */
export function createTeamServer(options: TeamServerOptions): Server {
  const { root, built, trustProxy = false } = options
  const files = teamFiles(root)
  const users = options.users ?? new Users(files.users)
  const sessions = options.sessions ?? new Sessions()
  const limiter = options.limiter ?? new LoginLimiter()
  const devices = options.devices ?? new DeviceCookies()
  const audit = options.audit ?? new AuditLog(files.audit)
  const proxies = options.singleSignOn?.from ?? []
  let warnedAboutProxy = false
  const sessionOf = new WeakMap<IncomingMessage, Session>()
  const session = (req: IncomingMessage) => sessionOf.get(req)!
  const api = createStudioApi({
    root,
    team: {
      authorOf: (req) => ({ name: session(req).user.name, email: session(req).user.email }),
      reviewOnly: (req) => !canPublish(session(req).user.role),
      done: (req, event, file) => log(req, { event, ...(file ? { file } : {}) }),
      ...(options.builds ? { builds: options.builds } : {}),
    },
  })
  const inbox = options.inbox && inboxRoutes({ inbox: options.inbox, people: () => users.list() })
  const media = mediaHandler(
    mediaSource(
      () => root,
      () => join(root, '.cache/media'),
      (message) => console.error(message),
    ),
  )

  // The studio page says the site has a server that builds it, and its public address: the studio then shows builds.
  const live = options.builds
    ? `<meta name="studio-live" content="${options.builds.publicUrl.replace(/[&"<>$]/g, (c) => `&#${c.charCodeAt(0)};`)}" />\n    `
    : ''
  const https = (req: IncomingMessage) =>
    (req.socket as { encrypted?: boolean }).encrypted === true ||
    (trustProxy && req.headers['x-forwarded-proto'] === 'https')
  const originOf = (req: IncomingMessage) => `${https(req) ? 'https' : 'http'}://${req.headers.host ?? ''}`
  const addressOf = (req: IncomingMessage) => clientAddress(req, trustProxy, proxies)
  const log = (req: IncomingMessage, e: AuditEvent) =>
    audit.write({ ...e, user: e.user ?? sessionOf.get(req)?.user.name, address: addressOf(req) })

  const send = (
    res: ServerResponse,
    status: number,
    type: string,
    body: string,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers })
    res.end(body)
  }
  const html = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) =>
    send(res, status, 'text/html; charset=utf-8', body, {
      'Content-Security-Policy': STUDIO_CSP,
      'X-Frame-Options': 'DENY',
      ...headers,
    })
  const json = (res: ServerResponse, status: number, body: object) =>
    send(res, status, 'application/json; charset=utf-8', JSON.stringify(body))

  /** The request's session, with the account as it is now: removed, or a password changed since, ends it. */
  function current(id: string | undefined): Session | undefined {
    const s = sessions.get(id)
    if (!s) return undefined
    const account = users.get(s.user.name)
    if (!account || (users.passwordSetAt(account.name) ?? 0) > s.created) {
      sessions.end(s.id)
      return undefined
    }
    s.user = account
    return s
  }

  /**
   * A sign-in with the form. The try is counted by the LoginLimiter before its password is checked, under the name
   * as typed in any spelling, the address, and the browser when it signed in as that name before; a refused try
   * writes one audit line per name and address in 15 minutes. Password checks wait their turn (Users.hashes); when
   * too many wait, 503 with Retry-After. A browser that signs in ends the session its cookie still named.
   */
  /** The known browsers (device ids) whose sign-in is being checked now. */
  const checking = new Set<string>()
  async function login(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin
    if (origin !== undefined && origin !== originOf(req))
      return html(res, 403, loginPage({ message: 'Sign in from the studio’s own page.' }))
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase()
    if (type !== 'application/x-www-form-urlencoded')
      return html(res, 415, loginPage({ message: 'Sign in with the form on this page.' }))
    const form = new URLSearchParams(await readBody(req, 4096))
    const asked = askedView(form)
    const typed = form.get('name') ?? ''
    const name = typed.trim().slice(0, LOGIN_NAME_MAX)
    const password = form.get('password') ?? ''
    // An IPv6 address is counted with its /64: one home or server is given a whole one.
    const address = addressBlock(addressOf(req))
    const device = devices.deviceOf(req.headers.cookie, typed)
    // Counted before the queue is asked, so that tries sent at once cannot slip past the count; a try refused for a
    // full queue is given back (its password was never checked).
    const attempt = limiter.reserve({ name: typed, address, ...(device ? { device } : {}) })
    if ('wait' in attempt) {
      if (attempt.note) log(req, { event: 'login-limited', user: name })
      return html(
        res,
        429,
        loginPage({
          name,
          asked,
          message:
            attempt.by === 'name'
              ? `Too many wrong passwords for this name. Wait ${inWords(attempt.wait)} and try again, or sign in from a browser you have signed in with before.`
              : `Too many wrong passwords for this name or from this address. Wait ${inWords(attempt.wait)} and try again.`,
        }),
        { 'Retry-After': String(attempt.wait) },
      )
    }
    // A known browser goes first, one sign-in of it at a time: its own burst waits in line with everyone's.
    const known = { known: device !== undefined && !checking.has(device) }
    if (users.hashes.refuses(known)) {
      attempt.cancel()
      const wait = users.hashes.retryAfter()
      return html(
        res,
        503,
        loginPage({
          name,
          asked,
          message: `The studio is checking many sign-ins at once. Try again in ${inWords(wait)}.`,
        }),
        { 'Retry-After': String(wait) },
      )
    }
    let user: Awaited<ReturnType<Users['verify']>>
    if (known.known) checking.add(device!)
    try {
      user = await users.verify(typed, password, known)
    } catch (error) {
      attempt.cancel()
      throw error
    } finally {
      if (known.known) checking.delete(device!)
    }
    if (!user) {
      attempt.failed()
      log(req, { event: 'login-failed', user: name })
      return html(res, 401, loginPage({ name, asked, message: 'That name and password do not match. Try again.' }))
    }
    attempt.succeeded()
    // One session per person and browser: the one this browser's cookie still names ends here.
    const previous = readSessionId(req.headers.cookie)
    if (previous) sessions.end(previous)
    const s = sessions.create(user)
    sessionOf.set(req, s)
    log(req, { event: 'login' })
    res.writeHead(303, {
      Location: studioPath(asked),
      'Set-Cookie': [sessionCookie(s.id, https(req)), devices.issue(user.name, https(req))],
      'Cache-Control': 'no-store',
    })
    res.end()
  }

  function serveBuilt(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    let decoded: string
    try {
      decoded = decodeURIComponent(path)
    } catch {
      return false
    }
    const rel = normalize(decoded).replace(/^[/\\]+/, '')
    if (rel.startsWith('..') || rel.split(sep).some((part) => part.startsWith('.'))) return false
    const file = join(built.dir, rel)
    if (!existsSync(file) || !statSync(file).isFile() || extname(file) === '.html') return false
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      // A drawing opened directly runs nothing, as everywhere the site's files are served (src/media/media-headers.ts).
      ...(extname(file) === '.svg' ? Object.fromEntries(MEDIA_HEADERS) : {}),
    })
    if (req.method === 'HEAD') res.end()
    else createReadStream(file).pipe(res)
    return true
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'same-origin')
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    // Only the names the studio was given: a page of another site whose name points here (DNS rebinding) gets
    // nothing, not even the sign-in page.
    const hosts = req.headersDistinct.host ?? []
    if (
      hosts.length !== 1 ||
      !hostAllowed(hosts[0], allowedHosts(options.hostNames, server.address() as AddressInfo | null))
    )
      return send(res, 421, 'text/plain; charset=utf-8', 'This studio does not answer at that address.\n')
    if (!req.url?.startsWith('/'))
      return send(res, 400, 'text/plain; charset=utf-8', 'Ask for a path of the studio, such as /_studio.\n')
    if (!['GET', 'HEAD', 'POST'].includes(req.method ?? ''))
      return send(res, 405, 'text/plain; charset=utf-8', 'The studio answers GET, HEAD and POST only.\n', {
        Allow: 'GET, HEAD, POST',
      })
    if (!trustProxy && !warnedAboutProxy && req.headers['x-forwarded-for'] !== undefined) {
      warnedAboutProxy = true
      console.warn(
        'team studio: requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set, so everyone has the proxy’s address and the sign-in limit counts them as one: set TRUST_PROXY=1.',
      )
    }
    const [path = '/', query = ''] = req.url.split('?')
    const asked = askedView(new URLSearchParams(query))
    if (path === '/' || path === '/_studio/') return send(res, 303, 'text/plain', '', { Location: studioPath(asked) })
    if (path === '/_studio/login') {
      if (req.method === 'POST') return login(req, res)
      if (sessions.get(readSessionId(req.headers.cookie)))
        return send(res, 303, 'text/plain', '', { Location: studioPath(asked) })
      return html(res, 200, loginPage({ asked }))
    }

    const isApi = path.startsWith('/_studio/api/')
    let s = current(readSessionId(req.headers.cookie))
    // The proxy now vouches for someone else (a shared computer, another account): that person's session instead.
    const vouched = vouchedEmail(req, options.singleSignOn)
    if (s && vouched && vouched.toLowerCase() !== s.user.email.toLowerCase()) {
      sessions.end(s.id)
      s = undefined
    }
    if (!s) {
      const fromProxy = viaProxy(req, res)
      if (fromProxy === 'refused') return
      s = fromProxy
    }
    if (!s) {
      if (isApi)
        return json(res, 401, {
          message:
            'Your session has ended: sign in again in another tab, then try again here (what this form holds stays in it).',
        })
      if (path === '/_studio')
        return send(res, 303, 'text/plain', '', {
          Location: `/_studio/login${asked}`,
        })
      return send(res, 401, 'text/plain; charset=utf-8', 'Sign in to the studio first.\n')
    }
    return handleSignedIn(req, res, s, path, query, isApi)
  }

  /**
   * A session for the person a trusted single-sign-on proxy vouches for (its Set-Cookie on this answer), 'refused'
   * when nobody has that address (answered here), undefined when the proxy vouches for no one.
   */
  function viaProxy(req: IncomingMessage, res: ServerResponse): Session | 'refused' | undefined {
    const email = vouchedEmail(req, options.singleSignOn)
    if (!email) return undefined
    const user = users.byEmail(email)
    if (!user) {
      log(req, { event: 'login-failed', user: email, detail: 'single sign-on: no account has this address' })
      html(
        res,
        403,
        loginPage({
          message: `No studio account has the address ${email}. Ask whoever runs the studio to add you (npm run studio -- users add NAME --email ADDRESS).`,
        }),
      )
      return 'refused'
    }
    // A client that keeps no cookie (a script, a browser that refuses them) gets the same session each time.
    const { session: s, opened } = sessions.forVouched(user)
    sessionOf.set(req, s)
    if (opened) log(req, { event: 'login', detail: 'single sign-on' })
    res.setHeader('Set-Cookie', sessionCookie(s.id, https(req)))
    return s
  }

  async function handleSignedIn(
    req: IncomingMessage,
    res: ServerResponse,
    s: Session,
    path: string,
    query: string,
    isApi: boolean,
  ): Promise<void> {
    sessionOf.set(req, s)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const refusal = checkWrite(req, s, originOf(req))
      // A page holding an earlier session's token (its person signed out and in again elsewhere) asks for the new one
      // (GET session below) and sends the change again: what its form holds is not lost to a reload.
      const stale = refusal === TOKEN_REFUSAL ? { token: 'stale' } : {}
      if (refusal)
        return isApi
          ? json(res, 403, { message: refusal, ...stale })
          : send(res, 403, 'text/plain; charset=utf-8', refusal)
    }
    // The session's token and person, for a studio page opened in an earlier session. A GET: another site's page
    // cannot read the answer, and the cookie is not sent from one (SameSite=Strict).
    if (path === '/_studio/api/session' && req.method === 'GET')
      return json(res, 200, { token: s.csrf, name: s.user.name })
    if (path === '/_studio/logout' && req.method === 'POST') {
      sessions.end(s.id)
      log(req, { event: 'logout' })
      return send(res, 303, 'text/plain', '', { Location: '/_studio/login', 'Set-Cookie': clearedCookie(https(req)) })
    }
    if (path === '/_studio' || path === '/_studio/preview') {
      const page = path === '/_studio' ? built.studio : built.preview
      // The forms of the inbox this person sees (the studio then shows its Inbox view): names from a fixed list.
      const forms = options.inbox ? inboxFormsOf(s.user) : []
      const inboxMeta = forms.length ? ` data-inbox="${forms.join(' ')}"` : ''
      // An account's name is letters, digits, dot, hyphen and underscore (users.ts); kept so in the page's markup
      // whatever an accounts file holds, and the studio compares names as written here.
      const userName = s.user.name.replace(/[^\w.-]/g, '')
      return html(
        res,
        200,
        page
          .replace(TOKEN_PLACEHOLDER, s.csrf)
          .replace(
            '<title>',
            `<meta name="studio-user" content="${userName}" data-role="${s.user.role}"${inboxMeta} />\n    ${live}<title>`,
          ),
        {
          'X-Frame-Options': path === '/_studio' ? 'DENY' : 'SAMEORIGIN',
        },
      )
    }
    // The activity of the team (the audit log's latest events), for publishers; `?failed=hide` leaves out the
    // failed and held-back sign-ins.
    if (path === '/_studio/api/activity' && req.method === 'GET') {
      if (!canPublish(s.user.role))
        return json(res, 403, { message: 'Only a publisher or an admin sees the team’s activity.' })
      const hide = new URLSearchParams(query).get('failed') === 'hide'
      const keep = hide ? (e: AuditEntry) => !FAILED_SIGN_INS.has(e.event) : undefined
      return json(res, 200, { entries: audit.recent(200, keep) })
    }
    if (inbox && path.startsWith(INBOX_API)) return inbox(req, res, s.user)
    if (isApi) return api.handle(req, res, () => json(res, 404, { message: 'No such studio request.' }))
    if (path.startsWith('/media/')) return media(req, res, () => send(res, 404, 'text/plain', 'Not found.\n'))
    if ((req.method === 'GET' || req.method === 'HEAD') && serveBuilt(req, res, path)) return
    send(res, 404, 'text/plain; charset=utf-8', 'Not found.\n')
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (e instanceof Refusal && !res.headersSent)
        return send(res, e.status, 'text/plain; charset=utf-8', `${e.message}\n`)
      // The terminal gets the details; the browser a plain answer without paths or a stack.
      console.error('team studio:', e)
      if (!res.headersSent)
        send(res, 500, 'text/plain; charset=utf-8', 'The studio could not do that: its server log says why.\n')
      else res.end()
    })
  })
  return server
}

/** "45 seconds", "1 minute", "15 minutes". */
function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

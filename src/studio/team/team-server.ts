import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { mediaHandler, mediaSource } from '../../media/media-handler.ts'
import { MEDIA_HEADERS } from '../../media/media-headers.ts'
import { readBody } from '../api/read-body.ts'
import { createStudioApi } from '../studio-api.ts'
import { AuditLog, type AuditEvent } from './audit-log.ts'
import { checkWrite } from './csrf.ts'
import { LoginLimiter } from './login-limiter.ts'
import { loginPage } from './login-page.ts'
import { clearedCookie, readSessionId, sessionCookie, Sessions, type Session } from './sessions.ts'
import { vouchedEmail, type SingleSignOn } from './single-sign-on.ts'
import { TOKEN_PLACEHOLDER, type BuiltStudio } from './studio-build.ts'
import { teamFiles } from './team-files.ts'
import { Users } from './users.ts'

export interface TeamServerOptions {
  /** The git clone holding pages/, schema/ and the site's code. */
  root: string
  built: BuiltStudio
  /** Honour X-Forwarded-Proto and X-Forwarded-For from the reverse proxy in front (TRUST_PROXY=1). */
  trustProxy?: boolean
  /** Trust a single-sign-on proxy's header for who is signed in (`--trust-header`), from its addresses only. */
  singleSignOn?: SingleSignOn
  users?: Users
  sessions?: Sessions
  limiter?: LoginLimiter
  audit?: AuditLog
}

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
 * password, on plain Node (no dev server faces the network). Each request's session is checked (the sign-in page
 * aside); every change also needs the studio's own Origin and the session's token; editors propose, publishers also
 * publish, and every change is made and logged under the signed-in person.
 */
export function createTeamServer(options: TeamServerOptions): Server {
  const { root, built, trustProxy = false } = options
  const files = teamFiles(root)
  const users = options.users ?? new Users(files.users)
  const sessions = options.sessions ?? new Sessions()
  const limiter = options.limiter ?? new LoginLimiter()
  const audit = options.audit ?? new AuditLog(files.audit)
  const sessionOf = new WeakMap<IncomingMessage, Session>()
  const session = (req: IncomingMessage) => sessionOf.get(req)!
  const api = createStudioApi({
    root,
    team: {
      authorOf: (req) => ({ name: session(req).user.name, email: session(req).user.email }),
      reviewOnly: (req) => session(req).user.role !== 'publisher',
      done: (req, event, file) => log(req, { event, ...(file ? { file } : {}) }),
    },
  })
  const media = mediaHandler(
    mediaSource(
      () => root,
      () => join(root, '.cache/media'),
      (message) => console.error(message),
    ),
  )

  const https = (req: IncomingMessage) =>
    (req.socket as { encrypted?: boolean }).encrypted === true ||
    (trustProxy && req.headers['x-forwarded-proto'] === 'https')
  const originOf = (req: IncomingMessage) => `${https(req) ? 'https' : 'http'}://${req.headers.host ?? ''}`
  const addressOf = (req: IncomingMessage) =>
    (trustProxy &&
      String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        ?.trim()) ||
    req.socket.remoteAddress ||
    ''
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

  async function login(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin
    if (origin !== undefined && origin !== originOf(req))
      return html(res, 403, loginPage({ message: 'Sign in from the studio’s own page.' }))
    const form = new URLSearchParams(await readBody(req, 4096))
    const name = (form.get('name') ?? '').trim()
    const password = form.get('password') ?? ''
    const address = addressOf(req)
    const wait = limiter.waitFor(name, address)
    if (wait > 0) {
      log(req, { event: 'login-limited', user: name })
      const minutes = Math.ceil(wait / 60)
      return html(
        res,
        429,
        loginPage({
          name,
          message: `Too many wrong passwords for this name or from this address. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        }),
        { 'Retry-After': String(wait) },
      )
    }
    const user = await users.verify(name, password)
    if (!user) {
      limiter.failed(name, address)
      log(req, { event: 'login-failed', user: name })
      return html(res, 401, loginPage({ name, message: 'That name and password do not match. Try again.' }))
    }
    limiter.succeeded(name, address)
    const s = sessions.create(user)
    sessionOf.set(req, s)
    log(req, { event: 'login' })
    res.writeHead(303, {
      Location: '/_studio',
      'Set-Cookie': sessionCookie(s.id, https(req)),
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
    const path = (req.url ?? '/').split('?')[0]!
    if (path === '/' || path === '/_studio/') return send(res, 303, 'text/plain', '', { Location: '/_studio' })
    if (path === '/_studio/login') {
      if (req.method === 'POST') return login(req, res)
      if (sessions.get(readSessionId(req.headers.cookie)))
        return send(res, 303, 'text/plain', '', { Location: '/_studio' })
      return html(res, 200, loginPage())
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
          message: 'Your session has ended: sign in again (your unsaved changes stay in the form).',
        })
      if (path === '/_studio') return send(res, 303, 'text/plain', '', { Location: '/_studio/login' })
      return send(res, 401, 'text/plain; charset=utf-8', 'Sign in to the studio first.\n')
    }
    return handleSignedIn(req, res, s, path, isApi)
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
    const s = sessions.create(user)
    sessionOf.set(req, s)
    log(req, { event: 'login', detail: 'single sign-on' })
    res.setHeader('Set-Cookie', sessionCookie(s.id, https(req)))
    return s
  }

  async function handleSignedIn(
    req: IncomingMessage,
    res: ServerResponse,
    s: Session,
    path: string,
    isApi: boolean,
  ): Promise<void> {
    sessionOf.set(req, s)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const refusal = checkWrite(req, s, originOf(req))
      if (refusal)
        return isApi ? json(res, 403, { message: refusal }) : send(res, 403, 'text/plain; charset=utf-8', refusal)
    }
    if (path === '/_studio/logout' && req.method === 'POST') {
      sessions.end(s.id)
      log(req, { event: 'logout' })
      return send(res, 303, 'text/plain', '', { Location: '/_studio/login', 'Set-Cookie': clearedCookie(https(req)) })
    }
    if (path === '/_studio' || path === '/_studio/preview') {
      const page = path === '/_studio' ? built.studio : built.preview
      return html(
        res,
        200,
        page
          .replace(TOKEN_PLACEHOLDER, s.csrf)
          .replace(
            '<title>',
            `<meta name="studio-user" content="${s.user.name.replace(/[^\w .-]/g, '')}" data-role="${s.user.role}" />\n    <title>`,
          ),
        {
          'X-Frame-Options': path === '/_studio' ? 'DENY' : 'SAMEORIGIN',
        },
      )
    }
    // The activity of the team (the audit log's latest events), for publishers.
    if (path === '/_studio/api/activity' && req.method === 'GET') {
      if (s.user.role !== 'publisher') return json(res, 403, { message: 'Only a publisher sees the team’s activity.' })
      return json(res, 200, { entries: audit.recent(200) })
    }
    if (isApi) return api.handle(req, res, () => json(res, 404, { message: 'No such studio request.' }))
    if (path.startsWith('/media/')) return media(req, res, () => send(res, 404, 'text/plain', 'Not found.\n'))
    if ((req.method === 'GET' || req.method === 'HEAD') && serveBuilt(req, res, path)) return
    send(res, 404, 'text/plain; charset=utf-8', 'Not found.\n')
  }

  return createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      // The terminal gets the details; the browser a plain answer without paths or a stack.
      console.error('team studio:', e)
      if (!res.headersSent)
        send(res, 500, 'text/plain; charset=utf-8', 'The studio could not do that: its server log says why.\n')
      else res.end()
    })
  })
}

import { randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join } from 'node:path'
import { parse } from 'yaml'
import type { LoadResult } from '../content/load-content.ts'
import { contentDirOptions } from '../content/load-content-dir.ts'
import { readContentDir, siteFilePaths } from '../content/read-content-dir.ts'
import { fileRole } from '../content/routes.ts'
import { buildPages } from '../site/build-pages.ts'
import { pagesByKey, routeIndex, type BuiltSite } from '../site/built-site.ts'
import { createDevContent } from '../site/dev-content.ts'
import { loadSite } from '../site/load-site.ts'
import { contentHash } from '../lib/content-hash.ts'
import { lintScope } from './lint-scope.ts'
import { patchYaml } from './patch-yaml.ts'
import { safePagesPath } from './safe-path.ts'
import { schemaFor } from './schema-for.ts'

export interface StudioApiOptions {
  /** Project root holding pages/ and schema/. */
  root: string
  /** The session's token; a new random one when not given. */
  token?: string
  /** Largest JSON request body in bytes. @default 1 MiB */
  maxBody?: number
  /** Largest image upload in bytes. @default 10 MiB */
  maxUpload?: number
}

export const API = '/_studio/api/'
export const TOKEN_HEADER = 'x-studio-token'

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: object = {},
  ) {
    super(message)
  }
}

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/**
 * The studio's JSON API under /_studio/api/. Every request needs the session's token in `x-studio-token`, a Host
 * of this machine and, when the browser sends one, an Origin equal to the Host; writes go only to content files
 * and images inside pages/, and bodies are limited in size.
 */
export function createStudioApi(options: StudioApiOptions): { token: string; handle: Handler } {
  const { root } = options
  const token = options.token ?? randomBytes(24).toString('base64url')
  const maxBody = options.maxBody ?? 1024 * 1024
  const maxUpload = options.maxUpload ?? 10 * 1024 * 1024
  const drafts = new Map<string, string>()

  const withDrafts = (overlay: Map<string, string>) => {
    const files = readContentDir(root).map((f) => ({ ...f, text: overlay.get(f.file) ?? f.text }))
    for (const [file, text] of overlay) if (!files.some((f) => f.file === file)) files.push({ file, text })
    return files
  }
  // The lint of a set of files, remembered for the last few sets (the disk's lint is asked for at every keystroke).
  const checked = new Map<string, LoadResult>()
  const check = (overlay: Map<string, string>): LoadResult => {
    const files = withDrafts(overlay)
    const key = contentHash(JSON.stringify(files))
    let result = checked.get(key)
    if (!result) {
      result = loadSite(files, contentDirOptions(root))
      checked.set(key, result)
      if (checked.size > 4) checked.delete(checked.keys().next().value!)
    }
    return result
  }
  /** The lint of the disk with `file` as `text`, split into its own diagnostics and those it causes elsewhere. */
  const scope = (file: string, text: string) =>
    lintScope(file, check(new Map()).diagnostics, check(new Map([[file, text]])).diagnostics)

  // The preview's site: the disk with this session's unsaved files, built only for the studio's preview frame (the
  // dev site keeps showing the disk). A file with errors shows its last good version with its problems, as in dev.
  const dev = createDevContent()
  let previewed: { key: string; built: BuiltSite } | undefined
  const previewSite = (): BuiltSite => {
    const files = withDrafts(drafts)
    const key = contentHash(JSON.stringify(files))
    if (previewed?.key === key) return previewed.built
    try {
      previewed = { key, built: dev(files, contentDirOptions(root)).built }
    } catch (e) {
      // Some errors stop the build itself (an id removed that another page lists): the preview keeps the last state
      // that built, and the lint lists the errors.
      if (!previewed) throw e
      previewed = { key, built: previewed.built }
    }
    return previewed.built
  }

  const read = (file: string) => {
    const path = safePagesPath(root, file)
    if (!path) throw new Refusal(403, `The studio edits only .yaml files inside pages/; "${file}" is not one.`)
    if (!existsSync(path)) throw new Refusal(404, `${file} does not exist (any more). Reload the list of files.`)
    return { path, text: readFileSync(path, 'utf8') }
  }

  /** The text `data` saves as, from the file's text on disk (or from scratch for a new file). */
  const textOf = (file: string, data: unknown, base: string | undefined) => {
    try {
      return base === undefined ? patchYaml('', data) : patchYaml(base, data)
    } catch (e) {
      throw new Refusal(
        422,
        `${file} cannot be changed by the studio: ${(e as Error).message}. Fix it in a text editor.`,
      )
    }
  }

  const routes: Record<string, (req: IncomingMessage, body: Record<string, unknown>) => object> = {
    'GET files': () => {
      // The routes saved on disk (an unsaved draft, maybe with errors, does not make or break one).
      const result = check(new Map())
      let built: BuiltSite | undefined
      try {
        built = result.content ? buildPages(result.content) : undefined
      } catch {
        // Content that does not build yet offers no routes to pick from; the lint says why.
      }
      return {
        files: readContentDir(root).map(({ file, text }) => {
          const role = fileRole(file)
          let title: string | undefined
          try {
            const data = parse(text) as { title?: unknown; question?: unknown; name?: unknown } | null
            title = [data?.title, data?.name].find((t): t is string => typeof t === 'string')
          } catch {
            // A file that does not parse is listed by its name.
          }
          const route = role.role === 'page' ? role.route : role.role === 'template' ? role.pattern : undefined
          return { file, role: role.role, ...(route ? { route } : {}), ...(title ? { title } : {}) }
        }),
        routes: built ? [...built.pages.keys()] : [],
        media: siteFilePaths(root).filter((p) => p.startsWith('/media/')),
      }
    },
    'GET file': (req) => {
      const file = new URL(req.url!, 'http://x').searchParams.get('path') ?? ''
      const { text } = read(file)
      const schema = schemaFor(file)
      let data: unknown
      try {
        data = parse(text)
      } catch {
        data = undefined
      }
      return {
        file,
        text,
        data,
        hash: contentHash(text),
        schema: schema && JSON.parse(readFileSync(join(root, 'schema', schema), 'utf8')),
      }
    },
    'POST draft': (_req, body) => {
      const file = String(body.file)
      const base = body.create ? undefined : read(file).text
      if (body.create && !safePagesPath(root, file))
        throw new Refusal(403, `"${file}" is not a .yaml file inside pages/.`)
      const text = body.discard ? undefined : textOf(file, body.data, base)
      if (text === undefined) {
        drafts.delete(file)
        return { diagnostics: [], others: [] }
      }
      drafts.set(file, text)
      // The lint of what a save would write: the disk with this file changed (other unsaved files stay unsaved).
      const { own, others } = scope(file, text)
      return { text, diagnostics: own, others }
    },
    'POST save': (_req, body) => {
      const file = String(body.file)
      const create = Boolean(body.create)
      let path: string
      let base: string | undefined
      if (create) {
        const p = safePagesPath(root, file)
        if (!p) throw new Refusal(403, `"${file}" is not a .yaml file inside pages/.`)
        if (existsSync(p)) throw new Refusal(409, `${file} already exists: choose another name.`)
        path = p
      } else {
        ;({ path, text: base } = read(file))
        if (contentHash(base) !== body.hash)
          throw new Refusal(409, `${file} was changed on disk since you opened it.`, {
            text: base,
            data: parse(base) as unknown,
            hash: contentHash(base),
          })
      }
      const text = textOf(file, body.data, base)
      const { own, others, blocking } = scope(file, text)
      if (blocking.length) {
        const elsewhere = blocking.filter((d) => d.file !== file).length
        const where =
          elsewhere === blocking.length
            ? `in other files (${elsewhere}), listed in the summary`
            : elsewhere
              ? `shown at their fields, ${elsewhere} of them in other files, listed in the summary`
              : 'shown at their fields'
        throw new Refusal(422, `Not saved: ${blocking.length} problem(s) to fix first, ${where}.`, {
          diagnostics: own,
          others,
        })
      }
      mkdirSync(dirname(path), { recursive: true })
      const temp = `${path}.studio-${process.pid}.tmp`
      writeFileSync(temp, text)
      renameSync(temp, path)
      drafts.delete(file)
      return { text, hash: contentHash(text), diagnostics: own, others }
    },
    'GET preview-site': () => {
      const built = previewSite()
      return { site: built.site, routes: routeIndex(built) }
    },
    'GET preview-page': (req) => {
      const key = new URL(req.url!, 'http://x').searchParams.get('key') ?? ''
      const data = pagesByKey(previewSite()).get(key)
      if (!data) throw new Refusal(404, `No page ${key} in the preview.`)
      return data
    },
    'POST upload': (_req, body) => {
      const name = String(body.name ?? '')
      const path = safePagesPath(root, `pages/_media/${name}`, 'media')
      if (!path)
        throw new Refusal(
          403,
          `"${name}" is not an image name the studio can write (letters, digits, - and _, then .jpg, .png, .webp, .avif or .svg).`,
        )
      if (existsSync(path)) throw new Refusal(409, `pages/_media/${name} already exists: choose another name.`)
      const bytes = Buffer.from(String(body.base64 ?? ''), 'base64')
      if (bytes.length > maxUpload) throw new Refusal(413, `The image is larger than ${maxUpload / 1024 / 1024} MB.`)
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(path, bytes)
      return { src: `/media/${name}` }
    },
  }

  const handle: Handler = (req, res, next) => {
    if (!req.url?.startsWith(API)) return next()
    const name = `${req.method} ${req.url.slice(API.length).split('?')[0]}`
    const send = (status: number, body: object) => {
      res.statusCode = status
      res.setHeader('Content-Type', 'application/json; charset=utf-8')
      res.setHeader('Cache-Control', 'no-store')
      res.end(JSON.stringify(body))
    }
    const refusal = allowed(req, token)
    if (refusal) return send(403, { message: refusal })
    const route = routes[name]
    if (!route) return send(404, { message: `No studio request ${name}.` })
    const limit = name === 'POST upload' ? Math.ceil(maxUpload * 1.4) + 1024 : maxBody
    readBody(req, limit)
      .then((raw) => {
        let body: Record<string, unknown> = {}
        if (req.method === 'POST') {
          try {
            body = JSON.parse(raw) as Record<string, unknown>
          } catch {
            throw new Refusal(400, 'The request was not JSON.')
          }
        }
        send(200, route(req, body))
      })
      .catch((e: unknown) => {
        if (e instanceof Refusal) send(e.status, { message: e.message, ...e.body })
        else send(500, { message: `The studio could not do that: ${(e as Error).message}` })
      })
  }
  return { token, handle }
}

/** Why a request is refused (undefined: allowed). */
function allowed(req: IncomingMessage, token: string): string | undefined {
  const host = req.headers.host ?? ''
  if (!/^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host)) return 'The studio answers only on 127.0.0.1.'
  const origin = req.headers.origin
  if (origin !== undefined && origin !== `http://${host}`) return 'Requests from other pages are refused.'
  const sent = req.headers[TOKEN_HEADER]
  if (typeof sent !== 'string' || !sameToken(sent, token))
    return 'This request lacks the studio session token: reload the studio page.'
  return undefined
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > limit) {
      req.resume()
      return reject(new Refusal(413, `The request is larger than ${Math.round(limit / 1024)} kB.`))
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        // Read the rest without keeping it, so the answer can still be sent.
        req.removeAllListeners('data')
        req.resume()
        reject(new Refusal(413, `The request is larger than ${Math.round(limit / 1024)} kB.`))
      } else chunks.push(chunk)
    })
    req.on('end', () => resolvePromise(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

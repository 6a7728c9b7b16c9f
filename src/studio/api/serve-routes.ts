import { realpathSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { checkRequest } from './check-request.ts'
import { readBody } from './read-body.ts'
import { Refusal } from './refusal.ts'

/** One request of the API: its answer, or a Refusal thrown. `body` is the POST's JSON ({} for a GET). */
export type Route = (req: IncomingMessage, body: Record<string, unknown>) => object | Promise<object>
export type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

interface Options {
  /** Where the API answers: `${prefix}files?…` is the route "GET files". */
  prefix: string
  token: string
  routes: Record<string, Route>
  /** The largest body the route `name` takes, in bytes. */
  limitOf: (name: string) => number
  /** The local studio's check (127.0.0.1, Origin, the page's token); off when the team server checked the request. */
  local?: boolean
  /** The site's folder: an answer names it "." (git's words in a refusal's details would give it away). */
  root?: string
}

/** JSON text with every spelling of the folders `roots` (as given, resolved through links) written ".". */
export function withoutRoots(json: string, roots: string[]): string {
  let out = json
  for (const root of roots) {
    const spelled = JSON.stringify(root).slice(1, -1)
    if (spelled.length > 1) out = out.split(spelled).join('.')
  }
  return out
}

/**
 * A middleware answering the routes under `prefix` in JSON, never cached: 403 for a request checkRequest refuses,
 * 404 for no such route, 400 for a POST body that is not JSON, a Refusal's own status, else 500.
 */
export function serveRoutes({ prefix, token, routes, limitOf, local = true, root }: Options): Handler {
  const roots = root ? [...new Set([realpathOr(root), resolve(root)])].sort((a, b) => b.length - a.length) : []
  return (req, res, next) => {
    if (!req.url?.startsWith(prefix)) return next()
    const name = `${req.method} ${req.url.slice(prefix.length).split('?')[0]}`
    const send = (status: number, body: object) => {
      res.statusCode = status
      res.setHeader('Content-Type', 'application/json; charset=utf-8')
      res.setHeader('Cache-Control', 'no-store')
      res.end(withoutRoots(JSON.stringify(body), roots))
    }
    const refusal = local ? checkRequest(req, token) : undefined
    if (refusal) return send(403, { message: refusal })
    const route = routes[name]
    if (!route) return send(404, { message: `No studio request ${name}.` })
    readBody(req, limitOf(name))
      .then((raw) => {
        let body: Record<string, unknown> = {}
        if (req.method === 'POST') {
          try {
            body = JSON.parse(raw) as Record<string, unknown>
          } catch {
            throw new Refusal(400, 'The request was not JSON.')
          }
          checkBody(body)
        }
        return route(req, body)
      })
      .then((answer) => send(200, answer))
      .catch((e: unknown) => {
        if (e instanceof Refusal) return send(e.status, { message: e.message, ...e.body })
        // The terminal gets the details; the browser never sees a path of this machine or a stack.
        console.error(`studio: ${name}:`, e)
        send(500, { message: 'The studio could not do that: the terminal running the studio says why.' })
      })
  }
}

/** The fields the routes read as text: a request with anything else in one is refused before any route runs. */
const TEXT_FIELDS = [
  'file',
  'hash',
  'message',
  'branch',
  'commit',
  'note',
  'src',
  'name',
  'from',
  'to',
  'upstreamSeen',
  'replaceWith',
]

/** Refuses (400) a body that is not a JSON object, or holds something other than text in a field read as text. */
export function checkBody(body: unknown): asserts body is Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new Refusal(400, 'The request was not a JSON object.')
  for (const field of TEXT_FIELDS) {
    const value = (body as Record<string, unknown>)[field]
    if (value !== undefined && typeof value !== 'string') throw new Refusal(400, `The request’s ${field} is not text.`)
  }
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return resolve(path)
  }
}

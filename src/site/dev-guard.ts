import { existsSync, readdirSync, realpathSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join, posix, relative, resolve, sep } from 'node:path'
import type { Connect, Plugin } from 'vite'
import { projectFile } from '../content/project-file.ts'
import { MEDIA_HEADERS } from '../media/media-headers.ts'

/** What the dev server serves of the project folder itself: the browser's modules and their dependencies. */
const SERVED = new Set(['src', 'node_modules', 'index.html'])

/**
 * `npm run dev` and `npm run studio` serve the site and its modules, not the project: a request for anything else
 * of the project folder (/pages/…, /package.json, /scripts/…, /.cache/…, also through /@fs/) answers 404; every
 * .svg is served with a sandbox policy, so an SVG opened directly runs nothing; and an error answers a plain
 * message without paths or a stack (the terminal shows the details). Module requests keep Vite's own error
 * answers (its overlay shows those errors in code a developer is editing), with the project's folder left out of
 * their paths and without the stack.
 */
export function devGuardPlugin(): Plugin {
  return {
    name: 'site-dev-guard',
    apply: 'serve',
    configureServer(server) {
      const root = resolve(server.config.root)
      const hidden = new Set(readdirSync(root).filter((name) => !SERVED.has(name)))
      // What is served may be a link to elsewhere (a scratch copy links src/ and node_modules/ to the project's).
      const servedElsewhere = [...SERVED].flatMap((name) => {
        const full = join(root, name)
        return existsSync(full) ? [realpathSync(full)] : []
      })
      // Vite's bundled dependencies, wherever `cacheDir` puts them (node_modules/.vite unless configured).
      const depsCache = resolve(server.config.cacheDir)
      servedElsewhere.push(depsCache)
      // The components of the project's own section types (sections/ beside its definitions module).
      const definitions = projectFile(root)
      const ownSections = definitions && join(dirname(definitions), 'sections')
      if (ownSections && existsSync(ownSections)) servedElsewhere.push(realpathSync(ownSections))
      // Every spelling of the project's folder, longest first, as an error answer would name it.
      const roots = [...new Set([root, realpathSync(root), ...servedElsewhere.map((dir) => resolve(dir, '..'))])]
        .filter((dir) => dir.length > 1)
        .sort((a, b) => b.length - a.length)
      server.middlewares.use((req, res, next) => {
        const path = pathOf(req)
        if (path === undefined || isHidden(path, root, hidden, servedElsewhere, depsCache)) return notFound(res)
        if (path.toLowerCase().endsWith('.svg')) for (const [name, value] of MEDIA_HEADERS) res.setHeader(name, value)
        next()
      })
      // After Vite's own middlewares: errors of everything but modules become a plain answer.
      return () => {
        server.middlewares.use(((
          error: Error,
          req: IncomingMessage,
          res: ServerResponse,
          next: (e?: unknown) => void,
        ) => {
          const path = pathOf(req) ?? ''
          if (res.headersSent) return next(error)
          if (/^\/(src|node_modules|@)/.test(path)) {
            withoutWhereabouts(res, roots)
            return next(error)
          }
          server.config.logger.error(`${req.method} ${path}: ${error.stack ?? error.message}`)
          res.statusCode = 500
          res.setHeader('Content-Type', 'text/plain; charset=utf-8')
          res.end('Something went wrong on the dev server: the terminal running it shows what.\n')
        }) as Connect.ErrorHandleFunction)
      }
    },
  }
}

/**
 * Makes the answer written next through `res` leave out the folders `roots` (a path in the project reads
 * /src/app/App.tsx) and any stack trace, in plain text and in the JSON of Vite's error page.
 */
function withoutWhereabouts(res: ServerResponse, roots: string[]): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) return end(chunk, ...rest)
    let text = chunk.toString()
    for (const dir of roots) text = text.split(`file://${dir}`).join('').split(dir).join('')
    text = text.replace(/"stack":"(?:[^"\\]|\\.)*"/g, '"stack":""').replace(/\n\s*at [^\n]*/g, '')
    if (!res.headersSent) res.removeHeader('Content-Length')
    return end(text, ...rest)
  }) as ServerResponse['end']
}

/** The request's decoded path, or undefined when it cannot be decoded. */
function pathOf(req: IncomingMessage): string | undefined {
  try {
    return posix.normalize(decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]!))
  } catch {
    return undefined
  }
}

/**
 * Whether `path` names a part of the project the browser never needs, directly or as /@fs/<absolute path>, or a
 * file outside the project that is no dependency.
 */
function isHidden(
  path: string,
  root: string,
  hidden: Set<string>,
  servedElsewhere: string[],
  depsCache: string,
): boolean {
  let inRoot = path
  if (path.startsWith('/@fs/')) {
    const rel = relative(root, resolve(path.slice('/@fs'.length)))
    // Outside the project only dependencies are served (node_modules may be a link to elsewhere); Vite's own refusal
    // of the rest would name the project's folder.
    if (rel.startsWith('..') || resolve(rel) === rel)
      return !path.includes('/node_modules/') && !servedElsewhere.some((dir) => inside(dir, resolve(path.slice(4))))
    inRoot = '/' + rel.split(sep).join('/')
  }
  const full = resolve(root, '.' + inRoot)
  if (inside(depsCache, full) || servedElsewhere.some((dir) => inside(dir, full))) return false
  const first = inRoot.split('/').find((part) => part !== '' && part !== '.')
  return first !== undefined && (hidden.has(first) || first.startsWith('.') || first === '..')
}

function inside(dir: string, path: string): boolean {
  const rel = relative(dir, path)
  return rel === '' || (!rel.startsWith('..') && resolve(rel) !== rel)
}

function notFound(res: ServerResponse): void {
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.end('Not found.\n')
}

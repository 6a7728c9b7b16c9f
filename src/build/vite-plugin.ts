import { resolve } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { buildPages, type BuiltSite } from './build-pages.ts'
import { dataUrl, type RouteIndex } from '../content/page-keys.ts'
import type { PageData } from '../content/resolved.ts'
import { formatDiagnostic } from '../content/format-diagnostic.ts'
import { loadContent } from '../content/load-content.ts'
import { readContentDir, siteFilePaths } from '../content/read-content-dir.ts'

export interface ContentPluginOptions {
  /**
   * Project root holding pages/.
   * @default process.cwd()
   */
  root?: string
  /**
   * Origin for canonical URLs; overrides the site file.
   * @default process.env.SITE_ORIGIN
   */
  origin?: string
}

const SITE = 'virtual:site'
const ROUTES = 'virtual:routes'
/** Server only: every page's data by key, for the pre-renderer. */
const PAGES = 'virtual:pages'

/** Every page's data by key (see page-keys.ts). */
export function pagesByKey(site: BuiltSite): Map<string, PageData> {
  const byKey = new Map<string, PageData>(site.pages)
  for (const [pattern, data] of site.missing) byKey.set(`missing:${pattern}`, data)
  if (site.notFound) byKey.set('404', site.notFound)
  return byKey
}

/**
 * Loads pages/ through the same loader as the content lint. Invalid content fails the build (and shows in the dev
 * overlay) with file:line:col and a code frame.
 */
export function contentPlugin(options: ContentPluginOptions = {}): Plugin {
  const root = resolve(options.root ?? process.cwd())
  const pagesDir = resolve(root, 'pages')
  let built: BuiltSite | undefined
  let server: ViteDevServer | undefined

  const load = (): BuiltSite => {
    if (built) return built
    const result = loadContent(readContentDir(root), { siteFiles: siteFilePaths(root) })
    const errors = result.diagnostics.filter((d) => d.severity === 'error')
    if (errors.length || !result.content) {
      const first = errors[0]
      const message = errors.map((d) => formatDiagnostic(d, result.sources.get(d.file))).join('\n\n')
      const error = new Error(`Content has ${errors.length} error(s):\n\n${message}`) as Error & {
        loc?: object
        id?: string
        plugin?: string
      }
      if (first) {
        error.loc = { file: resolve(root, first.file), line: first.line, column: first.col }
        error.id = resolve(root, first.file)
      }
      throw error
    }
    built = buildPages(result.content, options.origin ?? process.env.SITE_ORIGIN)
    return built
  }

  return {
    name: 'site-content',
    enforce: 'pre',
    configureServer(s) {
      server = s
      s.watcher.add(pagesDir)
      const onChange = (file: string) => {
        if (!file.startsWith(pagesDir)) return
        built = undefined
        for (const id of [...s.moduleGraph.idToModuleMap.keys()].filter((i) => i.startsWith('\0virtual:'))) {
          const mod = s.moduleGraph.getModuleById(id)
          if (mod) s.moduleGraph.invalidateModule(mod)
        }
        try {
          load()
          s.ws.send({ type: 'full-reload' })
        } catch (e) {
          const err = e as Error & { loc?: { file: string; line: number; column: number } }
          s.ws.send({
            type: 'error',
            err: {
              message: err.message,
              stack: '',
              ...(err.loc ? { loc: err.loc, id: err.loc.file } : {}),
              plugin: 'site-content',
            },
          })
        }
      }
      s.watcher.on('change', onChange)
      s.watcher.on('add', onChange)
      s.watcher.on('unlink', onChange)
      // Page data for client-side navigation, as the build writes it to dist/_data/.
      s.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/_data/')) return next()
        try {
          const data = [...pagesByKey(load())].find(([key]) => dataUrl(key) === req.url!.split('?')[0])?.[1]
          if (!data) return next()
          res.setHeader('Content-Type', 'application/json')
          res.end(JSON.stringify(data))
        } catch {
          next()
        }
      })
    },
    buildStart() {
      built = undefined
      for (const f of readContentDir(root)) this.addWatchFile(resolve(root, f.file))
      try {
        load()
      } catch (e) {
        const err = e as Error & { loc?: { file: string; line: number; column: number } }
        this.error({ message: err.message, ...(err.loc ? { loc: err.loc, id: err.loc.file } : {}) })
      }
    },
    resolveId(id) {
      if (id === SITE || id === ROUTES || id === PAGES) return '\0' + id
      return undefined
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return undefined
      const key = id.slice(1)
      let site: BuiltSite
      try {
        site = load()
      } catch (e) {
        const err = e as Error & { loc?: { file: string; line: number; column: number } }
        return this.error({ message: err.message, ...(err.loc ? { loc: err.loc, id: err.loc.file } : {}) })
      }
      if (key === SITE) return `export default ${JSON.stringify(site.site)}`
      if (key === ROUTES) return `export default ${JSON.stringify(routeIndex(site))}`
      if (key === PAGES) return `export default new Map(${JSON.stringify([...pagesByKey(site)])})`
      return undefined
    },
    get api() {
      return { load, server }
    },
  }
}

function routeIndex(site: BuiltSite): RouteIndex {
  return { paths: [...site.pages.keys()], templates: [...site.missing.keys()], hasNotFound: Boolean(site.notFound) }
}

import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'yaml'
import type { FormsSettings } from '../content/schema/site.ts'
import type { Plugin, ViteDevServer } from 'vite'
import { buildPages, type BuiltSite } from './build-pages.ts'
import { createDevContent } from './dev-content.ts'
import { contentDirOptions, loadContentDir } from '../content/load-content-dir.ts'
import { dataUrl, type RouteIndex, type TemplateIndex } from '../content/page-keys.ts'
import type { PageData } from '../content/resolved.ts'
import { formatDiagnostic } from '../content/format-diagnostic.ts'
import { readContentDir } from '../content/read-content-dir.ts'
import { feedFiles } from '../seo/feeds.ts'

export interface ContentPluginOptions {
  /**
   * Project root holding pages/.
   * @default Vite's root (the folder of the Vite config)
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
const SHARED = 'site-content:shared'

/**
 * Given to each of a build's Vite runs (client, server) beside the config's plugins: the first run's content
 * plugin loads pages/ into `holder`, later runs and the pre-renderer reuse it instead of loading it again.
 */
export function sharedContent(holder: { built?: BuiltSite }): Plugin {
  return { name: SHARED, api: holder }
}

/** Every page's data by key (see page-keys.ts). */
export function pagesByKey(site: BuiltSite): Map<string, PageData> {
  const byKey = new Map<string, PageData>(site.pages)
  for (const [pattern, data] of site.missing) byKey.set(`missing:${pattern}`, data)
  if (site.notFound) byKey.set('404', site.notFound)
  return byKey
}

/** What the dev server tells the page when only page data changed: these keys have new data. */
export const CONTENT_UPDATE_EVENT = 'site-content:update'

/**
 * Loads pages/ through the same loader as the content lint. Invalid content fails the build with file:line:col and
 * a code frame. In `npm run dev` a broken file never blanks the preview: its last good version is shown with the
 * problem on the routes built from it, and a saved change reaches the open page without a reload.
 */
export function contentPlugin(options: ContentPluginOptions = {}): Plugin {
  let root = resolve(options.root ?? process.cwd())
  let pagesDir = resolve(root, 'pages')
  const origin = options.origin ?? process.env.SITE_ORIGIN
  let built: BuiltSite | undefined
  let server: ViteDevServer | undefined
  let dev: ReturnType<typeof createDevContent> | undefined
  let shared: { built?: BuiltSite } | undefined

  const strict = (): BuiltSite => {
    const result = loadContentDir(root)
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
    return buildPages(result.content, origin)
  }

  const load = (): BuiltSite => {
    if (built) return built
    if (dev) {
      try {
        const { built: next, errors } = dev(readContentDir(root), contentDirOptions(root))
        for (const d of errors) server?.config.logger.warn(`${d.file}:${d.line}:${d.col}  ${d.message}`)
        return (built = next)
      } catch {
        // Nothing good to show yet (the site file itself is broken): the overlay shows every error.
      }
    }
    if (shared?.built) return (built = shared.built)
    built = strict()
    if (shared) shared.built = built
    return built
  }

  return {
    name: 'site-content',
    enforce: 'pre',
    config(config, { command }) {
      // A site whose forms all stay local ships none of the delivery code (src/forms/forms-deliver.ts).
      if (command !== 'build') return undefined
      return {
        define: {
          __FORMS_DELIVER__: JSON.stringify(formsDeliver(resolve(options.root ?? config.root ?? process.cwd()))),
        },
      }
    },
    configResolved(config) {
      // Without an explicit root, content lives beside the Vite config that uses the plugin.
      if (!options.root) root = config.root
      pagesDir = resolve(root, 'pages')
      shared = config.plugins.find((p) => p.name === SHARED)?.api as { built?: BuiltSite } | undefined
    },
    configureServer(s) {
      server = s
      dev = createDevContent(origin)
      s.watcher.add(pagesDir)
      const onChange = (file: string) => {
        if (!file.startsWith(pagesDir)) return
        const before = built
        built = undefined
        try {
          const next = load()
          const keys = before && changedKeys(before, next)
          if (keys) return void s.ws.send({ type: 'custom', event: CONTENT_UPDATE_EVENT, data: { keys } })
          for (const id of [...s.moduleGraph.idToModuleMap.keys()].filter((i) => i.startsWith('\0virtual:'))) {
            const mod = s.moduleGraph.getModuleById(id)
            if (mod) s.moduleGraph.invalidateModule(mod)
          }
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
          // A path with no page: the browser then shows the template's "missing" page or not-found.
          if (!data) {
            res.statusCode = 404
            return res.end()
          }
          res.setHeader('Content-Type', 'application/json')
          res.end(JSON.stringify(data))
        } catch {
          next()
        }
      })
      // The feeds, as the build writes them: the pages' <link rel="alternate"> point at them.
      s.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? ''
        if (!/\.(?:xml|json)$/.test(path)) return next()
        try {
          const site = load()
          const text = feedFiles(site.pages.values(), site.site).get(path.slice(1))
          if (text === undefined) return next()
          res.setHeader('Content-Type', `${path.endsWith('.json') ? 'application/json' : 'text/xml'}; charset=utf-8`)
          res.end(text)
        } catch {
          next()
        }
      })
    },
    buildStart() {
      built = undefined
      if (!shared) for (const f of readContentDir(root)) this.addWatchFile(resolve(root, f.file))
      try {
        load()
      } catch (e) {
        const err = e as Error & { loc?: { file: string; line: number; column: number } }
        this.error({ message: err.message, ...(err.loc ? { loc: err.loc, id: err.loc.file } : {}) })
      }
    },
    resolveId(id) {
      if (id === SITE || id === ROUTES) return '\0' + id
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
      if (key === ROUTES) return `export default ${JSON.stringify(templateIndex(site))}`
      return undefined
    },
    get api() {
      return { load, server }
    },
  }
}

/** Whether any form of the site delivers (read straight from the site file; when in doubt, yes). */
function formsDeliver(root: string): boolean {
  try {
    const site = parse(readFileSync(resolve(root, 'pages/_site.yaml'), 'utf8')) as { forms?: FormsSettings } | null
    const forms = site?.forms
    const modes = [forms?.delivery, ...Object.values(forms?.overrides ?? {}).map((o) => o?.delivery)]
    return modes.some((m) => m !== undefined && m !== 'local')
  } catch {
    return true
  }
}

/** The keys whose page data changed, or undefined when the routes or the site data changed (a reload is due). */
function changedKeys(before: BuiltSite, after: BuiltSite): string[] | undefined {
  if (JSON.stringify(routeIndex(before)) !== JSON.stringify(routeIndex(after))) return undefined
  if (JSON.stringify(before.site) !== JSON.stringify(after.site)) return undefined
  const old = pagesByKey(before)
  return [...pagesByKey(after)]
    .filter(([key, data]) => JSON.stringify(old.get(key)) !== JSON.stringify(data))
    .map(([key]) => key)
}

export function routeIndex(site: BuiltSite): RouteIndex {
  return { paths: [...site.pages.keys()], ...templateIndex(site) }
}

/** The part of the route table the browser's script carries (virtual:routes). */
function templateIndex(site: BuiltSite): TemplateIndex {
  return { templates: [...site.missing.keys()], hasNotFound: Boolean(site.notFound) }
}

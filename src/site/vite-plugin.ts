import { resolve, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { CONTENT_UPDATE_EVENT } from '../content/page-keys.ts'
import { ContentFiles } from '../content/content-files.ts'
import { firstPerFile } from '../content/first-per-file.ts'
import { ParsedFileCache } from '../content/load/parsed-file-cache.ts'
import { readContentDir } from '../content/read-content-dir.ts'
import type { BuiltSite } from './built-site.ts'
import { contentError, type LocatedError } from './content-error.ts'
import { createDevContent } from './dev-content.ts'
import { changedKeys, DevSite } from './dev-site.ts'
import { feedsMiddleware, pageDataMiddleware } from './dev-middlewares.ts'
import { watchFolder } from './folder-watcher.ts'
import { formsDeliver } from './forms-deliver.ts'
import { loadAndBuildDir } from './load-site.ts'
import { SHARED_CONTENT, type SharedContent } from './shared-content.ts'
import { siteModel } from './site-model.ts'
import { prepareValidators } from '../content/validate/validate-data.ts'

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

/** What the bundles import from the content: the source of each virtual module, by its id. */
export function contentModules(site: Pick<DevSite, 'site' | 'templates'>): Record<string, string> {
  return {
    [SITE]: `export default ${JSON.stringify(site.site)}`,
    [ROUTES]: `export default ${JSON.stringify(site.templates)}`,
  }
}

/**
 * Loads pages/ through the same loader as the content lint. Invalid content fails the build with file:line:col and
 * a code frame. In `npm run dev` a broken file never blanks the preview: its last good version is shown with the
 * problem on the routes built from it, and a saved change reaches the open page without a reload.
 */
export function contentPlugin(options: ContentPluginOptions = {}): Plugin {
  let root = resolve(options.root ?? process.cwd())
  let pagesDir = resolve(root, 'pages')
  const origin = options.origin ?? process.env.SITE_ORIGIN
  let current: DevSite | undefined
  let server: ViteDevServer | undefined
  let dev: ReturnType<typeof createDevContent> | undefined
  let files: ContentFiles | undefined
  let shared: SharedContent | undefined
  let stopWatching: (() => void) | undefined
  let stopPreparing: (() => void) | undefined
  // The first load's readings waiting to be written (see configureServer).
  let keeping: ReturnType<typeof setTimeout> | undefined
  // The page keys the browser was given data for: after a save, only those are compared.
  const served = new Set<string>()

  const strict = (): BuiltSite => {
    const { result, built } = loadAndBuildDir(root, { origin })
    if (!built) throw contentError(result, root)
    return built
  }

  const load = (): DevSite => {
    if (current) return current
    if (dev && files) {
      try {
        const { site, errors } = dev(files.files(), files.options())
        // A few lines per file: a file with 100,000 problems took minutes to print, the server answering nothing.
        for (const d of firstPerFile(errors)) {
          server?.config.logger.warn(`${d.file}:${d.line}:${d.col}  ${d.message}`)
          if (d.more) server?.config.logger.warn(`and ${d.more.toLocaleString('en-US')} more in ${d.file}`)
        }
        // The first load may have compiled no schema (it took the readings a build kept): they are compiled once
        // the first page is served (3 s on), one at a time, so the first save does not wait for them.
        let wait = 3000
        stopPreparing ??= prepareValidators(siteModel, (next) => {
          setTimeout(next, wait).unref()
          wait = 50
        })
        return (current = site)
      } catch {
        // Nothing good to show yet (the site file itself is broken): the overlay shows every error.
      }
    }
    return (current = DevSite.of(strict()))
  }

  /** What Vite needs to point at the content's error (its overlay in dev, the build's message). */
  const located = (e: unknown) => {
    const err = e as LocatedError
    return { message: err.message, ...(err.loc ? { loc: err.loc, id: err.loc.file } : {}) }
  }

  /** A saved file: the open pages get their new data in place, or reload when the routes changed. */
  const onChange = (event: 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir', path: string) => {
    const s = server
    if (!s || !files?.changed(path, event)) return
    const before = current
    current = undefined
    try {
      const next = load()
      const keys = before && changedKeys(before, next, served)
      if (keys) return void s.ws.send({ type: 'custom', event: CONTENT_UPDATE_EVENT, data: { keys } })
      for (const id of [...s.moduleGraph.idToModuleMap.keys()].filter((i) => i.startsWith('\0virtual:'))) {
        const mod = s.moduleGraph.getModuleById(id)
        if (mod) s.moduleGraph.invalidateModule(mod)
      }
      s.ws.send({ type: 'full-reload' })
    } catch (e) {
      s.ws.send({ type: 'error', err: { ...located(e), stack: '', plugin: 'site-content' } })
    }
  }

  return {
    name: 'site-content',
    enforce: 'pre',
    config(config, { command }) {
      if (command !== 'build') {
        // pages/ is watched by this plugin (see configureServer), not by Vite's watcher.
        if (config.server?.watch === null) return undefined
        const pages = resolve(options.root ?? config.root ?? process.cwd(), 'pages')
        const ignored = (path: string) => path === pages || path.startsWith(pages + sep)
        return { server: { watch: { ignored: [ignored] } } }
      }
      // A site whose forms all stay local ships none of the delivery code (src/forms/forms-deliver.ts).
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
      shared = config.plugins.find((p) => p.name === SHARED_CONTENT)?.api as SharedContent | undefined
    },
    configureServer(s) {
      server = s
      // The readings the last build or start kept: the first load takes those of the files as they are (at 10,000
      // articles the first page in 4 to 5 s instead of 9 to 12) and reads the others itself. What it read itself is
      // written a second after the first page is served, a hundred readings at a time between the server's other
      // work, so the next start (or build) takes them too: an editor who never builds waits once.
      dev = createDevContent(origin, {
        store: ParsedFileCache.of(root, { later: true }),
        keep: (flush) => {
          keeping = setTimeout(() => {
            keeping = undefined
            flush().catch((error: unknown) =>
              s.config.logger.warn(`The content's readings were not kept for the next start: ${String(error)}`),
            )
          }, 1000)
          keeping.unref()
        },
      })
      files = new ContentFiles(root)
      s.watcher.on('all', onChange)
      // pages/ has a watcher of its own, one fs.watch per folder (src/site/folder-watcher.ts): Vite's reads the
      // whole folder again on every change in it (0.3 s of a save at 10,000 articles). What it sees goes to Vite's
      // watcher, so its every listener (this plugin, the images, the gallery, Vite) hears it as before.
      if (s.config.server.watch !== null)
        stopWatching = watchFolder(pagesDir, (event, path) => {
          s.watcher.emit(event, path)
          s.watcher.emit('all', event, path)
        })
      s.middlewares.use(pageDataMiddleware(load, served))
      s.middlewares.use(feedsMiddleware(load))
    },
    closeBundle() {
      // The dev server closes (or a build ends).
      stopWatching?.()
      stopWatching = undefined
      stopPreparing?.()
      stopPreparing = undefined
      clearTimeout(keeping)
      keeping = undefined
    },
    buildStart() {
      current = undefined
      if (shared) return
      // The dev server's files are watched by it (configureServer).
      if (!server) for (const f of readContentDir(root)) this.addWatchFile(resolve(root, f.file))
      try {
        load()
      } catch (e) {
        this.error(located(e))
      }
    },
    resolveId(id) {
      if (id === SITE || id === ROUTES) return '\0' + id
      return undefined
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return undefined
      const key = id.slice(1)
      if (shared) return Promise.resolve(shared.modules).then((modules) => modules[key])
      let site: DevSite
      try {
        site = load()
      } catch (e) {
        return this.error(located(e))
      }
      return contentModules(site)[key]
    },
    get api() {
      return { load, server }
    },
  }
}

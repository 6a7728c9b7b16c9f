import type { Diagnostic } from '../content/diagnostic.ts'
import { contentProblem } from '../content/format-diagnostic.ts'
import type { TemplateEntry } from '../content/load-content.ts'
import { LoadCache } from '../content/load/load-cache.ts'
import type { ParsedFileCache } from '../content/load/parsed-file-cache.ts'
import { fileRole } from '../content/routes.ts'
import type { SourceFile } from '../content/source-file.ts'
import { planPages, type PlannedSite } from './build-pages.ts'
import { DevSite, type AttachedProblem } from './dev-site.ts'
import { loadSite, type SiteLoadOptions } from './load-site.ts'
import { siteModel } from './site-model.ts'

export interface DevBuild {
  site: DevSite
  /** Every error of the content as it is on disk (the site shows the last good version of the files concerned). */
  errors: Diagnostic[]
}

/**
 * The dev server's content: a file with errors is replaced by its last version that had none, so one mistake never
 * blanks the preview. The routes built from a broken file carry its problems, shown on the page; every other route
 * renders as usual. Fixing the file brings its route back without a reload.
 *
 * A save costs what changed: each file is read once per text (LoadCache), and a page is made only when asked for
 * (DevSite), so at 10,000 articles a save re-reads one file, joins the files again and makes the open page.
 */
export function createDevContent(
  origin?: string,
  /**
   * The parsed files a build or an earlier start cached (`store`), for the first load; once it is done, `keep` is given
   * what writes the parsed files that load made itself (`store.flush`), to run when the first page is served.
   */
  parsedFiles?: { store: ParsedFileCache; keep: (flush: () => Promise<void>) => void },
  /** The parsed files it caches, when shared with other loads (the studio's lint and its previews share one). */
  cache = new LoadCache(siteModel),
) {
  const lastGood = new Map<string, string>()
  // The last site that had no error: its plan stands in for content that cannot be resolved, its pages for one
  // that cannot be made.
  let lastSite: { site: DevSite; plan: PlannedSite } | undefined
  // The first load takes the parsed files a build (or an earlier start) cached (`store`) of the files as they are; later
  // loads read what changed.
  cache.store = parsedFiles?.store

  return function update(files: SourceFile[], given: SiteLoadOptions): DevBuild {
    const options = { ...given, cache }
    const first = loadSite(files, options)
    if (parsedFiles && cache.store) {
      cache.store = undefined
      parsedFiles.keep(() => parsedFiles.store.flush())
    }
    const errors = first.diagnostics.filter((d) => d.severity === 'error')
    const broken = new Set(errors.map((d) => d.file))
    // The last good texts follow the files (10,000 on every save: what is gone is looked for only when something is).
    let good = 0
    let readable = 0
    for (const f of files) {
      if (!broken.has(f.file) && lastGood.get(f.file) !== f.text) lastGood.set(f.file, f.text)
      if (lastGood.has(f.file)) good++
      if (!f.problem) readable++
    }
    if (good !== lastGood.size || cache.size > readable) {
      const present = new Set(files.map((f) => f.file))
      for (const f of lastGood.keys()) if (!present.has(f)) lastGood.delete(f)
      cache.keepOnly(present)
    }

    let result = first
    if (broken.size) {
      const substituted = files.flatMap((f) =>
        !broken.has(f.file) ? [f] : lastGood.has(f.file) ? [{ ...f, text: lastGood.get(f.file)! }] : [],
      )
      result = loadSite(substituted, options)
      // Errors its own last good version cannot undo come from another file (an id renamed in a collection that
      // this page lists): the page is left out, so its route shows the not-found page with the problem.
      const still = new Set(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.file))
      if (still.size)
        result = loadSite(
          substituted.filter((f) => !still.has(f.file) || fileRole(f.file).role === 'site'),
          options,
        )
    }
    if (!result.content) throw new Error('the site file has errors and no earlier version without them')
    let plan: PlannedSite
    try {
      plan = planPages(result.content, origin)
    } catch (error) {
      // Content that validates but cannot be resolved: keep showing the last site that built, with the problems.
      if (!lastSite) throw error
      plan = lastSite.plan
    }
    const { templates } = result.content
    const has = (path: string) => plan.built.pages.has(path) || plan.later.has(path)
    const attached = errors.map((d) => attachedTo(d, first.sources.get(d.file) ?? '', templates, has))
    const brokenRoutes = errors.flatMap((d) => {
      const role = fileRole(d.file)
      return role.role === 'page' ? [role.route] : []
    })
    const site = new DevSite(plan, attached, brokenRoutes, lastSite?.site)
    if (!broken.size) lastSite = { site, plan }
    return { site, errors }
  }
}

/** Which page keys show a problem: those of the routes built from its file (all of them for the site file and lists). */
function attachedTo(
  d: Diagnostic,
  source: string,
  templates: TemplateEntry[],
  has: (path: string) => boolean,
): AttachedProblem {
  const problem = contentProblem(d, source)
  const role = fileRole(d.file)
  if (role.role === 'page') return { problem, shows: (key) => key === role.route }
  if (role.role === 'notFound') return { problem, shows: (key) => key === '404' }
  if (role.role === 'entry') {
    const template = templates.find((t) => t.template.collection === role.collection)
    if (!template) return { problem, shows: () => false }
    const route = `${template.prefix}/${role.id}`
    // An entry with no page (a new one that never worked) shows its problem on the template's "missing" page.
    const key = has(route) ? route : `missing:${template.pattern}`
    return { problem, shows: (k) => k === key }
  }
  if (role.role === 'template') {
    const prefix = `${role.prefix}/`
    return { problem, shows: (key) => key.startsWith(prefix) || key === `missing:${role.pattern}` }
  }
  // A broken translation's own page is not known: its language's pages show it, the other languages' do not.
  if (role.role === 'translation') {
    const home = `/${role.lang}`
    return { problem, shows: (key) => key === home || key.startsWith(`${home}/`) }
  }
  return { problem, shows: () => true }
}

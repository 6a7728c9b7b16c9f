import type { Diagnostic } from '../content/diagnostic.ts'
import { contentProblem } from '../content/format-diagnostic.ts'
import type { TemplateEntry } from '../content/load-content.ts'
import { fileRole } from '../content/routes.ts'
import type { SourceFile } from '../content/source-file.ts'
import type { PageData } from '../sections/page-data.ts'
import { buildPages } from './build-pages.ts'
import type { BuiltSite } from './built-site.ts'
import { loadSite, type SiteLoadOptions } from './load-site.ts'
import { ParseCache } from '../content/yaml/parse-cache.ts'

export interface DevBuild {
  built: BuiltSite
  /** Every error of the content as it is on disk (the site shows the last good version of the files concerned). */
  errors: Diagnostic[]
}

/**
 * The dev server's content: a file with errors is replaced by its last version that had none, so one mistake never
 * blanks the preview. The routes built from a broken file carry its problems, shown on the page; every other route
 * renders as usual. Fixing the file brings its route back without a reload.
 */
export function createDevContent(origin?: string) {
  const lastGood = new Map<string, string>()
  let lastBuilt: BuiltSite | undefined
  // A save changes a file or two: the others are not read again.
  const parseCache = new ParseCache()

  return function update(files: SourceFile[], given: SiteLoadOptions): DevBuild {
    const options = { ...given, parseCache }
    const first = loadSite(files, options)
    const errors = first.diagnostics.filter((d) => d.severity === 'error')
    const broken = new Set(errors.map((d) => d.file))
    for (const f of files) if (!broken.has(f.file)) lastGood.set(f.file, f.text)
    for (const f of [...lastGood.keys()]) if (!files.some((x) => x.file === f)) lastGood.delete(f)

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
    let built: BuiltSite
    try {
      built = buildPages(result.content, origin)
    } catch (error) {
      // Content that validates but cannot be resolved: keep showing the last site that built, with the problems.
      if (!lastBuilt) throw error
      built = structuredClone(lastBuilt)
    }
    if (broken.size) attachProblems(built, errors, first.sources, result.content.templates)
    else lastBuilt = built
    return { built, errors }
  }
}

/** Puts each problem on the routes built from its file (all routes for the site file and collection lists). */
function attachProblems(
  built: BuiltSite,
  errors: Diagnostic[],
  sources: Map<string, string>,
  templates: TemplateEntry[],
): void {
  for (const d of errors) {
    const problem = contentProblem(d, sources.get(d.file) ?? '')
    const role = fileRole(d.file)
    const add = (data: PageData) => (data.problems = [...(data.problems ?? []), problem])
    if (role.role === 'page') {
      const page = built.pages.get(role.route)
      // A new page that never worked: its route shows the not-found page with the problem.
      if (page) add(page)
      else if (built.notFound) built.pages.set(role.route, { ...built.notFound, path: role.route, problems: [problem] })
    } else if (role.role === 'notFound' && built.notFound) add(built.notFound)
    else if (role.role === 'entry') {
      const template = templates.find((t) => t.template.collection === role.collection)
      const page = template ? built.pages.get(`${template.prefix}/${role.id}`) : undefined
      if (page) add(page)
      else if (template) add(built.missing.get(template.pattern)!)
    } else if (role.role === 'template') {
      const prefix = role.prefix + '/'
      for (const [route, page] of built.pages) if (route.startsWith(prefix)) add(page)
      const missing = built.missing.get(role.pattern)
      if (missing) add(missing)
    } else {
      for (const page of built.pages.values()) add(page)
      for (const page of built.missing.values()) add(page)
      if (built.notFound) add(built.notFound)
    }
  }
}

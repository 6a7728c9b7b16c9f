import { parse } from 'yaml'
import { readContentDir, siteFilePaths } from '../../content/read-content-dir.ts'
import { fileRole } from '../../content/routes.ts'
import { buildPages } from '../../site/build-pages.ts'
import type { BuiltSite } from '../../site/built-site.ts'
import type { LintCache } from './lint-cache.ts'

/** The content files with their role, route and title; the routes saved on disk; the images of the site. */
export function listFiles(root: string, lint: LintCache) {
  // The routes saved on disk (an unsaved draft, maybe with errors, does not make or break one).
  const result = lint.check(new Map())
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
}

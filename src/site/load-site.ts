import type { Content, LoadOptions, LoadResult } from '../content/load-content.ts'
import { loadContent } from '../content/load-content.ts'
import { contentDirOptions, loadContentDir } from '../content/load-content-dir.ts'
import { readContentDir } from '../content/read-content-dir.ts'
import type { SourceFile } from '../content/source-file.ts'
import { buildPages, planPages, type PlannedSite } from './build-pages.ts'
import type { BuiltSite } from './built-site.ts'
import { siteModel } from './site-model.ts'
import { buildNow } from '../lib/build-now.ts'
import { liveContent } from '../content/live-content.ts'
import { siteTimeZone } from '../content/visibility.ts'
import { scheduledChanges, type ScheduledChange } from './scheduled-changes.ts'

export type SiteLoadOptions = Omit<LoadOptions, 'model'>

/** Loads content files with the site's sections and collections. */
export function loadSite(files: SourceFile[], options: SiteLoadOptions = {}): LoadResult {
  return loadContent(files, { ...options, model: siteModel })
}

/**
 * Load, then build: every page's data when the content has no error (`built` is absent otherwise; `result` says
 * why). The dev server, the studio, the gallery, the build and the tests all go through here.
 */
export function loadAndBuild(
  files: SourceFile[],
  { origin, ...options }: SiteLoadOptions & { origin?: string | undefined } = {},
): { result: LoadResult; built?: BuiltSite } {
  const { result, content } = loadValid(files, options)
  return content ? { result, built: buildPages(content, origin) } : { result }
}

/**
 * loadAndBuild, with the pages made from collections left to be made (see planPages): the build makes them one at a
 * time as it renders them, so their data need not be held all at once.
 */
export function loadAndPlan(
  files: SourceFile[],
  { origin, ...options }: SiteLoadOptions & { origin?: string | undefined } = {},
): { result: LoadResult; planned?: PlannedSite; scheduled?: ScheduledChange[] } {
  const { result, content } = loadValid(files, options)
  if (!content) return { result }
  // The public site: what is live at the build's now (drafts, and entries and pages not yet or no longer published,
  // are left out). The previews (the dev server, the studio) show everything.
  const now = buildNow(siteTimeZone(content.site))
  return {
    result,
    planned: planPages(liveEverywhere(content, now), origin, now),
    // What the schedule changes after this build, from everything written (what is not live yet included).
    scheduled: scheduledChanges(content, now, origin),
  }
}

/** liveContent of the content and of each of its translations (a translation inherits its original's dates). */
function liveEverywhere(content: Content, now: number): Content {
  const live = liveContent(content, now)
  if (!content.translations) return live
  const translations = Object.fromEntries(
    Object.entries(content.translations).map(([code, translation]) => [code, liveContent(translation, now)]),
  )
  return { ...live, translations }
}

/** The loaded content, when it has no error. */
function loadValid(files: SourceFile[], options: SiteLoadOptions): { result: LoadResult; content?: Content } {
  const result = loadSite(files, options)
  const failed = !result.content || result.diagnostics.some((d) => d.severity === 'error')
  return failed ? { result } : { result, content: result.content! }
}

/** Load, then build, for a project folder: its pages/, public/ and pages/_media/. */
export function loadAndBuildDir(
  root: string,
  options: Pick<SiteLoadOptions, 'cache' | 'store'> & { origin?: string | undefined } = {},
): { result: LoadResult; built?: BuiltSite; fileCount: number } {
  const files = readContentDir(root)
  return { ...loadAndBuild(files, { ...contentDirOptions(root), ...options }), fileCount: files.length }
}

/** Loads a project folder's content (pages/, public/, pages/_media/) with the site's sections and collections. */
export function loadSiteDir(root: string): LoadResult & { fileCount: number } {
  return loadContentDir(root, { model: siteModel })
}

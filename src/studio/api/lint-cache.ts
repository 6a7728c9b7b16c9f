import type { LoadResult } from '../../content/load-content.ts'
import { contentDirOptions } from '../../content/load-content-dir.ts'
import { LoadCache } from '../../content/load/load-cache.ts'
import { contentHash } from '../../lib/content-hash.ts'
import { loadSite } from '../../site/load-site.ts'
import { siteModel } from '../../site/site-model.ts'
import { lintScope } from '../lint-scope.ts'
import { withDrafts } from './with-drafts.ts'

export type LintCache = ReturnType<typeof createLintCache>

/**
 * The lint of the disk with some files changed, remembered for the last few sets (the disk's own is asked at every
 * keystroke).
 */
export function createLintCache(root: string) {
  const checked = new Map<string, LoadResult>()
  const cache = new LoadCache(siteModel)
  const check = (overlay: Map<string, string>): LoadResult => {
    const files = withDrafts(root, overlay)
    const key = contentHash(JSON.stringify(files))
    let result = checked.get(key)
    if (!result) {
      result = loadSite(files, { ...contentDirOptions(root), cache })
      checked.set(key, result)
      if (checked.size > 4) checked.delete(checked.keys().next().value!)
    }
    return result
  }
  return {
    check,
    /** The lint of the disk with `file` as `text`, split into its own diagnostics and those it causes elsewhere. */
    scope: (file: string, text: string) =>
      lintScope(file, check(new Map()).diagnostics, check(new Map([[file, text]])).diagnostics),
  }
}

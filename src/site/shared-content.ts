import type { Plugin } from 'vite'
import type { BuiltSite } from './built-site.ts'

export const SHARED_CONTENT = 'site-content:shared'

/** What the build's Vite runs share: the content, loaded once by the first run. */
export interface SharedContent {
  built?: BuiltSite
  /**
   * What the bundles import from the content (contentModules), given by a build that loaded the content elsewhere:
   * its bundling process then reads no content at all.
   */
  modules?: Record<string, string>
}

/**
 * Given to each of a build's Vite runs (client, server) beside the config's plugins: the first run's content
 * plugin loads pages/ into `holder`, later runs and the pre-renderer reuse it instead of loading it again.
 */
export function sharedContent(holder: SharedContent): Plugin {
  return { name: SHARED_CONTENT, api: holder }
}

import type { Plugin } from 'vite'

export const SHARED_CONTENT = 'site-content:shared'

/**
 * What a build's bundling is given: what the bundles import from the content (contentModules), from a build that
 * loaded the content elsewhere (src/build/build-site.ts). Its Vite runs then read no content at all. The modules may
 * come later than the bundling starts: a module that imports them waits for them.
 */
export interface SharedContent {
  modules: Record<string, string> | Promise<Record<string, string>>
}

/** Given to each of a build's Vite runs (client, server) beside the config's plugins (src/build/bundle.ts). */
export function sharedContent(holder: SharedContent): Plugin {
  return { name: SHARED_CONTENT, api: holder }
}

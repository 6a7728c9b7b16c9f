import { contentDirOptions } from '../../content/load-content-dir.ts'
import { contentHash } from '../../lib/content-hash.ts'
import type { BuiltSite } from '../../site/built-site.ts'
import { createDevContent } from '../../site/dev-content.ts'
import { withDrafts } from './with-drafts.ts'

/**
 * The preview's site: the disk with this session's unsaved files, built only for the studio's preview frame (the
 * dev site keeps showing the disk). A file with errors shows its last good version with its problems, as in dev.
 */
export function createPreviewSite(root: string, drafts: Map<string, string>): () => BuiltSite {
  const dev = createDevContent()
  let previewed: { key: string; built: BuiltSite } | undefined
  return () => {
    const files = withDrafts(root, drafts)
    const key = contentHash(JSON.stringify(files))
    if (previewed?.key === key) return previewed.built
    try {
      previewed = { key, built: dev(files, contentDirOptions(root)).site.full() }
    } catch (e) {
      // Some errors stop the build itself (an id removed that another page lists): the preview keeps the last state
      // that built, and the lint lists the errors.
      if (!previewed) throw e
      previewed = { key, built: previewed.built }
    }
    return previewed.built
  }
}

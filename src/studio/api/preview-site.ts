import { contentDirOptions } from '../../content/load-content-dir.ts'
import type { LoadCache } from '../../content/load/load-cache.ts'
import { contentHash } from '../../lib/content-hash.ts'
import { createDevContent } from '../../site/dev-content.ts'
import type { DevSite } from '../../site/dev-site.ts'
import { diskFiles, withDrafts } from './with-drafts.ts'
import { withStandIns } from './with-stand-ins.ts'
import { readData } from '../read-data.ts'

/**
 * The preview's site: the disk with this session's unsaved files, built only for the studio's preview frame (the
 * dev site keeps showing the disk). A file with errors shows its last good version with its problems, as in dev;
 * a page is made when the preview asks for it. A new file (a draft of a file not on disk) shows with stand-ins for
 * the required fields it leaves empty (withStandIns): it has no earlier version to show instead. `cache`: the parsed files it shares (the studio's worker shares one
 * between its lint and every person's preview).
 */
export function createPreviewSite(root: string, drafts: Map<string, string>, cache?: LoadCache): () => DevSite {
  const dev = createDevContent(undefined, undefined, cache)
  let previewed: { key: string; site: DevSite } | undefined
  return () => {
    const disk = diskFiles(root)
    const present = new Set(disk.map((f) => f.file))
    let site: unknown
    const shown = new Map(
      [...drafts].map(([file, text]) => {
        if (present.has(file)) return [file, text]
        site ??= siteData(drafts.get(SITE) ?? disk.find((f) => f.file === SITE)?.text)
        return [file, withStandIns(file, text, site)]
      }),
    )
    const files = withDrafts(root, shown, disk)
    const key = contentHash(JSON.stringify(files))
    if (previewed?.key === key) return previewed.site
    try {
      previewed = { key, site: dev(files, contentDirOptions(root)).site }
    } catch (e) {
      // Some errors stop the build itself (an id removed that another page lists): the preview keeps the last state
      // that built, and the lint lists the errors.
      if (!previewed) throw e
      previewed = { key, site: previewed.site }
    }
    return previewed.site
  }
}

const SITE = 'pages/_site.yaml'

/** The site file's data, or undefined when it does not read. */
function siteData(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : readData(text)
  } catch {
    return undefined
  }
}

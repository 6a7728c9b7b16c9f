import { existsSync, unlinkSync } from 'node:fs'
import { safePagesPath } from '../safe-path.ts'
import { withDrafts } from './with-drafts.ts'

/**
 * Removes an image this session uploaded (`body.src`, /media/…) when its change was discarded: only a file in
 * `uploaded`, and only when no content file on disk or in an unsaved draft names it. Answers whether it went.
 */
export function forgetUpload(
  root: string,
  uploaded: Set<string>,
  drafts: Map<string, string>,
  body: Record<string, unknown>,
) {
  const src = String(body.src ?? '')
  if (!uploaded.has(src)) return { removed: false }
  if (withDrafts(root, drafts).some((f) => f.text.includes(src))) return { removed: false }
  const path = safePagesPath(root, `pages/_media/${src.slice('/media/'.length)}`, 'media')
  uploaded.delete(src)
  if (!path || !existsSync(path)) return { removed: false }
  unlinkSync(path)
  return { removed: true }
}

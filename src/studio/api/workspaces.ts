import type { DevSite } from '../../site/dev-site.ts'
import { DRAFT_IDLE_MS, Drafts } from './drafts.ts'
import { createPreviewSite } from './preview-site.ts'

/** One person's unsaved state: their drafts (what their preview shows), the images they uploaded, their preview. */
export interface Workspace {
  drafts: Drafts
  /** Images uploaded by this person: one whose change is discarded, and that nothing names, may be removed again. */
  uploaded: Set<string>
  preview: () => DevSite
}

/**
 * Each person's workspace, by name (the local studio has one, named ""): two editors of one page each see their own
 * unsaved changes in their form and preview, never the other's. A workspace with no drafts left, idle for
 * DRAFT_IDLE_MS, is dropped with its preview (the editor's form still holds anything unsaved and sends it again).
 */
export function workspaces(root: string, now: () => number = Date.now) {
  const all = new Map<string, Workspace & { used: number }>()
  return {
    of(person: string): Workspace {
      let w = all.get(person)
      if (!w) {
        const drafts = new Drafts(now)
        w = { drafts, uploaded: new Set(), preview: createPreviewSite(root, drafts), used: now() }
        all.set(person, w)
      }
      w.used = now()
      return w
    },
    /** Drops drafts idle too long, then the workspaces left with nothing. */
    sweep(): void {
      for (const [person, w] of all) {
        w.drafts.sweep()
        if (!w.drafts.size && now() - w.used > DRAFT_IDLE_MS) all.delete(person)
      }
    },
    get size(): number {
      return all.size
    },
  }
}

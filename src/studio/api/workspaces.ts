import { DRAFT_IDLE_MS, Drafts } from './drafts.ts'

/** One person's unsaved state: their drafts (what their preview shows), the images they uploaded. */
export interface Workspace {
  drafts: Drafts
  /** Images uploaded by this person: one whose change is discarded, and that nothing names, may be removed again. */
  uploaded: Set<string>
}

/** Who hears of the workspaces' changes (the studio's worker, which makes each person's preview from a copy). */
export interface WorkspaceMirror {
  /** `person`'s draft of `file` is now `text`, or (undefined) is gone. */
  changed(person: string, file: string, text: string | undefined): void
  /** `person`'s workspace was dropped, with whatever was made for it. */
  dropped(person: string): void
}

/**
 * Each person's workspace, by name (the local studio has one, named ""): two editors of one page each see their own
 * unsaved changes in their form and preview, never the other's. A workspace with no drafts left, idle for
 * DRAFT_IDLE_MS, is dropped (the editor's form still holds anything unsaved and sends it again).
 */
export function workspaces(now: () => number = Date.now, mirror?: WorkspaceMirror) {
  const all = new Map<string, Workspace & { used: number }>()
  return {
    of(person: string): Workspace {
      let w = all.get(person)
      if (!w) {
        const drafts = new Drafts(now, mirror && ((file, text) => mirror.changed(person, file, text)))
        w = { drafts, uploaded: new Set(), used: now() }
        all.set(person, w)
      }
      w.used = now()
      return w
    },
    /** Drops drafts idle too long, then the workspaces left with nothing. */
    sweep(): void {
      for (const [person, w] of all) {
        w.drafts.sweep()
        if (!w.drafts.size && now() - w.used > DRAFT_IDLE_MS) {
          all.delete(person)
          mirror?.dropped(person)
        }
      }
    },
    /** Every draft of every person, as [person, file, text]. */
    *drafts(): Iterable<[string, string, string]> {
      for (const [person, w] of all) for (const [file, text] of w.drafts) yield [person, file, text]
    },
    get size(): number {
      return all.size
    },
  }
}

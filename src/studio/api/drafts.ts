import { MAX_NESTING } from '../../content/yaml/nesting-depth.ts'
import { Refusal } from './refusal.ts'

/** A file the studio keeps as a draft and lints at every keystroke: content files are a few hundred lines. */
export const MAX_DRAFT_LINES = 5_000
export const MAX_DRAFT_BYTES = 512 * 1024
/** Files with unsaved changes at once; the oldest draft is dropped past this. */
export const MAX_DRAFTS = 50
/** A draft nobody touched for this long is dropped (the editor's form still holds the changes and sends them again). */
export const DRAFT_IDLE_MS = 30 * 60 * 1000
/** Files whose drops a Drafts counts (see `generation`): a text is checked against its file's within a request. */
const MAX_GENERATIONS = 4 * MAX_DRAFTS

/** What is told of every change to a person's drafts: a file's new text, or undefined when its draft is gone. */
export type DraftsChanged = (file: string, text: string | undefined) => void

/**
 * This session's unsaved files, by file: what the preview shows and the lint checks. Bounded in size, number and
 * age, so one huge or forgotten draft cannot slow every preview and lint after it. `changed` hears every change (the
 * studio's worker keeps a copy for the previews it makes).
 */
export class Drafts extends Map<string, string> {
  private readonly touched = new Map<string, number>()
  /** By file, how many times its draft was dropped (see `generation`); at most MAX_GENERATIONS files are followed. */
  private readonly drops = new Map<string, number>()

  constructor(
    private readonly now: () => number = Date.now,
    private readonly changed?: DraftsChanged,
  ) {
    super()
  }

  override set(file: string, text: string): this {
    refuseOversized(text)
    super.delete(file)
    super.set(file, text)
    this.touched.set(file, this.now())
    this.changed?.(file, text)
    while (this.size > MAX_DRAFTS) this.delete(this.keys().next().value!)
    return this
  }

  /** Drops `file`'s draft (a discard, a save, the idle sweep): a text made for it before is stale (`keep`). */
  override delete(file: string): boolean {
    const n = (this.drops.get(file) ?? 0) + 1
    this.drops.delete(file)
    this.drops.set(file, n)
    if (this.drops.size > MAX_GENERATIONS) this.drops.delete(this.drops.keys().next().value!)
    return this.remove(file)
  }

  /** How many times `file`'s draft was dropped: a text made from a request is kept only if this did not change. */
  generation(file: string): number {
    return this.drops.get(file) ?? 0
  }

  /**
   * Keeps `text` as `file`'s draft (undefined: none, the file as it is on disk), made for a request when `file` was
   * at `generation`: not when its draft was dropped since (a discard or a save came while the text was being made).
   */
  keep(file: string, text: string | undefined, generation: number): boolean {
    if (this.generation(file) !== generation) return false
    if (text === undefined) this.remove(file)
    else this.set(file, text)
    return true
  }

  /** Drops the drafts idle for longer than DRAFT_IDLE_MS. */
  sweep(): void {
    const limit = this.now() - DRAFT_IDLE_MS
    for (const [file, at] of this.touched) if (at < limit) this.delete(file)
  }

  private remove(file: string): boolean {
    this.touched.delete(file)
    const had = super.delete(file)
    if (had) this.changed?.(file, undefined)
    return had
  }
}

/**
 * Refuses (413) data that would make a text too long, before it is written out: each value takes at least a line;
 * and (422) data nested deeper than a content file may be (MAX_NESTING, the lint's limit). Counted without recursion,
 * so no depth of nesting can exhaust the stack.
 */
export function refuseOversizedData(data: unknown): void {
  let values = 0
  const stack: [unknown, number][] = [[data, 0]]
  while (stack.length && values <= MAX_DRAFT_LINES) {
    const [v, depth] = stack.pop()!
    values++
    if (depth > MAX_NESTING)
      throw new Refusal(
        422,
        `This file would hold lists or groups nested more than ${MAX_NESTING} deep, which a content file cannot: ` +
          'undo the last change.',
      )
    if (Array.isArray(v)) for (const x of v) stack.push([x, depth + 1])
    else if (v && typeof v === 'object') for (const x of Object.values(v)) stack.push([x, depth + 1])
  }
  if (values > MAX_DRAFT_LINES) throw tooLarge()
}

/** Refuses (413) a text too long for the studio to lint at every keystroke. */
export function refuseOversized(text: string): void {
  const bytes = Buffer.byteLength(text)
  let lines = 1
  for (let i = text.indexOf('\n'); i !== -1 && lines <= MAX_DRAFT_LINES; i = text.indexOf('\n', i + 1)) lines++
  if (bytes > MAX_DRAFT_BYTES || lines > MAX_DRAFT_LINES) throw tooLarge()
}

function tooLarge(): Refusal {
  return new Refusal(
    413,
    `This file has grown past what the studio edits (${MAX_DRAFT_LINES.toLocaleString('en-US')} lines, ` +
      `${MAX_DRAFT_BYTES / 1024} KB): a content file is a few hundred lines. Undo the last change, or split the ` +
      'content into several files.',
  )
}

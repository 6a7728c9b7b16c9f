import { createHash } from 'node:crypto'
import { existsSync, readdirSync, statSync, type Dirent } from 'node:fs'
import { join } from 'node:path'
import { MEDIA_DIR } from '../../media/media-dir.ts'
import type { Diagnostic } from '../../content/diagnostic.ts'
import { firstPerFile } from '../../content/first-per-file.ts'
import type { LoadResult } from '../../content/load-content.ts'
import { contentDirOptions } from '../../content/load-content-dir.ts'
import { LoadCache } from '../../content/load/load-cache.ts'
import type { SourceFile } from '../../content/source-file.ts'
import { contentHash } from '../../lib/content-hash.ts'
import { loadSite } from '../../site/load-site.ts'
import { siteModel } from '../../site/site-model.ts'
import { lintScope, type LintScope } from '../lint-scope.ts'
import { diskFiles, withDrafts } from './with-drafts.ts'

export type LintCache = ReturnType<typeof createLintCache>

/** A lint scope and the key of what it was made from: the disk, and the disk with the file changed. */
export type KeyedScope = LintScope & { key: string }

/**
 * The lint of the disk with some files changed, remembered for the last few sets (the disk's own is asked at every
 * keystroke). The studio's worker lints with one of these; the server's own thread keeps one for a save, which
 * takes the lint the worker made of the same text on the same disk (`remember`), or answers for a text the worker
 * gave up on (`refuse`), and lints only what neither covers.
 */
export function createLintCache(root: string, cache = new LoadCache(siteModel)) {
  const checked = new Map<string, LoadResult>()
  const known = new Map<string, LintScope>()
  const refused = new Map<string, Diagnostic>()
  const load = (files: SourceFile[], key = hashOf(files, mediaStamp(root))): LoadResult => {
    let result = checked.get(key)
    if (!result) {
      result = loadSite(files, { ...contentDirOptions(root), cache })
      checked.set(key, result)
      trim(checked, 4)
    }
    return result
  }
  /** The disk, and the disk with `file` as `text`, each with its key. */
  const sides = (file: string, text: string) => {
    const disk = diskFiles(root)
    const changed = withDrafts(root, new Map([[file, text]]), disk)
    const media = mediaStamp(root)
    const before = hashOf(disk, media)
    const after = hashOf(changed, media)
    return { disk, changed, before, after, key: `${before}:${after}` }
  }
  const lint = (
    file: string,
    { disk, changed, before, after, key }: ReturnType<typeof sides>,
    own?: (on: boolean) => void,
  ): KeyedScope => {
    own?.(false)
    const was = load(disk, before).diagnostics
    own?.(true)
    return { ...listed(lintScope(file, was, load(changed, after).diagnostics)), key }
  }
  return {
    /**
     * The lint of the disk without `file` (and `also`, its translations, and with `overlay`'s texts), against the
     * disk's own: `blocking` holds the errors its removal would bring to other files (a link to its page, a reference
     * to it).
     */
    removing(file: string, overlay = new Map<string, string>(), also: string[] = []): LintScope {
      const disk = diskFiles(root)
      const was = load(disk).diagnostics
      const gone = new Set([file, ...also])
      const after = withDrafts(
        root,
        overlay,
        disk.filter((f) => !gone.has(f.file)),
      )
      return lintScope(file, was, load(after).diagnostics)
    },
    /** The lint of the disk with `overlay`'s files changed. */
    check: (overlay: Map<string, string>) => load(withDrafts(root, overlay)),
    /**
     * The lint of the disk with `file` as `text`, with the key `remember` takes it by; `own` is told when the lint of
     * the disk as it is (shared by every draft) ends and the edit's own begins.
     */
    scoped: (file: string, text: string, own?: (on: boolean) => void) => lint(file, sides(file, text), own),
    /**
     * The lint of the disk with `file` as `text`, split into its own diagnostics and those it causes elsewhere: the
     * one diagnostic of a text `refuse`d, the lint `remember`ed of this text on this disk, else linted now.
     */
    scope(file: string, text: string): LintScope {
      const no = refused.get(textKey(file, text))
      if (no) return { own: [no], others: [], blocking: [no] }
      const both = sides(file, text)
      const made = known.get(both.key)
      if (made) return made
      const { key: _key, ...scope } = lint(file, both)
      return scope
    },
    /** A lint made elsewhere (the worker), for `scope` to answer with while the disk stays as it was. */
    remember({ key, ...scope }: KeyedScope): void {
      known.set(key, scope)
      trim(known, 8)
    },
    /** `file` as `text` could not be checked in time: `scope` answers `why`, which stops a save. */
    refuse(file: string, text: string, why: Diagnostic): void {
      refused.set(textKey(file, text), why)
      trim(refused, 50)
    },
    /** The digests (contentHash) of the texts of `file` refused: the worker does not lint them again. */
    refusedTexts: (file: string) =>
      [...refused.keys()].filter((k) => k.startsWith(`${file}\0`)).map((k) => k.slice(file.length + 1)),
  }
}

/** A digest of the files' names and texts, and of the images they may name (`media`: mediaStamp). */
function hashOf(files: SourceFile[], media: string): string {
  const hash = createHash('sha256').update(media)
  for (const { file, text, problem } of files) hash.update(`${file}\0${problem ? 1 : 0}${text.length}\0`).update(text)
  return hash.digest('hex')
}
/**
 * The names, sizes and times of pages/_media/'s files: a lint made before an image was uploaded, replaced or removed
 * (a discarded upload) is not the lint of the disk after it, though no content file changed.
 */
function mediaStamp(root: string): string {
  const base = join(root, MEDIA_DIR)
  if (!existsSync(base)) return ''
  const lines: string[] = []
  for (const entry of readdirSync(base, { recursive: true, withFileTypes: true }) as Dirent[]) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const { size, mtimeMs } = statSync(path, { throwIfNoEntry: false }) ?? { size: -1, mtimeMs: 0 }
    lines.push(`${path}\0${size}\0${mtimeMs}`)
  }
  return lines.sort().join('\n')
}

const textKey = (file: string, text: string) => `${file}\0${contentHash(text)}`

function trim(map: Map<string, unknown>, size: number): void {
  while (map.size > size) map.delete(map.keys().next().value!)
}

/**
 * `scope` with the first few of each other file's problems from before the edit (a file that arrived with 40,000
 * would fill every answer): the last one listed counts the others (`more`). What the edit brings is all kept.
 */
function listed(scope: LintScope): LintScope {
  const existing = scope.others.filter((d) => !d.introduced)
  const shown = firstPerFile(existing)
  if (shown.length === existing.length) return scope
  return { ...scope, others: [...scope.others.filter((d) => d.introduced), ...shown] }
}

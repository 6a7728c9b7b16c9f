import type { MediaIndex } from '../../media/media-index.ts'
import { deepFreeze } from '../../lib/deep-freeze.ts'
import type { ContentModel } from '../content-model.ts'
import type { SourceFile } from '../source-file.ts'
import { LaidCache } from '../translate/laid-cache.ts'
import { LinkCache } from './check-links.ts'
import { readFile, type ParseResult } from './read-file.ts'
import type { ParsedFileCache } from './parsed-file-cache.ts'

/**
 * Files already read, for a process that loads the same content again and again (the dev server on every save, the
 * studio at every keystroke, the fuzz): a file is parsed, validated and its Markdown read once per text, and its
 * links checked again only when their targets changed; a load then runs only the phases that join files. A parsed
 * file is shared by every load that meets the same text, so its data is frozen: a later phase that wrote into it would
 * change what other loads see.
 */
export class LoadCache {
  /** By file, its parsed files by text, the most recently read last. */
  private readonly files = new Map<string, Map<string, ParseResult>>()
  /** By file, its most recent parse and the text it is of: a load of files that did not change looks no further. */
  private readonly latest = new Map<string, { text: string; result: ParseResult }>()
  private media: string | undefined
  /** Each image index's key, made once (an index is not changed once made: the content folder makes a new one). */
  private readonly mediaKeys = new WeakMap<MediaIndex, string>()
  /** What each file's links were found to be (see checkLinks). */
  readonly links = new LinkCache()
  /** Each translation laid over its original (see translateContent). */
  readonly laid = new LaidCache()
  /**
   * Parsed files cached on disk (or parsed on every core) to take a file's first parse from: the dev server's first
   * load, then unset (see createDevContent).
   */
  store: ParsedFileCache | undefined

  /**
   * @param model the model every load through this cache uses
   * @param textsPerFile texts kept for each file (the studio and the fuzz go back and forth between a few)
   */
  constructor(
    readonly model: ContentModel,
    private readonly textsPerFile = 4,
  ) {}

  /** readFile(source), once per text of a file while it is kept. Images that changed make every file read again. */
  read(source: SourceFile, media: MediaIndex | undefined): ParseResult {
    let key = media ? this.mediaKeys.get(media) : ''
    if (key === undefined) this.mediaKeys.set(media!, (key = mediaKey(media)))
    if (key !== this.media) {
      this.files.clear()
      this.latest.clear()
      this.media = key
    }
    // A file that cannot be decoded is reported as such, cheaply: not kept.
    if (source.problem) return readFile(source, this.model, media)
    const latest = this.latest.get(source.file)
    if (latest?.text === source.text) return latest.result
    let texts = this.files.get(source.file)
    if (!texts) this.files.set(source.file, (texts = new Map()))
    let result = texts.get(source.text)
    if (result) texts.delete(source.text)
    else result = frozen(this.store ? this.store.read(source, this.model, media) : readFile(source, this.model, media))
    texts.set(source.text, result)
    if (texts.size > this.textsPerFile) texts.delete(texts.keys().next().value!)
    this.latest.set(source.file, { text: source.text, result })
    return result
  }

  /** How many files it holds parsed files of. */
  get size(): number {
    return this.files.size
  }

  /** Drops the files no longer there (a rename or a deletion), so memory follows the content. */
  keepOnly(files: Iterable<string>): void {
    const kept = new Set(files)
    for (const file of this.files.keys())
      if (!kept.has(file)) {
        this.files.delete(file)
        this.latest.delete(file)
      }
  }
}

/** A parsed file's data, marks and problems frozen (its syntax tree is read only by use, and keeps its own caches). */
function frozen(result: ParseResult): ParseResult {
  const { parsed } = result
  if (parsed) {
    deepFreeze(parsed.data)
    deepFreeze(parsed.marks)
    deepFreeze(parsed.headings)
    Object.freeze(parsed.markdownLinks)
    Object.freeze(parsed)
  }
  return deepFreeze(result.diagnostics) && Object.freeze(result)
}

/** What the parsed files depend on in the images: each one's path and bytes. */
function mediaKey(media: MediaIndex | undefined): string {
  if (!media) return ''
  let key = ''
  for (const f of media.values()) key += `${f.path}\0${f.hash}\n`
  return key
}

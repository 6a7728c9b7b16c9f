import { contentHash } from '../../lib/content-hash.ts'

/** Who wrote a version of a file and when: a save in the studio names its person; a change on disk has its time. */
export interface VersionBy {
  name?: string
  at: string
}

/** Versions kept at most, and their text's size at most (content files are a few KB). */
const MAX_VERSIONS = 2_000
const MAX_CHARS = 32 * 1024 * 1024

/**
 * The versions of the content files the studio served (opened) or wrote (saved), by file and hash, the oldest used
 * forgotten first: a save of data started from one of them merges from it. A client names a version by its hash
 * only, so the server merges from a text it really had, never from one the client sends.
 */
export class Versions {
  private readonly texts = new Map<string, { text: string; by?: VersionBy }>()
  private chars = 0

  /** `text` is a version of `file` (`by`: written by the studio, by whom and when); returns its hash. */
  remember(file: string, text: string, by?: VersionBy): string {
    const hash = contentHash(text)
    const key = `${file}\0${hash}`
    const known = this.texts.get(key)
    if (known) this.forget(key)
    this.texts.set(key, { text, by: by ?? known?.by })
    this.chars += text.length
    while (this.texts.size > MAX_VERSIONS || this.chars > MAX_CHARS) this.forget(this.texts.keys().next().value!)
    return hash
  }

  /** The text of `file` whose hash is `hash`, if the studio had it. */
  text(file: string, hash: string): string | undefined {
    return this.texts.get(`${file}\0${hash}`)?.text
  }

  /** Who saved that version in the studio, if it did. */
  by(file: string, hash: string): VersionBy | undefined {
    return this.texts.get(`${file}\0${hash}`)?.by
  }

  private forget(key: string): void {
    this.chars -= this.texts.get(key)?.text.length ?? 0
    this.texts.delete(key)
  }
}

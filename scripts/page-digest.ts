import { hash as digestOf } from 'node:crypto'
import { isShared, valueKey } from '../src/lib/value-keys.ts'
import type { ImageOrigins } from './headers-file.ts'

/**
 * How deep in a page's data its keyed and shared values are looked for: a page's head holds the organisation's
 * structured data (page → head → jsonLd → 0) and its feeds; an article section, its entry's Markdown tree (page →
 * sections → 0 → entry → body) and the cards of other articles. Deeper values are written out in full.
 */
const DEPTH = 4

/**
 * The JSON a page's data is hashed by, to tell whether it changed since the last build (scripts/prerender.ts): its
 * JSON, but for the values src/lib/value-keys.ts knows, each written as a short token: a keyed value (a Markdown
 * tree) as its key, a shared value (the organisation's structured data, an article's card) as a hash of its JSON,
 * made once per build. The same data gives the same text, and a token stands for one value only. At 10,000 articles
 * the text is a third of the JSON (34 MB of 100 MB).
 *
 * The values are looked for in the first levels of the data only, which are copied with tokens in their place; the
 * rest is left to JSON.stringify as it is (a replacer function, called for every value, took longer than it saved).
 * The image addresses the tokens leave out still reach `images` (for the Content-Security-Policy), once per value.
 */
export class PageDigests {
  private readonly sharedTokens = new WeakMap<object, string>()
  private readonly met = new WeakSet<object>()

  constructor(private readonly images: ImageOrigins) {}

  /** The page's data as JSON with its keyed and shared values as tokens; its image addresses go to `images`. */
  json(page: unknown): string {
    const json = JSON.stringify(this.standIn(page, DEPTH + 1))
    this.images.add(json)
    return json
  }

  /** `value` with the keyed and shared values in its first `depth` levels as their tokens (a copy, if any is). */
  private standIn(value: unknown, depth: number): unknown {
    if (typeof value !== 'object' || value === null) return value
    const known = valueKey(value)
    if (known !== undefined) {
      if (!this.met.has(value)) {
        this.met.add(value)
        this.images.addSources(known.sources)
      }
      return `\0key:${known.key}`
    }
    if (isShared(value)) return this.sharedToken(value)
    if (depth === 0) return value
    if (Array.isArray(value)) {
      let copy: unknown[] | undefined
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i]
        const standIn = this.standIn(item, depth - 1)
        if (standIn !== item) (copy ??= value.slice())[i] = standIn
      }
      return copy ?? value
    }
    // Only plain data is copied: its own enumerable keys are what JSON.stringify writes.
    if ('toJSON' in value) return value
    let copy: Record<string, unknown> | undefined
    for (const name in value) {
      const item = (value as Record<string, unknown>)[name]
      const standIn = this.standIn(item, depth - 1)
      if (standIn !== item) (copy ??= { ...value })[name] = standIn
    }
    return copy ?? value
  }

  private sharedToken(value: object): string {
    let token = this.sharedTokens.get(value)
    if (token === undefined) {
      const json = JSON.stringify(value)
      this.images.add(json)
      token = `\0json:${digestOf('sha256', json, 'hex')}`
      this.sharedTokens.set(value, token)
    }
    return token
  }
}

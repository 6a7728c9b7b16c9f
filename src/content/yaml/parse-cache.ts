import { parseContent, type ParsedContent } from './parse-content.ts'

/**
 * Files already read, by their text, for a process that loads the same content again and again (the dev server on
 * every save, the studio at every keystroke, the fuzz): only a file that changed is read again. Each load gets its
 * own copy of the data (the loader fills Markdown and images into it); the syntax tree is shared, read only.
 */
export class ParseCache {
  private readonly entries = new Map<string, ParsedContent>()

  /** @param maxFiles texts kept, the least recently read dropped first */
  constructor(private readonly maxFiles = 20_000) {}

  /** parseContent(text), read once per text while it is cached. */
  parse(text: string): ParsedContent {
    let parsed = this.entries.get(text)
    if (parsed) this.entries.delete(text)
    else parsed = parseContent(text)
    this.entries.set(text, parsed)
    if (this.entries.size > this.maxFiles) this.entries.delete(this.entries.keys().next().value!)
    return parsed.doc ? { ...parsed, data: parsed.doc.toJS({ maxAliasCount: -1 }) } : parsed
  }
}

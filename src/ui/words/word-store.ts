import type { Words } from './words.ts'

/**
 * The interface's words by language, as far as this program holds them. Whatever imports `words-for.ts` (the server,
 * the build, the studio, the gallery, the tests) holds every language; the site's browser bundle holds only the
 * languages of the pages it has shown, each loaded before its first page renders (`load-words.ts`), so a page's
 * script carries one language's words, not every one's.
 */
const held = new Map<string, Words>()

export function holdWords(lang: string, words: Words): void {
  held.set(lang, words)
}

export function holdsWords(lang: string): boolean {
  return held.has(lang)
}

/** The words in `lang` (absent: the default, English); English, or any language held, for one not held. */
export function heldWords(lang?: string): Words {
  const words = (lang !== undefined ? held.get(lang) : undefined) ?? held.get('en') ?? held.values().next().value
  if (!words) throw new Error('no interface words are loaded: import ui/words/words-for.ts, or loadWords() first')
  return words
}

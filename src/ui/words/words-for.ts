import { en } from './en.ts'
import { es } from './es.ts'
import { holdWords } from './word-store.ts'
import type { Words } from './words.ts'

const WORDS: Record<string, Words> = { en, es }

// Importing this module holds every language's words for useWords (see word-store.ts); the site's browser bundle
// never imports it.
for (const [lang, words] of Object.entries(WORDS)) holdWords(lang, words)

/** The languages the interface's words exist in (their codes), English first. */
export const wordLanguages: readonly string[] = Object.keys(WORDS)

/** The interface's words in `lang` (a language code; absent: the default, English); English for a language without words. */
export function wordsFor(lang?: string): Words {
  return (lang !== undefined && Object.hasOwn(WORDS, lang) ? WORDS[lang] : undefined) ?? en
}

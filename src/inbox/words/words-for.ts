import { en } from './en.ts'
import { es } from './es.ts'
import type { InboxWords } from './words.ts'

const WORDS: Record<string, InboxWords> = { en, es }

/** The languages the inbox's words exist in (their codes), English first. */
export const inboxWordLanguages: readonly string[] = Object.keys(WORDS)

/** The inbox's words in `lang` (absent: the default, English); English for a language without words. */
export function inboxWordsFor(lang?: string): InboxWords {
  return (lang !== undefined && Object.hasOwn(WORDS, lang) ? WORDS[lang] : undefined) ?? en
}

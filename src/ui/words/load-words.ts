import { holdsWords, holdWords } from './word-store.ts'
import type { Words } from './words.ts'

/** Each language's words as a chunk of its own: a page loads the one of its language. */
const LOADERS: Record<string, () => Promise<Words>> = {
  en: () => import('./en.ts').then((m) => m.en),
  es: () => import('./es.ts').then((m) => m.es),
}

const loading = new Map<string, Promise<void>>()

/** The code whose words a page in `lang` shows: its own, or English for a language without words. */
export function wordsCode(lang: string): string {
  return Object.hasOwn(LOADERS, lang) ? lang : 'en'
}

/**
 * Loads the words of `lang` (English for a language without words) once; resolves when `useWords` has them. The
 * same promise every time, so React's `use` can wait for it.
 */
export function loadWords(lang: string): Promise<void> {
  const code = wordsCode(lang)
  let promise = loading.get(code)
  if (!promise) {
    promise = holdsWords(code) ? Promise.resolve() : LOADERS[code]!().then((words) => holdWords(code, words))
    promise.catch(() => loading.delete(code))
    loading.set(code, promise)
  }
  return promise
}

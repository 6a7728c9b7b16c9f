import { use } from 'react'
import { useOptionalSite } from '../site-context.tsx'
import { loadWords, wordsCode } from './load-words.ts'
import { heldWords, holdsWords } from './word-store.ts'
import type { Words } from './words.ts'

/**
 * The interface's words in the language of the page being shown (the site data's `lang`; English without one). In
 * the browser, a language not loaded yet (a link to a page in another language) is waited for: the navigation, a
 * transition, shows the new page and its shell once they are.
 */
export function useWords(): Words {
  const code = wordsCode(useOptionalSite()?.lang ?? 'en')
  if (!holdsWords(code)) use(loadWords(code))
  return heldWords(code)
}

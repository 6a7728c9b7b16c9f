import { useOptionalSite } from '../site-context.tsx'
import { wordsFor } from './words-for.ts'
import type { Words } from './words.ts'

/** The interface's words in the language of the page being shown (the site data's `lang`; English without one). */
export function useWords(): Words {
  return wordsFor(useOptionalSite()?.lang)
}

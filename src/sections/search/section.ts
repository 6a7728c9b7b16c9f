import type { Static } from 'typebox'
import { defineSection } from '../define-section.ts'
import { schema } from './schema.ts'

export type SearchProps = Static<typeof schema>

export const search = defineSection({
  schema,
  // A result should be a page with the words, not the page that searches.
  unsearched: true,
  usesSearchIndex: true,
  // Pagefind compiles WebAssembly, which the site's policy forbids; its worker runs under the policy of /pagefind/.
  csp: { scriptSrc: ["'wasm-unsafe-eval'"], paths: ['/pagefind/*'] },
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The pages' templates: the client bundle's index.html (in `client`) as it is, its stylesheet linked, and with its
 * stylesheet inlined.
 */
export function pageTemplates(client: string): { inlined: string; linked: string } {
  const linked = readFileSync(join(client, 'index.html'), 'utf8')
  // The stylesheet inlined, first paint waits for the HTML alone (the CSP allows inline styles, not scripts). It
  // weighs on every page's bytes: worth it on the hand-written pages and on a small site's entry pages, not on
  // thousands of collection pages, which then link the immutable stylesheet a visitor fetches once. Their compressed
  // copies are left to the server or CDN too: compressing them costs a large share of the per-page budget, spent on
  // pages most of which are rarely read (`npm start` compresses them on first request and keeps them).
  const inlined = linked.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (_, href: string) =>
      `<style>${readFileSync(join(client, href), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`,
  )
  return { inlined, linked }
}

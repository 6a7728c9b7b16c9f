import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The pages' templates: the client bundle's index.html (in `client`) as it is, its stylesheet linked, and with its
 * stylesheet inlined.
 */
export function pageTemplates(client: string): { inlined: string; linked: string } {
  const linked = readFileSync(join(client, 'index.html'), 'utf8')
  // The stylesheet inlined, first paint waits for the HTML alone (about 0.5 s sooner on Lighthouse's slow 4G; the
  // CSP allows inline styles, not scripts). It costs 33 kB on every page (60 of its 85 kB with the compressed
  // copies): worth it on the hand-written pages and on a small site's entry pages (an article's LCP went from 1.0 to
  // 1.5 s with the link), not on thousands of collection pages, which then link the immutable stylesheet a visitor
  // fetches once (issue 11: an article page within 40 kB on disk at 10,000 articles). Their compressed copies are
  // left to the server or CDN too: brotli and gzip cost 1.2 ms of CPU per page, 40 % of the per-page budget, spent
  // on pages most of which are rarely read (`npm start` compresses them on first request and keeps them).
  const inlined = linked.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (_, href: string) =>
      `<style>${readFileSync(join(client, href), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`,
  )
  return { inlined, linked }
}

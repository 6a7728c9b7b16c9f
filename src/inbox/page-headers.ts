/**
 * The headers of the inbox's own pages and answers, after the static site's (its `_headers`: HSTS, permissions):
 * a policy that allows no script at all and posts only to this origin, no framing or sniffing, never cached, and no
 * Referer (a withdraw link's token stays out of other sites' logs).
 */
export const PAGE_HEADERS: readonly (readonly [string, string])[] = [
  [
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  ],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'no-referrer'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cache-Control', 'no-store'],
]

/**
 * Powerful features the site never uses, switched off for it and every frame it embeds. `browsing-topics` (the
 * Topics API) replaced FLoC's retired `interest-cohort`; every name here is one Chromium knows.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/**
 * The `_headers` file (Netlify / Cloudflare Pages format): security headers and caching for the built site.
 * `formHosts`: origins the forms deliver to (fetch and, without JavaScript, the form's action).
 */
export function headersFile({
  imageHosts,
  frameHosts,
  formHosts = [],
}: {
  imageHosts: string[]
  frameHosts: string[]
  formHosts?: string[]
}): string {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Inline style attributes only (timings passed as CSS custom properties); no inline scripts anywhere.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imageHosts.join(' ')}`.trim(),
    `frame-src ${frameHosts.join(' ') || "'none'"}`,
    "font-src 'self'",
    `connect-src 'self' ${formHosts.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${formHosts.join(' ')}`.trim(),
    "frame-ancestors 'none'",
  ].join('; ')
  return `/*
  Content-Security-Policy: ${csp}
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: ${PERMISSIONS_POLICY}
  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload
  Cross-Origin-Opener-Policy: same-origin

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`
}

/** Origins (scheme + host) of every https: image in the given page data. */
export function imageOrigins(data: unknown): string[] {
  const origins = new Set<string>()
  const walk = (v: unknown, key?: string) => {
    if (typeof v === 'string' && key === 'src' && v.startsWith('https://')) origins.add(new URL(v).origin)
    else if (Array.isArray(v)) v.forEach((x) => walk(x))
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k)
  }
  walk(data)
  return [...origins].sort()
}

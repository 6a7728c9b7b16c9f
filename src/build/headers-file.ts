import { MEDIA_HEADERS } from '../media/media-headers.ts'

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
 * `formHosts`: origins the forms deliver to (fetch and, without JavaScript, the form's action). `scriptSrc`: paths
 * whose policy adds to `script-src` what their sections need (the search: Pagefind compiles WebAssembly), nothing else.
 */
export function headersFile({
  imageHosts,
  frameHosts,
  formHosts = [],
  scriptSrc = [],
  drawings = [],
}: {
  imageHosts: string[]
  frameHosts: string[]
  formHosts?: string[]
  scriptSrc?: { path: string; add: string[] }[]
  /** SVG files served outside /media/ (the favicon): each gets the media rule's sandbox. */
  drawings?: string[]
}): string {
  const csp = (scriptSrc: string) =>
    [
      "default-src 'self'",
      `script-src ${scriptSrc}`,
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
  // A later rule's header replaces the one `/*` set, on these paths only: for the search, Pagefind's script,
  // worker, index and fragments come from /pagefind/ on this origin ('self' covers them); only WebAssembly
  // compilation is added, on the search page and on /pagefind/ itself (a worker runs under its script's policy).
  const pathRules = scriptSrc
    .map(({ path, add }) => `\n${path}\n  Content-Security-Policy: ${csp(["'self'", ...add].join(' '))}\n`)
    .join('')
  // Images, and above all SVGs opened directly, run nothing: the media rule replaces the page policy with a sandbox.
  const media = MEDIA_HEADERS.map(([name, value]) => `  ${name}: ${value}`).join('\n')
  const mediaRules = ['/media/*', ...drawings].map((path) => `\n${path}\n${media}\n`).join('')
  // Scripts, styles and fonts are never documents, and no worker runs from /assets/ (a worker's policy is its
  // script's): they take the media rule's short policy instead of the page policy, 0.4 kB less per script a page
  // loads (2 kB of a job page's 100 kB JavaScript budget, which counts response headers).
  const assetPolicy = MEDIA_HEADERS.find(([name]) => name === 'Content-Security-Policy')![1]
  return `/*
  Content-Security-Policy: ${csp("'self'")}
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: ${PERMISSIONS_POLICY}
  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload
  Cross-Origin-Opener-Policy: same-origin

/assets/*
  Cache-Control: public, max-age=31536000, immutable
  Content-Security-Policy: ${assetPolicy}
${pathRules}${mediaRules}`
}

/** The origins (scheme + host) of the https: images (each a `src`) of the pages it is given, as JSON. */
export class ImageOrigins {
  private readonly sources = new Set<string>()
  private readonly known = new Set<string>()

  /** Notes the image addresses of a page's data written as JSON. */
  add(json: string): void {
    this.addWritten(imagesIn(json))
  }

  /** Notes image addresses as JSON writes them (imagesIn). */
  addWritten(sources: Iterable<string>): void {
    for (const src of sources) this.sources.add(src)
  }

  /** Notes origins already worked out (imageOrigins). */
  addOrigins(origins: Iterable<string>): void {
    for (const origin of origins) this.known.add(origin)
  }

  origins(): string[] {
    return [...new Set([...imageOrigins(this.sources), ...this.known])].sort()
  }
}

/** The origins of image addresses as JSON writes them (imagesIn), each once. */
export function imageOrigins(sources: Iterable<string>): string[] {
  return [...new Set(Array.from(sources, (src) => new URL(JSON.parse(`"${src}"`) as string).origin))]
}

/**
 * The https image addresses (each a `src`) of data written as JSON, as written there (a string ends at its first
 * unescaped quote).
 */
export function imagesIn(json: string): string[] {
  return Array.from(json.matchAll(/"src":"(https:\/\/(?:[^"\\]|\\.)*)"/g), (match) => match[1]!)
}

/** An address as JSON writes it (without its quotes). */
export const asWritten = (src: string): string => JSON.stringify(src).slice(1, -1)

/**
 * Headers for every file served from /media/ (and every .svg anywhere): an SVG opened directly runs nothing, even
 * one that slipped past svgHazards(): no script, no plug-in, no form, no request, in a sandbox of its own origin.
 * Inline styles stay (drawings use them). A raster image is unaffected.
 */
export const MEDIA_HEADERS: [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox"],
  ['X-Content-Type-Options', 'nosniff'],
]

const ALLOWED_REFERENCE = /^\s*(#|data:image\/(png|jpeg|gif|webp|avif);)/i

/**
 * What in an SVG's text could run code or load something from elsewhere when the file is opened, in plain words;
 * empty when it is a plain drawing. Deliberately strict: a false alarm costs an editor one re-export, a miss
 * could run a script on our origin.
 */
export function svgHazards(text: string): string[] {
  const found = new Set<string>()
  if (/<script[\s>/]/i.test(text)) found.add('a <script> element')
  for (const tag of text.matchAll(/<[a-z][^>]*>/gi))
    if (/\son[a-z]+\s*=/i.test(tag[0])) found.add('an event handler attribute (such as onload=)')
  if (/javascript:/i.test(text)) found.add('a javascript: address')
  if (/<(foreignObject|iframe|embed|object)[\s>/]/i.test(text)) found.add('embedded HTML (<foreignObject>)')
  if (/<!ENTITY/i.test(text)) found.add('an entity declaration (<!ENTITY>)')
  for (const m of text.matchAll(/\s(?:xlink:)?(?:href|src)\s*=\s*(["'])(.*?)\1/gis))
    if (!ALLOWED_REFERENCE.test(m[2]!)) found.add(`a reference to another file or address (href="${m[2]!.trim()}")`)
  for (const m of text.matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/gis))
    if (!ALLOWED_REFERENCE.test(m[2]!)) found.add(`a reference to another file or address (url(${m[2]!.trim()}))`)
  if (/@import/i.test(text)) found.add('a style sheet import (@import)')
  return [...found]
}

import { SaxesParser, type SaxesTagNS } from 'saxes'

const SVG_NS = 'http://www.w3.org/2000/svg'
const XML_NS = 'http://www.w3.org/XML/1998/namespace'
/** Namespaces whose elements a browser gives behaviour inside an SVG: HTML (scripts, frames, forms) and MathML. */
const ACTIVE_NS = new Set(['http://www.w3.org/1999/xhtml', 'http://www.w3.org/1998/Math/MathML'])
/** SVG elements that embed or pull in other content. */
const EMBEDDING = new Set(['foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener', 'audio', 'video'])
const ANIMATION = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor'])
/** What an image address may be: a part of this file, or a raster image written inline. */
const ALLOWED_REFERENCE = /^(#|data:image\/(png|jpeg|gif|webp|avif)[;,])/
const BAD_SCHEME = /(java|vb)script:|livescript:/

/** An attribute value as a browser reads an address: entities decoded (by the parser), spaces and controls dropped. */
const squeezed = (value: string) =>
  [...value]
    .filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .toLowerCase()

/**
 * CSS text as the browser reads its names: comments dropped and escapes decoded, so `@\69mport` and `u\72l(` are
 * found as `@import` and `url(`.
 */
function cssRead(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_, hex: string) => {
      const code = parseInt(hex, 16)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
    })
    .replace(/\\([^\n])/g, '$1')
}

/** url(…), image-set(…) and @import in CSS text: a style sheet or an attribute such as fill="url(…)". */
function cssHazards(text: string, found: Set<string>): void {
  const css = cssRead(text)
  if (/@import/i.test(css)) found.add('a style sheet import (@import)')
  if (/expression\s*\(|behaviou?r\s*:|-moz-binding/i.test(css)) found.add('a style that runs code')
  for (const m of css.matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/gis))
    if (!ALLOWED_REFERENCE.test(squeezed(m[2]!)))
      found.add(`a reference to another file or address (url(${m[2]!.trim().slice(0, 80)}))`)
  // image-set() and cross-fade() take addresses as plain strings, without url().
  for (const m of css.matchAll(/(?:-webkit-)?(?:image-set|cross-fade)\(/gi))
    found.add(`a reference to another file or address (${m[0]}…)`)
}

/**
 * What in an SVG could run code or load something from elsewhere when the file is opened, in plain words; empty
 * when it is a plain drawing. The text is read by an XML parser with namespaces (saxes), so a script element is
 * found whatever its prefix, and an attribute value holding `>` cannot hide what follows it. Deliberately strict: a
 * false alarm costs an editor one re-export, a miss could run a script on our origin.
 */
export function svgHazards(text: string): string[] {
  const found = new Set<string>()
  const parser = new SaxesParser({ xmlns: true, position: false })
  let styleDepth = 0
  let rootSeen = false
  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype) || doctype.includes('[')) found.add('an entity declaration (<!ENTITY>)')
  })
  parser.on('processinginstruction', (pi) => found.add(`a processing instruction (<?${pi.target}?>)`))
  parser.on('opentag', (tag: SaxesTagNS) => {
    const local = tag.local.toLowerCase()
    if (!rootSeen) {
      rootSeen = true
      if (local !== 'svg' || tag.uri !== SVG_NS) found.add('a first element that is not an SVG drawing')
    }
    if (local === 'script') found.add('a <script> element')
    else if (ACTIVE_NS.has(tag.uri)) found.add(`embedded HTML (<${tag.name}>)`)
    else if (EMBEDDING.has(local))
      found.add(local === 'foreignobject' ? 'embedded HTML (<foreignObject>)' : `embedded content (<${tag.name}>)`)
    if (local === 'style') styleDepth++
    for (const attr of Object.values(tag.attributes)) {
      const name = attr.local.toLowerCase()
      const value = squeezed(attr.value)
      if (name.startsWith('on')) found.add('an event handler attribute (such as onload=)')
      if (BAD_SCHEME.test(value)) found.add('a javascript: address')
      if ((name === 'href' || name === 'src') && !ALLOWED_REFERENCE.test(value))
        found.add(
          `a reference to another file or address (${attr.name}="${attr.value.replace(/\s+/g, ' ').trim().slice(0, 80)}")`,
        )
      if (name === 'base' && attr.uri === XML_NS) found.add(`a base address for the file's references (xml:base)`)
      // Presentation attributes (fill, filter, mask, clip-path, marker-…) take url() as a style does.
      if (name === 'style' || /url\(|image-set|cross-fade|\\/i.test(attr.value)) cssHazards(attr.value, found)
      if (ANIMATION.has(local) && name === 'attributename' && (value.endsWith('href') || value.startsWith('on')))
        found.add('an animation that changes a link or an event handler')
    }
  })
  parser.on('closetag', (tag: SaxesTagNS) => {
    if (tag.local.toLowerCase() === 'style') styleDepth--
  })
  const onText = (t: string) => {
    if (styleDepth > 0) cssHazards(t, found)
  }
  parser.on('text', onText)
  parser.on('cdata', onText)
  try {
    parser.write(text).close()
  } catch (e) {
    found.add(`markup that is not well-formed XML (${(e as Error).message.split('\n')[0]!.replace(/^\d+:\d+: /, '')})`)
  }
  if (!rootSeen && !found.size) found.add('no SVG drawing')
  return [...found]
}

/** Where a page's LCP element sits: found in the pre-rendered HTML by Lighthouse's selector and label. */
import { createRequire } from 'node:module'
import type { LcpElement } from './lighthouse.ts'

export interface LcpPlace {
  /** hero (first section of main), splash, header, main (a later section), footer, other, or unknown. */
  area: 'hero' | 'splash' | 'header' | 'main' | 'footer' | 'other' | 'unknown'
  /** Budget selectors (lcpNotInside) that contain the element. */
  inside: string[]
}

// jsdom (the unit tests' DOM) ships without types; only its constructor and document are used here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } }
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

export function locateLcp(html: string, el: LcpElement, forbidden: string[]): LcpPlace {
  const doc = new JSDOM(html).window.document
  let candidates: Element[]
  try {
    candidates = [...doc.querySelectorAll(el.selector)]
  } catch {
    return { area: 'unknown', inside: [] }
  }
  // Lighthouse's label is the text (or alt) cut at 80 characters with an ellipsis.
  const label = squash(el.label).replace(/…$/, '')
  const matching = candidates.filter((c) => {
    const text = squash(c.textContent ?? '') || c.getAttribute('alt') || ''
    return label ? text.startsWith(label) || squash(c.getAttribute('alt') ?? '').startsWith(label) : true
  })
  const node = matching[0] ?? (candidates.length === 1 ? candidates[0] : undefined)
  if (!node) return { area: 'unknown', inside: [] }
  const inside = forbidden.filter((s) => node.closest(s))
  const firstSection = doc.querySelector('main section')
  const area: LcpPlace['area'] = node.closest('.splash')
    ? 'splash'
    : node.closest('header, .site-header') && !node.closest('main')
      ? 'header'
      : firstSection?.contains(node)
        ? 'hero'
        : node.closest('main')
          ? 'main'
          : node.closest('footer')
            ? 'footer'
            : 'other'
  return { area, inside }
}

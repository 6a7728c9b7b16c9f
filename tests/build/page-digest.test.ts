// @vitest-environment node
/**
 * The text a page's data is hashed by (src/build/page-digest.ts): its JSON with the values src/lib/value-keys.ts knows
 * as tokens. Equal data gives equal text, any other change to the data another text, and the image addresses the
 * tokens leave out still reach the Content-Security-Policy.
 */
import { describe, expect, it } from 'vitest'
import { ImageOrigins } from '../../src/build/headers-file.ts'
import { PageDigests } from '../../src/build/page-digest.ts'
import { httpsSources } from '../../src/lib/https-sources.ts'
import { keyValue, sharedValue } from '../../src/lib/value-keys.ts'

const tree = (text: string, key: string) => {
  const blocks = [{ type: 'paragraph', children: [text, { type: 'image', src: `https://${key}.example.com/a.jpg` }] }]
  return keyValue({ blocks }, { key, sources: httpsSources(blocks) })
}

const page = (body: object, card: object, title = 'An Article') => ({
  path: '/insights/an-article',
  head: { title, image: { src: 'https://head.example.com/share.jpg' } },
  sections: [{ type: 'article', entry: { title, body }, relatedEntries: [card] }],
})

describe('PageDigests', () => {
  it('writes a keyed value as its key and a shared one as a hash of its JSON, and the rest as JSON', () => {
    const digests = new PageDigests(new ImageOrigins())
    const body = tree('The whole text of the article, long in a real one.', 'reading-1')
    const card = sharedValue({ title: 'Another Article', image: { src: 'https://card.example.com/c.jpg' } })
    const json = digests.json(page(body, card))
    expect(json).not.toContain('The whole text')
    expect(json).toContain('\\u0000key:reading-1')
    expect(json).not.toContain('Another Article')
    expect(json).toMatch(/\\u0000json:[0-9a-f]{64}/)
    expect(json).toContain('"title":"An Article"')
    // Equal data, equal text: a copy of the page with the same values, and the same page again.
    expect(digests.json(page(body, card))).toBe(json)
    expect(new PageDigests(new ImageOrigins()).json(page(body, card))).toBe(json)
  })

  it('gives another text for any other data', () => {
    const digests = new PageDigests(new ImageOrigins())
    const body = tree('Text.', 'reading-1')
    const card = sharedValue({ title: 'Another Article' })
    const json = digests.json(page(body, card))
    expect(digests.json(page(body, card, 'A New Title'))).not.toBe(json)
    expect(digests.json(page(tree('Text.', 'reading-2'), card))).not.toBe(json)
    expect(digests.json(page(body, sharedValue({ title: 'A Third Article' })))).not.toBe(json)
    // A value known by a key, deeper than where they are looked for, is written out in full.
    const deep = { path: '/x', a: { b: { c: { d: { e: { f: tree('Deep text.', 'reading-3') } } } } } }
    expect(digests.json(deep)).toContain('Deep text.')
  })

  it('notes the image addresses of the page, of its keyed values and of its shared values', () => {
    const images = new ImageOrigins()
    const digests = new PageDigests(images)
    digests.json(page(tree('Text.', 'body'), sharedValue({ image: { src: 'https://card.example.com/c.jpg' } })))
    expect(images.origins()).toEqual([
      'https://body.example.com',
      'https://card.example.com',
      'https://head.example.com',
    ])
  })
})

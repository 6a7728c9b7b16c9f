import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseMarkdown } from '../../src/content/markdown/parse-markdown.ts'
import type { MdBlock, MdInline } from '../../src/content/markdown/markdown-tree.ts'
import { plainText, wordCount } from '../../src/content/markdown/plain-text.ts'
import { TEST_SEED } from '../helpers/test-seed.ts'

describe('Markdown at build time', () => {
  it('lists the link of a definition written inside a quote or a list item, which the whole text can use', () => {
    const { links, tree } = parseMarkdown(
      '> [x]: javascript:alert(1)\n\n[Click][x]\n\n- [o]: //evil.example/login\n\n![chart][o]\n',
    )
    // Listed, so the lint checks them as it checks [text](url).
    expect(links.map((l) => [l.href, l.at])).toEqual([
      ['javascript:alert(1)', { line: 1, col: 3 }],
      ['//evil.example/login', { line: 5, col: 3 }],
    ])
    expect(tree.blocks[1]).toEqual({
      type: 'paragraph',
      children: [{ type: 'link', href: 'javascript:alert(1)', children: ['Click'] }],
    })
  })

  it('turns CommonMark into the small block tree the client renders', () => {
    const { tree, problems } = parseMarkdown(
      [
        'Intro with *emphasis*, **strong**, `code` and a [link](/contact "Contact").',
        '',
        '## Plan',
        '',
        '1. First',
        '2. Second',
        '   - nested',
        '',
        '> Quote',
        '',
        '---',
        '',
        '![Our office](/favicon.svg)',
      ].join('\n'),
    )
    expect(problems).toEqual([])
    expect(tree.blocks).toEqual([
      {
        type: 'paragraph',
        children: [
          'Intro with ',
          { type: 'emphasis', children: ['emphasis'] },
          ', ',
          { type: 'strong', children: ['strong'] },
          ', ',
          { type: 'code', value: 'code' },
          ' and a ',
          { type: 'link', href: '/contact', title: 'Contact', children: ['link'] },
          '.',
        ],
      },
      { type: 'heading', depth: 2, id: 'plan', children: ['Plan'] },
      {
        type: 'list',
        ordered: true,
        items: [
          [{ type: 'paragraph', children: ['First'] }],
          [
            { type: 'paragraph', children: ['Second'] },
            { type: 'list', ordered: false, items: [[{ type: 'paragraph', children: ['nested'] }]] },
          ],
        ],
      },
      { type: 'blockquote', children: [{ type: 'paragraph', children: ['Quote'] }] },
      { type: 'rule' },
      { type: 'paragraph', children: [{ type: 'image', src: '/favicon.svg', alt: 'Our office' }] },
    ])
  })

  it('gives headings unique ids and reports every link and image where it is written', () => {
    const md = parseMarkdown('## Costs\n\nSee [costs](#costs).\n\n## Costs\n\n![Chart](/media/chart.png)\n')
    expect(md.headingIds).toEqual(['costs', 'costs-2'])
    expect(md.links).toEqual([
      { href: '#costs', image: false, at: { line: 3, col: 5 } },
      { href: '/media/chart.png', image: true, at: { line: 7, col: 1 } },
    ])
  })

  it('refuses raw HTML, a top-level heading and an image without a description', () => {
    const { problems } = parseMarkdown('# Title\n\n<div>block</div>\n\nText <em>x</em> and <b>y</b>.\n\n![](/a.png)\n')
    expect(problems.map((p) => `${p.code} ${p.at.line}:${p.at.col}`)).toEqual([
      'markdown-heading-level 1:1',
      'markdown-html 3:1',
      'markdown-html 5:6',
      'markdown-image-alt 7:1',
    ])
  })

  it('counts words for reading time and structured data', () => {
    const { tree } = parseMarkdown('One two **three**.\n\n- four five\n- six\n')
    expect(plainText(tree.blocks)).toBe('One two three.\nfour five\nsix')
    expect(wordCount(tree.blocks)).toBe(6)
  })

  it('counts the words of any tree as its plain text split at white space', () => {
    // Every character \s matches, some it does not (zero-width space, Mongolian vowel separator), and letters.
    const text = fc.string({
      unit: fc.constantFrom(
        ...' \t\n\v\f\r\u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeff\u200b\u180eab.é',
      ),
      maxLength: 12,
    })
    const inline: fc.Arbitrary<MdInline> = fc.letrec<{ inline: MdInline }>((tie) => ({
      inline: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        text,
        fc.record({ type: fc.constant('code' as const), value: text }),
        fc.record({ type: fc.constant('image' as const), src: fc.constant('/a.png'), alt: text }),
        fc.constant({ type: 'break' as const }),
        fc.record({
          type: fc.constantFrom('emphasis' as const, 'strong' as const),
          children: fc.array(tie('inline'), { maxLength: 3 }),
        }),
        fc.record({
          type: fc.constant('link' as const),
          href: fc.constant('/a'),
          children: fc.array(tie('inline'), { maxLength: 3 }),
        }),
      ),
    })).inline
    const blocks: fc.Arbitrary<MdBlock[]> = fc.letrec<{ block: MdBlock; blocks: MdBlock[] }>((tie) => ({
      block: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.record({ type: fc.constant('paragraph' as const), children: fc.array(inline, { maxLength: 4 }) }),
        fc.record({
          type: fc.constant('heading' as const),
          depth: fc.constant(2 as const),
          id: fc.constant('h'),
          children: fc.array(inline, { maxLength: 4 }),
        }),
        fc.record({ type: fc.constant('code' as const), value: text }),
        fc.constant({ type: 'rule' as const }),
        fc.record({ type: fc.constant('blockquote' as const), children: tie('blocks') }),
        fc.record({
          type: fc.constant('list' as const),
          ordered: fc.boolean(),
          items: fc.array(tie('blocks'), { maxLength: 3 }),
        }),
      ),
      blocks: fc.array(tie('block'), { maxLength: 4 }),
    })).blocks
    fc.assert(
      fc.property(blocks, (tree) => {
        expect(wordCount(tree)).toBe(plainText(tree).split(/\s+/).filter(Boolean).length)
      }),
      { numRuns: 2000, seed: TEST_SEED },
    )
  })
})

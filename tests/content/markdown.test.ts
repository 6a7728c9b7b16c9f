import { describe, expect, it } from 'vitest'
import { parseMarkdown } from '../../src/content/markdown/parse-markdown.ts'
import { plainText, wordCount } from '../../src/content/markdown/plain-text.ts'

describe('Markdown at build time', () => {
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
})

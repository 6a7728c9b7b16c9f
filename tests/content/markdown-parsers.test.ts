// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseMarkdown, type ParsedMarkdown } from '../../src/content/markdown/parse-markdown.ts'
import { parseMarkdownExact } from '../../src/content/markdown/parse-markdown-exact.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import { parseAllDocuments } from 'yaml'
import { TEST_SEED } from '../helpers/test-seed.ts'

/** Everything a parse gives, links placed (asking for a fast parse's places runs its exact parse). */
const whole = (m: ParsedMarkdown) => ({
  tree: m.tree,
  headingIds: m.headingIds,
  links: m.links.map((l) => ({ href: l.href, image: l.image, at: l.at })),
  problems: m.problems,
})

const TRICKY = [
  'Intro with *emphasis*, **strong**, `code` and a [link](/contact "Contact").\n\n## Plan\n\n1. First\n2. Second\n   - nested\n\n> Quote\n\n---\n\n![Our office](/favicon.svg)',
  '## Costs\n\nSee [costs](#costs).\n\n## Costs\n\n![Chart](/media/chart.png)\n',
  '# Title\n\n<div>block</div>\n\nText <em>x</em> and <b>y</b>.\n\n![](/a.png)\n',
  'A [ref link][r] and [collapsed][] and [shortcut].\n\n[r]: /about "About"\n[collapsed]: /contact\n[shortcut]: https://example.com\n[unused]: /nowhere\n',
  '[dup]: /one\n[dup]: /two\n\n[dup] and [a](/one) twice: [b](/one)',
  'Line one  \nline two\\\nline three\nline four',
  '<https://example.com> and <mail@example.com> autolinks',
  'Escapes \\*not em\\* and &amp; &copy; entities, [a\\]b](/x\\_y) link',
  '3. three\n4. four\n\n- a\n\n- b (loose)\n',
  '```js\nconst x = 1\n```\n\n    indented code\n',
  '***bold italic*** and *nested **strong** inside*',
  '[link with `code` and *em*](/p "T") ![alt *em* `c`](/i.png "img")',
  'Setext\n======\n\nSub\n---\n',
  '> quote with [link](/q)\n> - and list\n',
  '- item [x](/x)\n  continued line\n- ![pic](/p.png)\n',
  'Trailing spaces   \nand soft break \nhere',
  '[empty]()  [spaces](<a b>) [angle](<c>)',
  '#### h4\n\n##### h5\n\n###### h6',
  'word*not*em and _under_ and __strong__',
  '[javascript](javascript:alert(1)) [data](data:text/html,x) [ü](/media/ä.png)',
  // Definitions inside a quote or a list item define their labels for the whole text.
  '> [x]: javascript:alert(1)\n\n[Click for details][x]\n\n- [o]: //evil.example/login\n\nSee [our partner][o].\n\n- [img]: http://t.example/p.png\n\n![chart][img]',
]

describe('the build’s Markdown parse (markdown-it) and the exact one (micromark)', () => {
  it('agree on every Markdown text of the site', () => {
    const texts: string[] = []
    const walk = (v: unknown): void => {
      if (typeof v === 'string' && v.includes('\n')) texts.push(v)
      else if (Array.isArray(v)) v.forEach(walk)
      else if (v && typeof v === 'object') Object.values(v).forEach(walk)
    }
    for (const f of readContentDir(process.cwd())) for (const doc of parseAllDocuments(f.text)) walk(doc.toJS())
    expect(texts.length).toBeGreaterThan(7)
    for (const text of texts)
      expect(whole(parseMarkdown(text)), text.slice(0, 60)).toEqual(whole(parseMarkdownExact(text)))
  })

  it.each(TRICKY)('agree on %j', (text) => {
    expect(whole(parseMarkdown(text))).toEqual(whole(parseMarkdownExact(text)))
  })

  it('agree on generated documents', () => {
    const word = fc.constantFrom('alpha', 'beta', 'SAP', 'S/4HANA', 'cloud', 'x', '2026', 'don’t', 'a&b', 'é')
    const url = fc.constantFrom('/contact', '/services/sap-fico', '#plan', 'https://example.com/a?b=1', 'mailto:a@b.c')
    const inline: fc.Arbitrary<string> = fc.oneof(
      word,
      word.map((w) => `*${w}*`),
      word.map((w) => `**${w}**`),
      word.map((w) => `\`${w}\``),
      fc.tuple(word, url).map(([w, u]) => `[${w}](${u})`),
      fc.tuple(word, url).map(([w, u]) => `![${w}](${u})`),
      // No lone backtick: a code span of nothing but spaces across lines is read differently by the two libraries
      // (neither as CommonMark says), and nobody writes one.
      fc.constantFrom(' * ', ' _ ', '[', ']', '(', ')', '!', '\\*', '  \n', '\n', '<b>', '&amp;'),
    )
    const line = fc.array(inline, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(' '))
    const block = fc.oneof(
      line,
      line.map((l) => `## ${l.replace(/\n/g, ' ')}`),
      line.map((l) => `# ${l.replace(/\n/g, ' ')}`),
      fc
        .array(line, { minLength: 1, maxLength: 3 })
        .map((items) => items.map((i) => `- ${i.replace(/\n/g, ' ')}`).join('\n')),
      fc
        .array(line, { minLength: 1, maxLength: 3 })
        .map((items) => items.map((i, k) => `${k + 1}. ${i.replace(/\n/g, ' ')}`).join('\n')),
      line.map((l) => `> ${l.replace(/\n/g, '\n> ')}`),
      line.map((l) => `\`\`\`\n${l}\n\`\`\``),
      fc.tuple(word, url).map(([w, u]) => `[${w}]: ${u}`),
      fc.constant('---'),
    )
    const document = fc.array(block, { minLength: 1, maxLength: 6 }).map((blocks) => blocks.join('\n\n'))
    fc.assert(
      fc.property(document, (text) => {
        expect(whole(parseMarkdown(text))).toEqual(whole(parseMarkdownExact(text)))
      }),
      { numRuns: 500, seed: TEST_SEED },
    )
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readContentDir } from '../../../src/content/read-content-dir.ts'
import { MAX_NESTING } from '../../../src/content/yaml/nesting-depth.ts'
import { parseContent } from '../../../src/content/yaml/parse-content.ts'
import { yamlMessages } from '../../../src/content/yaml/yaml-messages.ts'
import { slips, withSlip } from './slips.ts'

interface Expected {
  code: string
  severity?: 'warning'
  line: number
  col: number
  message: string
  hint: string
}

/** What an editor reads for each slip of slips.ts: one problem (two for two slips), at the slip, naming its fix. */
const expected: Record<keyof typeof slips, Expected[]> = {
  colonBeforeList: [
    {
      code: 'yaml-missing-colon',
      line: 3,
      col: 9,
      message: '`keywords` has no `:` after it',
      hint: 'add `:` after `keywords`: `keywords:`',
    },
  ],
  colonBeforeText: [
    {
      code: 'yaml-missing-colon',
      line: 24,
      col: 10,
      message: '`intro` has no `:` after it',
      hint: 'add `:` after `intro`: `intro: SAP BASIS is the technical foundation every SAP…`',
    },
  ],
  colonInItem: [
    {
      code: 'yaml-missing-colon',
      line: 103,
      col: 14,
      message: '`title` has no `:` after it',
      hint: 'add `:` after `title`: `- title: Integrity`',
    },
  ],
  colonBeforeItems: [
    {
      code: 'yaml-missing-colon',
      line: 60,
      col: 10,
      message: '`items` has no `:` after it',
      hint: 'add `:` after `items`: `items:`',
    },
  ],
  dashText: [
    {
      code: 'yaml-missing-dash',
      line: 16,
      col: 3,
      message: '`Create user flows,…` is lined up with the list items above but has no `- `',
      hint: 'add `- ` before `Create user flows,…`, like the items above: `- Create user flows, wireframes, prototypes and…`',
    },
  ],
  dashCard: [
    {
      code: 'yaml-missing-dash',
      line: 45,
      col: 9,
      message: 'a new list item starts here without `- `, so `title` is written twice in one item',
      hint: 'add `- ` before `title`, like the items above: `- title: Stronger Security`',
    },
  ],
  dashSection: [
    {
      code: 'yaml-missing-dash',
      line: 36,
      col: 5,
      message: 'a new list item starts here without `- `, so `type` is written twice in one item',
      hint: 'add `- ` before `type`, like the items above: `- type: cardGrid`',
    },
  ],
  indentDeeper: [
    {
      code: 'yaml-bad-indent',
      line: 105,
      col: 10,
      message: '`icon` starts at column 10, but the lines it belongs with start at column 9',
      hint: 'remove 1 space at the start of the line, so that `icon` lines up with `text` on line 104',
    },
  ],
  indentShallower: [
    {
      code: 'yaml-bad-indent',
      line: 27,
      col: 4,
      message: '`intro` starts at column 4, but the lines it belongs with start at column 5',
      hint: 'add 1 space at the start of the line, so that `intro` lines up with `heading` on line 26',
    },
  ],
  indentItem: [
    {
      code: 'yaml-bad-indent',
      line: 6,
      col: 2,
      message: 'this list item starts at column 2, but the items it belongs with start at column 3',
      hint: 'add 1 space at the start of the line, so that `-` lines up with `-` on line 5',
    },
  ],
  colonInText: [
    {
      code: 'yaml-unquoted-colon',
      line: 44,
      col: 15,
      message: 'this text contains `: ` (a colon and a space), which YAML only accepts inside quotes',
      hint: 'put the value in quotes: `text: "Tuned databases: work processes and memory…"`',
    },
  ],
  colonInItemText: [
    {
      code: 'yaml-unquoted-colon',
      line: 32,
      col: 9,
      message: 'this text contains `: ` (a colon and a space), which YAML only accepts inside quotes',
      hint: 'put the value in quotes: `- "Any infrastructure: on-premises, RISE with SAP, AWS,…"`',
    },
  ],
  apostrophe: [
    {
      code: 'yaml-apostrophe-in-quotes',
      line: 26,
      col: 17,
      message: "the apostrophe in `We're` closes the single quotes around the text too early",
      hint: "write the apostrophe twice (`'We''re hiring'`), or put double quotes around the text instead (`\"We're hiring\"`)",
    },
  ],
  apostropheLong: [
    {
      code: 'yaml-apostrophe-in-quotes',
      line: 93,
      col: 60,
      message: "the apostrophe in `We'll` closes the single quotes around the text too early",
      hint: "write the apostrophe twice (`We''ll`), or put double quotes around the text instead",
    },
  ],
  smartQuotes: [
    {
      code: 'yaml-smart-quotes',
      line: 32,
      col: 9,
      message: '“ and ” are curly quotes from a word processor; YAML only understands straight quotes (" or \')',
      hint: 'type the quotes again as straight quotes: `- "Any infrastructure: on-premises, RISE with SAP, AWS,…"`',
    },
  ],
  smartQuotesText: [
    {
      code: 'yaml-smart-quotes',
      line: 96,
      col: 12,
      message: '“ and ” are curly quotes from a word processor; YAML only understands straight quotes (" or \')',
      hint: 'type the quotes again as straight quotes: `intro: "Our principles: behind every placement and every…"`',
    },
  ],
  smartQuotesHeading: [
    {
      code: 'value-in-curly-quotes',
      severity: 'warning',
      line: 95,
      col: 14,
      message: 'this text is wrapped in curly quotes (“ ”), which will show on the page',
      hint: 'if you meant them as YAML quotes, type straight quotes instead (`"Our Values"`); to show the curly quotes, wrap the value in straight quotes as well (`\'“Our Values”\'`)',
    },
  ],
  tab: [
    {
      code: 'yaml-tab-indent',
      line: 37,
      col: 1,
      message: 'this line is indented with a tab, and YAML only accepts spaces',
      hint: 'replace the tab (shown as →) with spaces, so that `heading` starts at column 5; set your editor to insert spaces for the Tab key',
    },
  ],
  tabInItem: [
    {
      code: 'yaml-tab-indent',
      line: 105,
      col: 1,
      message: 'this line is indented with a tab, and YAML only accepts spaces',
      hint: 'replace the tab (shown as →) with spaces, so that `icon` starts at column 9; set your editor to insert spaces for the Tab key',
    },
  ],
  tabs: [
    {
      code: 'yaml-tab-indent',
      line: 3,
      col: 1,
      message: 'this line is indented with a tab, and YAML only accepts spaces (and 75 more lines)',
      hint: 'replace each tab (shown as →) with 2 spaces; set your editor to insert spaces for the Tab key',
    },
  ],
  nbspIndent: [
    {
      code: 'yaml-odd-space',
      line: 95,
      col: 1,
      message: 'this line is indented with a non-breaking space, which YAML does not count as a space',
      hint: 'delete the indentation and type it again with ordinary spaces (it is shown as ⍽; such spaces come with text pasted from Word or a web page)',
    },
  ],
  nbspBeforeColon: [
    {
      code: 'yaml-odd-space',
      line: 95,
      col: 12,
      message: 'there is a non-breaking space between `heading` and its `:`',
      hint: 'delete it, so that `heading:` has nothing between the name and the colon (it is shown as ⍽; such spaces come with text pasted from Word or a web page)',
    },
  ],
  nbspAfterDash: [
    {
      code: 'yaml-odd-space',
      line: 6,
      col: 4,
      message: 'there is a non-breaking space after the `-`, where YAML needs an ordinary space',
      hint: 'delete it and type an ordinary space (it is shown as ⍽; such spaces come with text pasted from Word or a web page)',
    },
  ],
  unclosedQuote: [
    {
      code: 'yaml-unclosed-quote',
      line: 33,
      col: 9,
      message: 'this `"` starts a quoted text that is never closed',
      hint: 'add the closing `"` at the end of the text (a " inside the text is written \\")',
    },
  ],
  unclosedQuoteLast: [
    {
      code: 'yaml-unclosed-quote',
      line: 23,
      col: 13,
      message: 'this `"` starts a quoted text that is never closed',
      hint: 'add the closing `"` at the end of the text (a " inside the text is written \\")',
    },
  ],
  duplicateKey: [
    {
      code: 'yaml-duplicate-key',
      line: 106,
      col: 9,
      message: '`icon` is written twice in the same block',
      hint: 'keep one `icon` and delete the other (the first one is on line 105)',
    },
  ],
  flowUnclosed: [
    {
      code: 'yaml-unclosed-bracket',
      line: 51,
      col: 7,
      message: 'this `{` is never closed',
      hint: 'add `}` at the end: `- { label: Careers, to: /careers }`',
    },
  ],
  specialStart: [
    {
      code: 'yaml-special-start',
      line: 26,
      col: 14,
      message: 'a text that starts with `[` must be in quotes',
      hint: 'put the value in quotes: `heading: "[Hiring] Why Join Us"`',
    },
  ],
  tagFunction: [
    {
      code: 'yaml-tag',
      line: 26,
      col: 14,
      message: '`!!js/function` is a YAML tag, which content files do not use',
      hint: 'remove `!!js/function`; if the text itself starts with `!`, put the value in quotes',
    },
  ],
  tagBinary: [
    {
      code: 'yaml-tag',
      line: 26,
      col: 14,
      message: '`!!binary` is a YAML tag, which content files do not use',
      hint: 'remove `!!binary`; if the text itself starts with `!`, put the value in quotes',
    },
  ],
  tagLocal: [
    {
      code: 'yaml-tag',
      line: 26,
      col: 14,
      message: '`!foo` is a YAML tag, which content files do not use',
      hint: 'remove `!foo`; if the text itself starts with `!`, put the value in quotes',
    },
  ],
  tagStr: [
    {
      code: 'yaml-tag',
      line: 28,
      col: 14,
      message: '`!!str` is a YAML tag, which content files do not use',
      hint: 'remove `!!str`; if the text itself starts with `!`, put the value in quotes',
    },
  ],
  cutComment: [
    {
      code: 'value-cut-by-comment',
      severity: 'warning',
      line: 56,
      col: 24,
      message: 'the rest of the line after ` #` is a comment, so the text stops at `Offerings`',
      hint: 'put the value in quotes to keep it: `heading: "Offerings #1 in Texas"`',
    },
  ],
  allComment: [
    {
      code: 'value-cut-by-comment',
      severity: 'warning',
      line: 56,
      col: 14,
      message: 'the text after `heading:` starts with `#`, so all of it is read as a comment',
      hint: 'put the value in quotes to keep it: `heading: "#1 in Texas"`',
    },
  ],
  joinedKeywords: [
    {
      code: 'list-items-joined',
      severity: 'warning',
      line: 9,
      col: 5,
      message: '`SAP support` has no `- `, so it is joined to the item above: “SAP upgrades SAP support”',
      hint: 'add `- ` before `SAP support`, under the `- ` above; if it is really one long item, put it in quotes',
    },
  ],
  joinedFirst: [
    {
      code: 'list-items-joined',
      severity: 'warning',
      line: 21,
      col: 3,
      message: '`3+ years of experience in UX/UI or…` has no `- `, so the list it starts is read as one long text',
      hint: 'add `- ` before `3+ years of experience in UX/UI or…`, in column 3 like the items below',
    },
  ],
  joinedFirstNoSpace: [
    {
      code: 'list-items-joined',
      severity: 'warning',
      line: 21,
      col: 3,
      message:
        '`-3+ years of experience in UX/UI or…` has no space after its `-`, so the list it starts is read as one long text',
      hint: 'add a space after the dash: `- 3+ years of experience in UX/UI or…`',
    },
  ],
  joinedMisaligned: [
    {
      code: 'list-items-joined',
      severity: 'warning',
      line: 6,
      col: 4,
      message:
        '`- SAP HANA` is not lined up with the `- ` above, so it is joined to the item above: “SAP administration - SAP HANA”',
      hint: 'move `- SAP HANA` to column 3, under the `- ` above',
    },
  ],
  mergeKey: [
    {
      code: 'yaml-merge-key',
      line: 96,
      col: 5,
      message: '`<<` copies lines from another block, which content files do not do',
      hint: 'write the lines out in full',
    },
  ],
  asteriskStart: [
    {
      code: 'yaml-special-start',
      line: 26,
      col: 14,
      message: 'a text that starts with `*` must be in quotes',
      hint: 'put the value in quotes: `heading: "*Why* Join Us"`',
    },
  ],
  unknownAlias: [
    {
      code: 'yaml-unknown-alias',
      line: 26,
      col: 14,
      message: '`*Hiring` refers to `&Hiring`, which is not defined above it',
      hint: 'write the value out in full; if the text itself starts with `*`, put the value in quotes',
    },
  ],
  secondDocument: [
    {
      code: 'yaml-second-document',
      line: 12,
      col: 1,
      message: '`---` starts a second document, but a content file holds one',
      hint: 'remove the `---` line (and move what follows to its own file if it is another page)',
    },
  ],
  badEscape: [
    {
      code: 'yaml-bad-escape',
      line: 26,
      col: 20,
      message: '`\\M` is not allowed inside double quotes, where a backslash starts a special character',
      hint: 'write the backslash twice (`\\\\M`) or use single quotes around the text',
    },
  ],
  dashGlued: [
    {
      code: 'yaml-dash-needs-space',
      line: 7,
      col: 3,
      message: 'the `-` of a list item needs a space after it',
      hint: 'add a space after the dash: `- technology jobs`',
    },
  ],
  colonGlued: [
    {
      code: 'yaml-colon-needs-space',
      line: 28,
      col: 12,
      message: 'the `:` after the name needs a space after it',
      hint: 'add a space after the colon: `columns: 3`',
    },
  ],
  textAfterQuote: [
    {
      code: 'yaml-text-after-quote',
      line: 26,
      col: 20,
      message: 'there is more text after the closing `"`',
      hint: 'put the quotes around the whole value: `heading: \'"Why" Join Us\'`',
    },
  ],
  twoSlips: [
    {
      code: 'yaml-missing-colon',
      line: 24,
      col: 10,
      message: '`intro` has no `:` after it',
      hint: 'add `:` after `intro`: `intro: SAP BASIS is the technical foundation every SAP…`',
    },
    {
      code: 'yaml-bad-indent',
      line: 46,
      col: 10,
      message: '`icon` starts at column 10, but the lines it belongs with start at column 9',
      hint: 'remove 1 space at the start of the line, so that `icon` lines up with `title` on line 45',
    },
  ],
  aliases81: [
    {
      code: 'yaml-too-many-aliases',
      line: 31,
      col: 5,
      message: 'this file repeats blocks with `*` more than 20 times',
      hint: 'write the values out in full: content files do not need `&` and `*`',
    },
  ],
  aliasBomb: [
    {
      code: 'yaml-too-many-aliases',
      line: 9,
      col: 20,
      message: 'this file repeats blocks with `*` more than 20 times',
      hint: 'write the values out in full: content files do not need `&` and `*`',
    },
  ],
}

const real = readContentDir(process.cwd())

/** Names under a list at the list's own indentation, 6,000 times: yaml's reader recurses once per line on it. */
const TANGLED = `title: x\nresults:\n  - value: 1\n${Array.from({ length: 6000 }, (_, k) => `  zk${k}: ${k}`).join('\n')}\n`

describe('parseContent', () => {
  it.each(Object.entries(slips).map(([key, slip]) => [slip.name, key as keyof typeof slips]))(
    '%s: exactly the expected problem',
    (_, key) => {
      const { problems } = parseContent(withSlip(slips[key]))
      expect(problems).toEqual(expected[key].map((p) => ({ severity: 'error', ...p })))
    },
  )

  it('reads every real content file with no problem, keeping the document and its data', () => {
    expect(real.length).toBeGreaterThan(20)
    for (const { file, text } of real) {
      const { problems, doc, data } = parseContent(text)
      expect({ file, problems }).toEqual({ file, problems: [] })
      expect(data).toEqual(doc!.toJS())
    }
  })

  it('keeps the document and data when there are only warnings, and drops them on an error', () => {
    const warned = parseContent(withSlip(slips.cutComment))
    expect(warned.doc).toBeDefined()
    expect((warned.data as { sections: { heading?: string }[] }).sections[3]!.heading).toBe('Offerings')
    const broken = parseContent(withSlip(slips.colonBeforeText))
    expect(broken.doc).toBeUndefined()
    expect(broken.data).toBeUndefined()
    expect(broken.lineCounter.linePos(0)).toEqual({ line: 1, col: 1 })
  })

  it('accepts comments on their own line, after quoted text, and after a name whose block follows', () => {
    const text = withSlip({
      name: 'comments',
      file: 'tests/fixtures/slips/sap-basis.yaml',
      find: '  - type: featureList\n    heading: Our SAP BASIS Offerings\n',
      replace:
        '  # Offerings, in the order of the brochure\n  - type: featureList\n    heading: "Offerings #1 in Texas" # the claim\n',
    }).replace(
      '    items:\n      - "SAP installation',
      '    items: # eleven, as on the brochure\n      - "SAP installation',
    )
    expect(text).toContain('items: # eleven')
    expect(parseContent(text).problems).toEqual([])
  })

  it.each([
    ['an empty file', '', []],
    ['a file of comments', '# nothing yet\n', []],
    [
      'a stray bracket',
      'title: About\n]\n',
      [{ code: 'yaml-syntax', line: 2, col: 1, message: 'YAML cannot read this line' }],
    ],
    [
      'a colon with no name',
      'title: About\n: Us\n',
      [{ code: 'yaml-missing-name', line: 2, col: 1, message: 'there is no name before this `:`' }],
    ],
    [
      'a list used as a name',
      '[About, Us]: title\n',
      [{ code: 'yaml-block-as-name', line: 1, col: 1, message: 'a list or a block is used as a name before `:`' }],
    ],
    [
      'an alias inside its own block',
      'title: About\nkeywords: &k\n  - *k\n',
      [{ code: 'yaml-too-many-aliases', line: 3, col: 5, message: 'this `*` repeats the block it is inside' }],
    ],
  ])('reads %s', (_, text, problems) => {
    expect(parseContent(text).problems).toEqual(problems.map((p) => expect.objectContaining(p)))
  })

  it('uses every entry of the catalogue, each a kebab-case name with a message and a hint', () => {
    const unusual = [
      'title: About\n]\n',
      'title: About\n: Us\n',
      '[About, Us]: title\n',
      'k: &k\n  - *k\n',
      `x: ${'['.repeat(300)}${']'.repeat(300)}\n`,
      TANGLED,
    ]
    const used = new Set(
      [...Object.values(slips).map(withSlip), ...unusual].flatMap((t) => parseContent(t).problems.map((p) => p.code)),
    )
    used.add('file-not-utf8') // decode-source.test.ts
    used.add('file-is-link') // tests/content/links.test.ts
    expect([...used].sort()).toEqual(Object.keys(yamlMessages).sort())
    for (const code of Object.keys(yamlMessages)) expect(code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('gives one problem where the slip starts when a slip repeated thousands of times is too much for the parser', () => {
    const { problems } = parseContent(TANGLED)
    expect(problems.map((p) => p.code)).toContain('yaml-too-tangled')
    for (const p of problems) expect(p.line).toBeLessThanOrEqual(TANGLED.split('\n').length)
  })

  it('refuses nesting deeper than MAX_NESTING at its line, whatever its form, without running out of stack', () => {
    const deep = 10_000
    const shapes = {
      brackets: `title: About\nx: ${'['.repeat(deep)}${']'.repeat(deep)}\n`,
      braces: `title: About\nx: ${'{a: '.repeat(deep)}1${'}'.repeat(deep)}\n`,
      dashes: `title: About\nx:\n  ${'- '.repeat(deep)}a\n`,
      unclosed: `title: About\nx: ${'['.repeat(deep)}\n`,
      blocks: `title: About\nx:\n${Array.from({ length: 300 }, (_, i) => `${' '.repeat(i + 1)}k:`).join('\n')} 1\n`,
    }
    for (const [shape, text] of Object.entries(shapes)) {
      const { problems, data } = parseContent(text)
      expect(data, shape).toBeUndefined()
      expect(problems, shape).toEqual([expect.objectContaining({ code: 'yaml-too-deep', severity: 'error' })])
      // At the line where the levels pass the limit: the value's line, or for indented blocks about line 200.
      const line = problems[0]!.line
      if (shape === 'blocks') expect(line).toBeGreaterThanOrEqual(MAX_NESTING)
      else expect(line, shape).toBe(shape === 'dashes' ? 3 : 2)
      expect(line).toBeLessThanOrEqual(MAX_NESTING + 3)
    }
    // Content as deep as the limit is read as usual.
    expect(parseContent(`x: ${'['.repeat(MAX_NESTING - 1)}${']'.repeat(MAX_NESTING - 1)}\n`).problems).toEqual([])
  })

  it('says what to do in plain words: no parser vocabulary, no "Error:", no line number in the message', () => {
    for (const slip of Object.values(slips))
      for (const p of parseContent(withSlip(slip)).problems) {
        expect(p.message).not.toMatch(
          /^error|implicit|scalar|\bmapping|indicator|flow (map|sequence|collection)|\btoken|\bline \d/i,
        )
        expect(p.hint).not.toMatch(/implicit|scalar|\bmapping|indicator|\btoken/i)
      }
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { codeFrame } from '../../../src/content/format-diagnostic.ts'
import { parseContent } from '../../../src/content/yaml/parse-content.ts'
import { visibleWhitespace } from '../../../src/content/yaml/visible-whitespace.ts'
import { slips, withSlip } from './slips.ts'

describe('visibleWhitespace', () => {
  it('shows tabs as → and space-like characters as ⍽, one character for one', () => {
    const text = '\t\ticon: lock\n\u00a0\u00a0heading:\u202fA\u200bB\u3000C\n  plain text stays'
    const shown = visibleWhitespace(text)
    expect(shown).toBe('→→icon: lock\n⍽⍽heading:⍽A⍽B⍽C\n  plain text stays')
    expect(shown.length).toBe(text.length)
  })

  it('makes a tab visible in the code frame, with the caret under it', () => {
    const text = withSlip(slips.tab)
    const [problem] = parseContent(text).problems
    expect(codeFrame(visibleWhitespace(text), problem!.line, problem!.col)).toBe(
      [
        '    35 |',
        '    36 |   - type: cardGrid',
        '  > 37 | →heading: Benefits of Expert SAP BASIS Support',
        '       | ^',
        '    38 |     variant: icon',
        '    39 |     columns: 4',
      ].join('\n'),
    )
  })

  it('makes non-breaking spaces visible in the code frame, with the caret under the first', () => {
    const text = withSlip(slips.nbspBeforeColon)
    const [problem] = parseContent(text).problems
    expect(codeFrame(visibleWhitespace(text), problem!.line, problem!.col, 0)).toBe(
      ['  > 95 |     heading⍽: Our Values', '       |            ^'].join('\n'),
    )
  })
})

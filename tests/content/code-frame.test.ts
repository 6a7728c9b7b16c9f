import { describe, expect, it } from 'vitest'
import { codeFrame } from '../../src/content/format-diagnostic.ts'

describe('codeFrame', () => {
  it('shows short lines whole, with the caret under the column', () => {
    expect(codeFrame('title: About\nheading: [Our team\nlast: x\n', 2, 10)).toBe(
      ['    1 | title: About', '  > 2 | heading: [Our team', '      |          ^', '    3 | last: x', '    4 |'].join(
        '\n',
      ),
    )
  })

  it('shows a long line around the column, cut with "…", the caret still under it', () => {
    const deep = `x: ${'['.repeat(10_000)}${']'.repeat(10_000)}`
    const frame = codeFrame(`title: Deep\n${deep}\n`, 2, 204)
    const lines = frame.split('\n')
    expect(frame.length).toBeLessThan(600)
    expect(lines[0]).toBe('    1 | …')
    expect(lines[1]).toBe(`  > 2 | …${deep.slice(143, 263)}…`)
    // The caret points at the character of column 204.
    const caret = lines[2]!.indexOf('^')
    expect(lines[1]![caret]).toBe(deep[203])
    expect(caret - '  > 2 | '.length).toBe(204 - 143)
  })
})

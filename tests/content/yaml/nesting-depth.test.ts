// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { tooDeepInText, tooDeepLineByLine } from '../../../src/content/yaml/nesting-depth.ts'
import { TEST_SEED } from '../../helpers/test-seed.ts'

/** Lines of YAML-like text made of what nests: names, dashes, brackets, braces, with any indentation. */
const nestingText = fc
  .array(
    fc.tuple(
      fc.nat({ max: 12 }),
      fc.array(fc.constantFrom('- ', 'a: ', 'b:', '[', ']', '{', '}', '"x', '# c', 'x', ', ', '-'), { maxLength: 8 }),
    ),
    { maxLength: 14 },
  )
  .map((lines) => lines.map(([indent, parts]) => ' '.repeat(indent) + parts.join('')).join('\n'))

describe('tooDeepInText', () => {
  it('finds what the line-by-line reading finds, with its shortcut for texts too short to nest that deep', () => {
    fc.assert(
      fc.property(nestingText, fc.integer({ min: 1, max: 12 }), (text, max) => {
        expect(tooDeepInText(text, max)).toBe(tooDeepLineByLine(text, max))
      }),
      { numRuns: 5000, seed: TEST_SEED },
    )
  })

  it('agrees at the limit for nesting made of the fewest lines, dashes and brackets', () => {
    const max = 10
    const shapes: [string, (n: number) => string][] = [
      // Block levels: one name per line, each indented further.
      ['blocks', (n) => Array.from({ length: n }, (_, i) => `${'  '.repeat(i)}k${i}:`).join('\n') + ' v'],
      // Items on one line: the further dashes count.
      ['dashes', (n) => `${'- '.repeat(n)}x`],
      ['brackets', (n) => `x: ${'['.repeat(n)}${']'.repeat(n)}`],
    ]
    for (const [shape, text] of shapes) {
      // The fewest levels of this shape found too deep: just beyond the limit.
      let n = 1
      while (tooDeepLineByLine(text(n), max) === undefined) n++
      expect(n, shape).toBeLessThanOrEqual(max + 2)
      expect(tooDeepInText(text(n), max), shape).toBe(tooDeepLineByLine(text(n), max))
      expect(tooDeepInText(text(n - 1), max), shape).toBeUndefined()
    }
  })
})

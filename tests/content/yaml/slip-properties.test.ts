// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readContentDir } from '../../../src/content/read-content-dir.ts'
import { blockScalarLines } from '../../../src/content/yaml/block-scalar-lines.ts'
import { parseContent } from '../../../src/content/yaml/parse-content.ts'
import { TEST_SEED } from '../../helpers/test-seed.ts'

type Kind = 'delete a colon' | 'delete a dash' | 'type a tab before the line' | 'indent with a tab'

/** One slip: line `line` (1-based) of `file` becomes `changed`. */
interface Site {
  file: string
  line: number
  kind: Kind
  changed: string
}

const pages = new Map(readContentDir(process.cwd()).map(({ file, text }) => [file, text.split('\n')]))

/** Every place in the real pages where one structural character can be dropped or a tab typed. */
function sites(): Site[] {
  return [...pages].flatMap(([file, lines]) => {
    const blocks = blockScalarLines(lines)
    return lines.flatMap((line, index) => {
      if (blocks.has(index + 1) || !line.trim() || line.trim().startsWith('#')) return []
      const found: [Kind, string][] = [
        ['type a tab before the line', `\t${line}`],
        ['indent with a tab', line.replace(/^ +/, '\t')],
      ]
      const colon = /^(\s*(?:- )*[A-Za-z]\w*):(?=\s|$)/.exec(line)
      if (colon) found.push(['delete a colon', colon[1] + line.slice(colon[0].length)])
      const dash = /^(\s*)- /.exec(line)
      if (dash) found.push(['delete a dash', dash[1] + line.slice(dash[0].length)])
      return found
        .filter(([, changed]) => changed !== line)
        .map(([kind, changed]) => ({ file, line: index + 1, kind, changed }))
    })
  })
}

describe('one slip anywhere in the real pages', () => {
  const all = sites()

  it('is drawn from hundreds of places of each kind', () => {
    for (const kind of ['delete a colon', 'delete a dash', 'type a tab before the line', 'indent with a tab'])
      expect(all.filter((s) => s.kind === kind).length).toBeGreaterThan(300)
  })

  it('gives one or two problems, one on the line of the slip, and never throws', { timeout: 180_000 }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...all), (site) => {
        const lines = [...pages.get(site.file)!]
        lines[site.line - 1] = site.changed
        const { problems } = parseContent(lines.join('\n'))
        expect(problems.length).toBeLessThanOrEqual(2)
        // The one slip YAML accepts: the only line of a block under a name (`ifMissing:` / `  redirect: /careers`)
        // without its colon is a text under that name; the schema check reports it.
        const indent = (n: number) => /^ */.exec(lines[n - 1] ?? '')![0].length
        const onlyLine =
          (lines[site.line - 2] ?? '').trimEnd().endsWith(':') && indent(site.line + 1) < indent(site.line)
        // So is a list item of one name (a translation's `- label: Nosotros`, its link the original's): without its
        // colon it is a text in the list.
        const loneItem = /^\s*- /.test(site.changed) && indent(site.line + 1) <= indent(site.line)
        if (site.kind === 'delete a colon' && (onlyLine || loneItem) && problems.length === 0) return
        expect(problems.map((p) => p.line)).toContain(site.line)
      }),
      { numRuns: 300, seed: TEST_SEED },
    )
  })
})

describe('any text at all', () => {
  const pieces = ['\n', '  ', ' ', '\t', '\u00a0', '- ', ':', ': ', 'title', 'Text', "'", '"', '“', '”', '’', ' #']
  const more = ['&a', '*a', '!!str', '{', '}', '[', ']', ',', '|', '>-', '---', '<<', '\\', '@', '?', '\r\n', '\ufeff']

  it('is read without throwing, each problem with a position, a message and a hint', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces, ...more), { maxLength: 60 }), (parts) => {
        for (const p of parseContent(parts.join('')).problems) {
          expect(p.line).toBeGreaterThanOrEqual(1)
          expect(p.col).toBeGreaterThanOrEqual(1)
          expect(p.message).not.toBe('')
          expect(p.hint).not.toBe('')
        }
      }),
      { numRuns: 300, seed: TEST_SEED },
    )
  })
})

import { describe, expect, test } from 'vitest'
import type { Diagnostic } from '../../src/content/diagnostic.ts'
import { lintScope } from '../../src/studio/lint-scope.ts'

const d = (file: string, line: number, severity: Diagnostic['severity'] = 'error', message = 'm'): Diagnostic => ({
  code: 'unknown-reference',
  severity,
  file,
  line,
  col: 3,
  path: 'a',
  message,
})

describe('lintScope', () => {
  test("splits the edited file's diagnostics from those it introduces elsewhere and those already on disk", () => {
    const before = [d('pages/b.yaml', 4), d('pages/c.yaml', 9, 'warning')]
    const after = [
      d('pages/a.yaml', 1),
      d('pages/b.yaml', 4, 'error', 'a message naming other ids now'),
      d('pages/b.yaml', 7),
      d('pages/c.yaml', 9, 'warning'),
      d('pages/c.yaml', 12, 'warning'),
    ]
    const scope = lintScope('pages/a.yaml', before, after)
    expect(scope.own).toEqual([after[0]])
    expect(scope.others.map((x) => [x.file, x.line, x.introduced])).toEqual([
      ['pages/b.yaml', 4, false],
      ['pages/b.yaml', 7, true],
      ['pages/c.yaml', 12, true],
    ])
    expect(scope.blocking.map((x) => `${x.file}:${x.line}`)).toEqual(['pages/a.yaml:1', 'pages/b.yaml:7'])
  })

  test('an error the edit fixes elsewhere is simply gone', () => {
    expect(lintScope('pages/a.yaml', [d('pages/b.yaml', 4)], [])).toEqual({ own: [], others: [], blocking: [] })
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Diagnostic } from '../../src/content/diagnostic.ts'
import { BuildFailure } from '../../src/build/build-failure.ts'
import { buildProblems } from '../../src/build/build-problems.ts'

const at = { file: 'pages/about.yaml', line: 9, col: 5 }

describe('what stopped a build, as the studio shows it', () => {
  it('gives each content error at its file and field, in the studio’s words with its hint as a sentence', () => {
    const diagnostics: Diagnostic[] = [
      {
        code: 'unknown-property',
        severity: 'error',
        ...at,
        path: 'sections[0]',
        message: '"headng" is not a field here',
        hint: 'did you mean Heading?',
        inFile: { message: '"headng" is not a field here', hint: 'did you mean heading:?' },
      },
      { code: 'missing-alt', severity: 'warning', ...at, path: 'sections[1].image', message: 'An image has no text' },
    ] as Diagnostic[]
    const error = Object.assign(new Error('content'), { diagnostics })
    expect(buildProblems(new BuildFailure('content', error), '/site')).toEqual([
      {
        file: 'pages/about.yaml',
        line: 9,
        column: 5,
        path: 'sections[0]',
        message: '"headng" is not a field here. Did you mean Heading?',
      },
    ])
  })

  it('names the step of anything else, for a developer', () => {
    const [problem] = buildProblems(new BuildFailure('bundles', new Error('out of memory\nat …')), '/site')
    expect(problem).toEqual({
      message:
        "The site could not be built (in the bundles step): out of memory. A developer should look at the server's log.",
    })
  })
})

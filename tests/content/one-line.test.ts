/**
 * A whole paragraph pasted into a heading or a title (a probe saved 5,000 characters as a hero's heading, and
 * nothing said a word): the lint refuses it at that field, and says where the rest goes.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import { ONE_LINE } from '../../src/content/schema/common.ts'
import { loadSite } from '../../src/site/load-site.ts'

const pasted = 'We place proven IT talent with growing businesses. '.repeat(100).trim()

function problemsWith(file: string, change: (text: string) => string) {
  const files = readContentDir(process.cwd()).map((f) => (f.file === file ? { ...f, text: change(f.text) } : f))
  return loadSite(files).diagnostics.filter((d) => d.file === file)
}

describe('a heading or a title longer than a line', () => {
  it('is an error at the field, with the fix in plain words', () => {
    const [problem, ...others] = problemsWith('pages/about.yaml', (text) =>
      text.replace(/^(\s+heading: ).*$/m, `$1${pasted}`),
    )
    expect(others).toEqual([])
    expect(problem).toMatchObject({
      severity: 'error',
      code: 'too-long',
      path: expect.stringMatching(/^sections\[\d+\]\.heading$/),
      message: `is too long: at most ${ONE_LINE} characters`,
      hint: 'a heading or a title is one line: put the rest in the text under it',
    })
  })

  it('holds for a job’s title and for its Spanish translation’s', () => {
    const job = 'pages/_collections/jobs/devops-engineer.yaml'
    expect(problemsWith(job, (t) => t.replace(/^title: .*$/m, `title: ${pasted}`)).map((d) => d.path)).toEqual([
      'title',
    ])
    const spanish = job.replace('.yaml', '.es.yaml')
    expect(readFileSync(spanish, 'utf8')).toMatch(/^title: /m)
    expect(problemsWith(spanish, (t) => t.replace(/^title: .*$/m, `title: ${pasted}`)).map((d) => d.code)).toEqual([
      'too-long',
    ])
  })

  it('leaves every heading and title of the firm’s site as it is', () => {
    expect(loadSite(readContentDir(process.cwd())).diagnostics.filter((d) => d.code === 'too-long')).toEqual([])
  })
})

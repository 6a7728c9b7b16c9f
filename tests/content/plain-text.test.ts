import { describe, expect, it } from 'vitest'
import { contentDirOptions } from '../../src/content/load-content-dir.ts'
import { wordsOf } from '../../src/content/load/check-plain-text.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import { loadSite } from '../../src/site/load-site.ts'

const JOB = 'pages/_collections/jobs/devops-engineer.yaml'
const ABOUT = 'pages/about.yaml'

/** The real site's warnings of `code` with `changes` applied to the files they name. */
function warnings(changes: Record<string, (text: string) => string>) {
  const files = readContentDir(process.cwd()).map((f) =>
    changes[f.file] ? { ...f, text: changes[f.file]!(f.text) } : f,
  )
  return loadSite(files, contentDirOptions(process.cwd())).diagnostics.filter((d) => d.code === 'markup-in-text')
}

describe('tags or Markdown pasted into a plain-text field', () => {
  it('keeps the words of a text without its tags or Markdown', () => {
    expect(wordsOf('<h1>Meet <em>Our</em> Team</h1>')).toBe('Meet Our Team')
    expect(wordsOf('We are **great**. Visit [us](https://example.com)')).toBe('We are great. Visit us')
    expect(wordsOf('Salary < $100k and 3 > 2')).toBe('Salary < $100k and 3 > 2')
  })

  it('is a warning at the field naming the words meant; Markdown fields and ordinary text are not', () => {
    const found = warnings({
      [ABOUT]: (text) =>
        text
          .replace('heading: Who We Are', 'heading: <h1>Who <em>We</em> Are</h1>')
          .replace(/^title: .*$/m, 'title: About **Us**'),
      [JOB]: (text) =>
        text
          .replace(/^summary: >-\n.*\n/m, 'summary: <p>Lead <b>SAP</b> projects</p>\n')
          .replace('description: |\n', 'description: |\n  We are **proud** of it.\n\n'),
    })
    expect(found.map((d) => [d.file, d.path, d.severity, d.message, d.hint])).toEqual([
      [
        JOB,
        'summary',
        'warning',
        'this field is plain text: its HTML tags show to visitors as written',
        'write the words alone: "Lead SAP projects"',
      ],
      [
        ABOUT,
        'title',
        'warning',
        'this field is plain text: its Markdown shows to visitors as written',
        'write the words alone: "About Us"',
      ],
      [
        ABOUT,
        expect.stringMatching(/^sections\[\d+\]\.heading$/),
        'warning',
        'this field is plain text: its HTML tags show to visitors as written',
        'write the words alone: "Who We Are"',
      ],
    ])
  })
})

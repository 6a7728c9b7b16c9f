import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatReport } from '../../src/content/lint-content.ts'
import { loadContent } from '../../src/content/load-content.ts'
import { loadSite } from '../../src/site/load-site.ts'
import { siteModel } from '../../src/site/site-model.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'

const real = readContentDir(process.cwd())

/** Lints the real content with one fixture added at `as`; returns the report's error lines. */
function lintWith(fixture: string, as = 'pages/fixture.yaml', format: 'pretty' | 'github' = 'pretty') {
  const text = readFileSync(join('tests/fixtures/lint', fixture), 'utf8')
  const result = loadSite([...real, { file: as, text }])
  const report = formatReport(result, real.length + 1, format)
  return {
    result,
    report,
    errors: report.split('\n').filter((l) => / {2}error {2}/.test(l) || l.startsWith('::error')),
  }
}

describe('content lint', () => {
  it('passes the real content with a one-line summary', () => {
    const result = loadSite(real)
    expect(result.diagnostics).toEqual([])
    expect(formatReport(result, real.length)).toMatch(
      /^✔ content ok: \d+ files, 34 routes \(22 pages, 5 jobs, 7 articles\), 26 in Español, no problems$/,
    )
  })

  it.each([
    ['syntax-error.yaml', 'pages/fixture.yaml:6:14  error  this `"` starts a quoted text that is never closed'],
    [
      'missing-property.yaml',
      'pages/fixture.yaml:14:9  error  sections[2].items[0]: Card title (title:) is required: fill it in',
    ],
    ['wrong-type.yaml', 'pages/fixture.yaml:3:11  error  keywords: must be a list, not text'],
    ['unknown-section-type.yaml', 'pages/fixture.yaml:7:11  error  sections[1]: unknown section type "cardgrid"'],
    ['unknown-key.yaml', 'pages/fixture.yaml:7:5  error  sections[0]: unknown property "txt"'],
    ['bad-enum.yaml', 'pages/fixture.yaml:8:14  error  sections[1].variant: "flipp" is not allowed here'],
    [
      'bad-url.yaml',
      'pages/fixture.yaml:9:13  error  sections[0].actions[0].to: "javascript:alert(1)" is not a link this site can use',
    ],
    ['broken-link.yaml', 'pages/fixture.yaml:10:36  error  sections[1].actions[0].to: link "/servics" goes to no page'],
    [
      'unknown-reference.yaml',
      'pages/fixture.yaml:8:21  error  sections[1].partners[1]: no partner "microsfot" in pages/_collections/partners.yaml',
    ],
  ])('%s → exactly one error at its line and column', (fixture, line) => {
    const { errors, report } = lintWith(fixture)
    expect(errors).toEqual([line])
    expect(report).toMatch(/✖ 1 error in 1 file$/)
  })

  it('lints the pages of a project that declares no collections in words, never a crash', () => {
    const model = { ...siteModel, collections: {} }
    const result = loadContent(real, { model })
    const report = formatReport(result, real.length)
    expect(report).toContain(
      'pages/insights/[slug].yaml:1:13  error  collection: "articles" is not allowed here\n' +
        '  > 1 | collection: articles',
    )
    expect(report).toContain('  hint: nothing is allowed here yet: the site declares none of these')
    expect(report).toContain('error  unknown collection "articles"\n')
    expect(report).toContain(
      "  hint: the site declares no collections: package.json's siteDefinitions names the module that declares them",
    )
  })

  it('reports a misspelt key once, naming the key that was meant', () => {
    const { errors, report } = lintWith('misspelt-key.yaml')
    expect(errors).toEqual(['pages/fixture.yaml:1:1  error  unknown property "titel"'])
    expect(report).toContain('hint: did you mean Page title (title:)? fields here: Page title (title:), ')
  })

  it('does not report links to a page that is itself invalid', () => {
    const about = real.find((f) => f.file === 'pages/about.yaml')!
    const result = loadSite([
      ...real.filter((f) => f !== about),
      { file: about.file, text: about.text.replace(/^title:/m, 'titel:') },
    ])
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.code}`)).toEqual([
      'pages/about.yaml:1:1 unknown-property',
    ])
  })

  it('does not report links to a page whose file cannot even be read as YAML', () => {
    const basis = real.find((f) => f.file === 'pages/services/sap-basis.yaml')!
    const result = loadSite([
      ...real.filter((f) => f !== basis),
      { file: basis.file, text: basis.text.replace(/^(\s+)heading: /m, '$1heading ') },
    ])
    expect(new Set(result.diagnostics.map((d) => d.file))).toEqual(new Set([basis.file]))
  })

  it('reports a duplicate route at the second file', () => {
    const { errors } = lintWith('duplicate-route.yaml', 'pages/about/index.yaml')
    expect(errors).toEqual([
      'pages/about/index.yaml:1:1  error  the address "/about" is already defined by pages/about.yaml',
    ])
    expect(lintWith('duplicate-route.yaml', 'pages/about/index.yaml').report).toContain(
      'hint: rename or remove one of the two files',
    )
  })

  it('suggests what was meant', () => {
    expect(lintWith('unknown-section-type.yaml').report).toContain('hint: did you mean "cardGrid"?')
    expect(lintWith('unknown-key.yaml').report).toContain('hint: did you mean Text (text:)?')
    expect(lintWith('bad-enum.yaml').report).toContain('hint: did you mean "flip"?')
    expect(lintWith('broken-link.yaml').report).toContain('hint: did you mean "/services"?')
    expect(lintWith('unknown-reference.yaml').report).toContain('hint: did you mean "microsoft"?')
  })

  it('shows the source around the error with a caret under the column', () => {
    const { report } = lintWith('missing-property.yaml')
    expect(report).toContain(
      ['  > 14 |       - text: System installation and upgrades', '       |         ^'].join('\n'),
    )
  })

  it('reports every error in every file in one run', () => {
    const broken = ['wrong-type.yaml', 'unknown-key.yaml', 'bad-url.yaml'].map((f, i) => ({
      file: `pages/broken-${i}.yaml`,
      text: readFileSync(join('tests/fixtures/lint', f), 'utf8'),
    }))
    const result = loadSite([...real, ...broken])
    expect(result.diagnostics.map((d) => d.file)).toEqual([
      'pages/broken-0.yaml',
      'pages/broken-1.yaml',
      'pages/broken-2.yaml',
    ])
    expect(formatReport(result, 0)).toMatch(/✖ 3 errors in 3 files$/)
  })

  it('prints GitHub annotations with --format github', () => {
    const { errors } = lintWith('missing-property.yaml', 'pages/fixture.yaml', 'github')
    expect(errors).toEqual([
      '::error file=pages/fixture.yaml,line=14,col=9,title=missing-property::sections[2].items[0]: Card title (title:) is required: fill it in (Card title (h3))',
    ])
  })

  it('rejects a misplaced collection section and a missing site file', () => {
    const text =
      'title: X\ndescription: A page that tries to show a job outside the job template page.\nkeywords: [x]\nsections:\n  - type: hero\n    heading: X\n  - type: jobDetail\n    formHeading: Apply\n    submitLabel: Send\n    experienceOptions: [a]\n    sourceOptions: [b]\n    successAlert: Thanks\n    afterSubmit: /careers\n'
    const misplaced = loadSite([...real, { file: 'pages/x.yaml', text }])
    expect(misplaced.diagnostics.map((d) => [d.code, d.line, d.col])).toEqual([['misplaced-section', 7, 11]])
    const noSite = loadSite(real.filter((f) => f.file !== 'pages/_site.yaml'))
    expect(noSite.content).toBeNull()
    expect(noSite.diagnostics[0]!.message).toBe('pages/_site.yaml is missing')
  })

  it('reports a site file that does not parse once, where it fails, not also as missing', () => {
    const site = real.find((f) => f.file === 'pages/_site.yaml')!
    const twice = { ...site, text: `${site.text}\nforms:\n  delivery: local\n` }
    const result = loadSite([...real.filter((f) => f !== site), twice])
    expect(result.content).toBeNull()
    const line = twice.text.split('\n').length - 2
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.col}  ${d.message}`)).toEqual([
      `pages/_site.yaml:${line}:1  \`forms\` is written twice in the same block`,
    ])
  })
})

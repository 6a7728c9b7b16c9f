import { expect, test } from 'vitest'
import { siteErrorsWith } from '../helpers/lint-site.ts'

const JOB = 'pages/_collections/jobs/devops-engineer.yaml'

/**
 * A job with mistakes of every kind, as the editor probe wrote one: the schema's (a title too long, a currency in
 * lower case, an image without its description), the job's own rules (pay from more than to, closing before it is
 * posted) and its Markdown's (HTML, a link without https://). One lint says all of them, so a save says every
 * problem at once, not three and then four more.
 */
test('a file with schema errors is also checked by its collection and its Markdown, in one pass', () => {
  const errors = siteErrorsWith({
    [JOB]: (text) =>
      text
        .replace(/^title: .*$/m, `title: ${'Senior DevOps Engineer '.repeat(8).trim()}`)
        .replace('currency: USD', 'currency: usd')
        .replace('min: 130000, max: 155000', 'min: 150000, max: 120000')
        .replace(/^ {2}alt: .*\n/m, '')
        .replace('datePosted: 2026-01-12', 'datePosted: 2027-03-01')
        .replace(
          'description: |\n',
          'description: |\n  We need you. <b>bold</b> Visit [our site](www.example.com).\n\n',
        ),
  }).filter((d) => d.file === JOB)
  expect(errors.map((d) => `${d.code} ${d.path}`).sort()).toEqual([
    'bad-format salary.currency',
    'bad-url description',
    'entry-required salary.max',
    'entry-required validThrough',
    'markdown-html description',
    'missing-property image',
    'too-long title',
  ])
})

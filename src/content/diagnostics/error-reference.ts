import { catalogue } from './catalogue.ts'

/** pages/ERRORS.md: every problem the lint reports, by its permanent code — what it means, how to fix it, an example. */
export function errorReference(): string {
  const out = [
    '<!-- Generated from src/content/diagnostics/catalogue.ts by `npm run schema`: edit the catalogue, not this file. -->',
    '# Content problems and how to fix them',
    '',
    'The lint (`npm run lint:content`), the build and the dev preview report problems in `pages/` as',
    '`file:line:col  error|warning  where: message`, with the lines around it and a hint. Each kind of problem has a',
    'permanent code (shown in CI annotations and `--format json`). **Errors** stop the build; **warnings** are printed',
    'and only fail `npm test` and CI (which run the lint with `--strict`).',
    '',
    '| code | severity | problem |',
    '| --- | --- | --- |',
    ...Object.entries(catalogue).map(([code, e]) => `| [\`${code}\`](#${code}) | ${e.severity} | ${e.title} |`),
    '',
  ]
  for (const [code, e] of Object.entries(catalogue)) {
    out.push(
      `## ${code}`,
      '',
      `**${e.title}** (${e.severity}). ${e.explanation}`,
      '',
      'For example:',
      '',
      '```yaml',
      e.example,
      '```',
      '',
    )
  }
  return out.join('\n')
}

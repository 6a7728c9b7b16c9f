/**
 * Content lint: validates every file under pages/ and prints each problem as file:line:col with a code frame.
 * Usage: npm run lint:content [-- --format pretty|github|json] [--strict] [--root DIR | DIR]
 * Errors fail it; warnings print and fail only with --strict. npm test (and so CI) runs it without --strict: a
 * warning, such as a stale translation, fails neither. DIR is a copy of the project, the folder of its package.json
 * and pages/.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { lintContent, type ReportFormat } from '../src/content/lint-content.ts'
import { loadProject } from '../src/site/load-project.ts'

const USAGE = 'usage: npm run lint:content -- [--format pretty|github|json] [--strict] [--root DIR | DIR]'
let parsed
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'pretty' },
      strict: { type: 'boolean', default: false },
      root: { type: 'string' },
    },
  })
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`)
  process.exit(2)
}
const { values, positionals } = parsed
if (positionals.length > 1 || (positionals.length === 1 && values.root)) {
  console.error(`give one folder to check\n${USAGE}`)
  process.exit(2)
}
const root = values.root ?? positionals[0] ?? process.cwd()
const format = values.format as ReportFormat
if (!['pretty', 'github', 'json'].includes(format)) {
  console.error(`unknown --format "${format}": use pretty, github or json`)
  process.exit(2)
}
const { model } = await loadProject(resolve(root))
const { output, failed } = lintContent(resolve(root), model, format, { strict: values.strict })
console.log(output)
process.exit(failed ? 1 : 0)

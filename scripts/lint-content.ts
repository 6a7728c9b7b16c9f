/**
 * Content lint: validates every file under pages/ and prints each problem as file:line:col with a code frame.
 * Usage: npm run lint:content [-- --format github] [--root DIR]
 */
import { resolve } from 'node:path'
import { lintContent } from '../src/content/lint-content.ts'

const args = process.argv.slice(2)
const format = args.includes('--format') ? args[args.indexOf('--format') + 1] : 'pretty'
const root = resolve(args.includes('--root') ? args[args.indexOf('--root') + 1]! : process.cwd())
if (format !== 'pretty' && format !== 'github') {
  console.error(`unknown --format "${format}": use pretty or github`)
  process.exit(2)
}
const { output, errors } = lintContent(root, format)
console.log(output)
process.exit(errors ? 1 : 0)

/**
 * npm run new: writes a new content file that passes the lint, and never overwrites one.
 *   npm run new -- article "Cloud Cost Control"
 *   npm run new -- job "Site Reliability Engineer"
 *   npm run new -- page services/sap-successfactors [--from services/sap-basis]
 */
import { parseArgs } from 'node:util'
import { scaffold } from '../src/site/scaffold.ts'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { from: { type: 'string' } } })
const [kind, name] = positionals
if (!kind || !name) {
  console.error('usage: npm run new -- article "Title" | job "Title" | page path/of/page [--from path/of/other-page]')
  process.exit(2)
}
const result = scaffold(process.cwd(), kind, name, values.from ? { from: values.from } : {})
if (!result.ok) {
  console.error(result.message)
  process.exit(1)
}
console.log(`wrote ${result.file}${result.route ? ` → ${result.route}` : ''}`)
console.log('edit it, then check it with npm run lint:content (or see it in npm run dev)')

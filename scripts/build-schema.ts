/**
 * npm run schema: writes what is generated from the sources — schema/*.json (from the TypeBox sources),
 * .vscode/settings.json and pages/ERRORS.md (from the diagnostic catalogue). `--check` fails when any is stale.
 */
import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { generatedFiles } from '../src/site/generated-files.ts'

const check = process.argv.includes('--check')
const stale: string[] = []
for (const [path, text] of generatedFiles()) {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined
  if (current === text) continue
  stale.push(path)
  if (!check) {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
  }
}
if (check && stale.length) {
  console.error(`generated files are out of date (${stale.join(', ')}): run npm run schema`)
  process.exit(1)
}
console.log(check ? 'generated files are current' : `wrote ${stale.length} generated file(s)`)

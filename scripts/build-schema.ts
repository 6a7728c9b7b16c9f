/** npm run schema: writes schema/*.json from the TypeBox sources. `--check` fails when schema/ is stale. */
import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { emitSchemas } from '../src/content/schema/emit-schemas.ts'

const check = process.argv.includes('--check')
const stale: string[] = []
for (const [path, text] of emitSchemas()) {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined
  if (current === text) continue
  stale.push(path)
  if (!check) {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
  }
}
if (check && stale.length) {
  console.error(`schema/ is out of date (${stale.join(', ')}): run npm run schema`)
  process.exit(1)
}
console.log(check ? 'schema/ is current' : `wrote ${stale.length} schema file(s)`)

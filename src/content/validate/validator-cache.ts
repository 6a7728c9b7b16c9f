import type Ajv from 'ajv'
import type { ValidateFunction } from 'ajv'
import standaloneModule from 'ajv/dist/standalone/index.js'
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { threadId } from 'node:worker_threads'
import { markCall, MARK_CALL, validatorMaker } from './schema-marks.ts'

const standaloneCode = ((standaloneModule as unknown as { default?: typeof standaloneModule }).default ??
  standaloneModule) as unknown as (ajv: Ajv, validate: ValidateFunction) => string
const requireHere = createRequire(import.meta.url)
const AJV_VERSION = (requireHere('ajv/package.json') as { version: string }).version
/** Validators kept at most: each change of a schema makes new ones. */
const KEPT = 100
const maker = validatorMaker()

/**
 * Validators kept between processes, in `.cache/validators/` of the working folder (the project's, for every npm
 * script): Ajv compiles the site's schemas in every process that validates content (each content reader of a build,
 * the dev server, the lint, the studio), and its standalone code of them loads several times sooner (the build after
 * one article edited at +10,000 articles: 6.13 s → 5.48 s, median of five, 11% less). Each is named by a hash of its
 * schema, Ajv's version and the code that makes validators (schema-marks.ts), so a change to any of them makes a new
 * one. A file that cannot be read or run is compiled again; a folder that cannot be written only costs the compiling.
 */
export function cachedValidator(
  ajv: Ajv,
  schema: object,
  dir = join(process.cwd(), '.cache', 'validators'),
): ValidateFunction {
  const key = createHash('sha256')
    .update(`${AJV_VERSION}\0${maker}\0${JSON.stringify(schema)}`)
    .digest('hex')
    .slice(0, 32)
  const file = join(dir, `${key}.cjs`)
  try {
    return load(readFileSync(file, 'utf8'))
  } catch {
    // Not kept yet, or not readable: compiled.
  }
  const validate = ajv.compile(schema)
  try {
    mkdirSync(dir, { recursive: true })
    // Written whole under another name first: a process reading it meanwhile finds the old file or none.
    const temp = `${file}.${process.pid}-${threadId}.tmp`
    writeFileSync(temp, standaloneCode(ajv, validate))
    renameSync(temp, file)
    prune(dir)
  } catch {
    // A folder that cannot be written: the next process compiles too.
  }
  return validate
}

/** The validator of a standalone module's code; what it requires is Ajv's runtime, or markCall. */
function load(code: string): ValidateFunction {
  const module = { exports: {} as unknown }
  const require = (id: string) => (id === MARK_CALL ? markCall : requireHere(id))
  new Function('require', 'module', 'exports', code)(require, module, module.exports)
  const validate = module.exports as ValidateFunction
  if (typeof validate !== 'function') throw new Error('not a validator')
  return validate
}

/** Removes the oldest validators beyond KEPT. */
function prune(dir: string): void {
  const files = readdirSync(dir).filter((name) => name.endsWith('.cjs'))
  if (files.length <= KEPT) return
  const byAge = files.map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs })).sort((a, b) => a.at - b.at)
  for (const { name } of byAge.slice(0, files.length - KEPT)) rmSync(join(dir, name), { force: true })
}

import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * The module that defines the project's collections and own section types: the path package.json's
 * `siteDefinitions` gives, from the project root. Undefined when it names none.
 */
export function projectFile(root: string): string | undefined {
  let json: { siteDefinitions?: unknown }
  try {
    json = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as typeof json
  } catch {
    return undefined
  }
  const path = json.siteDefinitions
  if (path === undefined) return undefined
  if (typeof path !== 'string' || !path)
    throw new Error("package.json's siteDefinitions must be the path of a module, e.g. src/firm/collections.ts")
  return resolve(root, path)
}

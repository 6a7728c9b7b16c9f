import { readFileSync } from 'node:fs'
import { dirname, relative, resolve, sep } from 'node:path'

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

/**
 * The folder of the project's definitions module, for a hash of the code that reads the content or makes the
 * bundles: none when it is under one of the `hashed` entries already (our site's, under src/).
 */
export function definitionsOutside(root: string, hashed: string[]): string[] {
  const file = projectFile(root)
  const folder = file && relative(root, dirname(file)).split(sep).join('/')
  return folder && !hashed.some((entry) => folder === entry || folder.startsWith(`${entry}/`)) ? [folder] : []
}

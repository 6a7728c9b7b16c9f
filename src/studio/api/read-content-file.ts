import { existsSync, readFileSync } from 'node:fs'
import { safePagesPath } from '../safe-path.ts'
import { Refusal } from './refusal.ts'
import { refuseLongName } from './refuse-long-name.ts'

/** The path and text of a content file of pages/; refused (403) for a name the studio does not edit, 404 when gone. */
export function readContentFile(root: string, file: string): { path: string; text: string } {
  refuseLongName(file)
  const path = safePagesPath(root, file)
  if (!path) throw new Refusal(403, `The studio edits only .yaml files inside pages/; "${file}" is not one.`)
  if (!existsSync(path))
    throw new Refusal(
      404,
      'This page or entry is no longer there: deleted or renamed by a colleague, or in another window. Anything you typed stays in the form until you leave it: copy what you need first.',
    )
  return { path, text: readFileSync(path, 'utf8') }
}

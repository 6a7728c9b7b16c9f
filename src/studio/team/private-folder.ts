import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Makes sure `dir` exists. A folder made here is readable by this account only (0700) and holds a `.gitignore`
 * of `*`, so password hashes and the audit log never reach the repository, whatever the site's own .gitignore says.
 * An existing folder is left as it is: it may be someone's own.
 */
export function privateFolder(dir: string): void {
  if (existsSync(dir)) return
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  writeFileSync(
    join(dir, '.gitignore'),
    '# Written by the studio: accounts and the audit log stay on this machine.\n*\n',
  )
}

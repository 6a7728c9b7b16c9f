import { copyFileSync, cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A project folder `dir` that builds a copy of root's pages/ with root's code: pages/ copied, the sources, scripts
 * and node_modules linked, the config files copied. Its dist/ and .cache/ are its own.
 */
export function scratchProject(root: string, dir: string): string {
  mkdirSync(dir, { recursive: true })
  cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true })
  for (const f of ['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'])
    copyFileSync(join(root, f), join(dir, f))
  for (const d of ['src', 'public', 'node_modules', 'scripts'])
    if (existsSync(join(root, d))) symlinkSync(join(root, d), join(dir, d), 'dir')
  return dir
}

import { copyFileSync, cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A project folder `dir` that builds a copy of root's pages/ with root's code: pages/ copied, the sources, scripts
 * and node_modules linked, the config files copied. Its dist/ and .cache/ are its own, but for the encoded images.
 */
export function scratchProject(root: string, dir: string): string {
  mkdirSync(dir, { recursive: true })
  cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true })
  for (const f of ['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'])
    copyFileSync(join(root, f), join(dir, f))
  for (const d of ['src', 'public', 'node_modules', 'scripts'])
    if (existsSync(join(root, d))) symlinkSync(join(root, d), join(dir, d), 'dir')
  shareMediaCache(root, dir)
  return dir
}

/**
 * Lets a copy of the project use root's encoded images (.cache/media, keyed by each image's bytes and the encoding
 * settings, written by rename), so its build encodes only images root has never built: half of a small build's CPU.
 */
export function shareMediaCache(root: string, dir: string): void {
  mkdirSync(join(root, '.cache/media'), { recursive: true })
  mkdirSync(join(dir, '.cache'), { recursive: true })
  if (!existsSync(join(dir, '.cache/media'))) symlinkSync(join(root, '.cache/media'), join(dir, '.cache/media'), 'dir')
}

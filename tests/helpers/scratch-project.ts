import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A project folder `dir` that builds a copy of root's pages/ with root's code: pages/ copied, the sources, scripts
 * and node_modules linked, the config files copied. Its dist/ and .cache/ are its own, but for the encoded images,
 * and it starts with a copy of root's cached bundles (used only where its bundle key is theirs) unless `cachedBundles`
 * is false (the bench, which times builds from nothing).
 */
export function scratchProject(root: string, dir: string, { cachedBundles = true } = {}): string {
  mkdirSync(dir, { recursive: true })
  cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true })
  for (const f of ['index.html', 'vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'])
    copyFileSync(join(root, f), join(dir, f))
  for (const d of ['src', 'public', 'node_modules', 'scripts'])
    if (existsSync(join(root, d))) symlinkSync(join(root, d), join(dir, d), 'dir')
  shareMediaCache(root, dir)
  if (cachedBundles) copyBundleCache(root, dir)
  return dir
}

/**
 * Gives a copy of the project root's cached bundles (.cache/bundles: the last build's, a few hundred kilobytes): its
 * code hash is root's, so its first build bundles only when its pages change what the bundles take from the content
 * (the bundle key). npm test builds root before the suites, so a scratch copy of the real pages builds without
 * bundling (1.8 s of CPU less a build). A copy torn by a build of root swapping its bundles meanwhile is dropped.
 */
function copyBundleCache(root: string, dir: string): void {
  const from = join(root, '.cache/bundles')
  const to = join(dir, '.cache/bundles')
  const work = `${to}.copy`
  try {
    const key = readFileSync(join(from, 'key'), 'utf8')
    cpSync(from, work, { recursive: true })
    if (readFileSync(join(from, 'key'), 'utf8') !== key || readFileSync(join(work, 'key'), 'utf8') !== key)
      throw new Error('swapped meanwhile')
    renameSync(work, to)
  } catch {
    rmSync(work, { recursive: true, force: true })
  }
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

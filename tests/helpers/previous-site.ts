import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** A small stand-in for the site a previous build left in `dist`, with or without its `_headers`. */
export function previousSite(dist: string, { headers = true } = {}): void {
  const files: Record<string, string> = {
    'index.html': '<!doctype html><h1>The previous build</h1>',
    'about/index.html': '<!doctype html><h1>About, previously</h1>',
    'assets/app-0a1b2c.js': 'console.log("previous")\n',
    'previous-build.txt': 'only the previous build has this file\n',
    ...(headers ? { _headers: '/*\n  X-Previous: yes\n' } : {}),
  }
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true })
    writeFileSync(join(dist, name), text)
  }
}

/** Every file under `dir` with its bytes and modification time. */
export function snapshot(dir: string): Record<string, { bytes: string; mtimeMs: number }> {
  const out: Record<string, { bytes: string; mtimeMs: number }> = {}
  for (const name of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const path = join(dir, name)
    const info = statSync(path)
    if (info.isFile()) out[name] = { bytes: readFileSync(path).toString('base64'), mtimeMs: info.mtimeMs }
  }
  return out
}

/** Work folders a build left in the project's .cache/ (a build cleans up after itself, failed or not). */
export function buildLeftovers(project: string): string[] {
  const cache = join(project, '.cache')
  return existsSync(cache) ? readdirSync(cache).filter((n) => /^(?:build|old)-/.test(n)) : []
}

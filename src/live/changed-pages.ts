import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The pages of a build's manifest (`.cache/pages/manifest.json`: page path → the hash of its inputs first). */
export function pageHashes(dir: string): Map<string, string> {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, '.cache/pages/manifest.json'), 'utf8')) as {
      pages?: Record<string, [string, ...unknown[]]>
    }
    return new Map(Object.entries(manifest.pages ?? {}).map(([path, [hash]]) => [path, hash]))
  } catch {
    return new Map()
  }
}

/** The public addresses of the pages added or changed between two manifests, in path order. */
export function changedPages(before: Map<string, string>, after: Map<string, string>, publicUrl: string): string[] {
  return [...after]
    .filter(([path, hash]) => path.startsWith('/') && before.get(path) !== hash)
    .map(([path]) => `${publicUrl}${path}`)
    .sort()
}

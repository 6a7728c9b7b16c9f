/**
 * A route's initial JavaScript: the chunks its first render and hydration need, from Vite's build manifest —
 * the entry with its static imports and the component of each of its sections (src/sections/registry.ts), each
 * with its static imports. (The page's data travels in its HTML as a JSON block, not as JavaScript.) Chunks a page fetches on its own after hydration
 * (an animation library loaded after first paint, say) are not initial; the bench lists them separately.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { registry } from '../../src/sections/registry.ts'

export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** dist/.vite/manifest.json (vite.config.ts: build.manifest), or undefined when the build did not write it. */
export function readManifest(dir: string): Manifest | undefined {
  const file = join(dir, '.vite/manifest.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined
}

/** Section type → its component module, as "sections/hero/Hero.tsx", read from the registry's loaders. */
const sectionModules: Map<string, string> = new Map(
  Object.entries(registry).map(([type, load]) => {
    const spec = /import\(\s*["'`]\.\/([^"'`]+)["'`]\s*\)/.exec(String(load))?.[1]
    if (!spec) throw new Error(`src/sections/registry.ts: no import() in the loader of "${type}"`)
    return [type, `sections/${spec}`]
  }),
)

/** Served paths (/assets/x.js) of the chunks a route needs before it is hydrated. */
export function initialChunks(manifest: Manifest, route: string, sectionTypes: string[]): string[] {
  const keys = Object.keys(manifest)
  const find = (what: string, match: (key: string) => boolean): string => {
    const key = keys.find(match)
    if (!key) throw new Error(`build manifest: no chunk for ${what}`)
    return key
  }
  const roots = [
    find('the entry', (k) => manifest[k]!.isEntry === true),
    ...[...new Set(sectionTypes)].map((type) => {
      const mod = sectionModules.get(type)
      if (!mod) throw new Error(`section type "${type}" is not in src/sections/registry.ts`)
      return find(`section ${type} (${mod})`, (k) => k.endsWith(`src/${mod}`))
    }),
  ]
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const dep of manifest[key]?.imports ?? []) visit(dep)
  }
  roots.forEach(visit)
  return [...seen].map((k) => `/${manifest[k]!.file}`)
}

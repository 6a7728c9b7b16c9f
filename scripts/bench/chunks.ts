/**
 * A route's initial JavaScript: the chunks its first render and hydration need, from Vite's build manifest —
 * the entry with its static imports and the component of each of its sections (src/sections/registry.ts), each
 * with its static imports. (The page's data travels in its HTML as a JSON block, not as JavaScript.) Chunks a page fetches on its own after hydration
 * (an animation library loaded after first paint, say) are not initial; the bench lists them separately.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ResolvedSection } from '../../src/content/resolved.ts'
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

/**
 * Served paths (/assets/x.js) of the chunks a route needs before it is hydrated. Each section's component is the
 * one the registry loads for that section (a variant may load its own); its chunk is found in the manifest by the
 * component's file, which is named after the component.
 */
export async function initialChunks(manifest: Manifest, route: string, sections: ResolvedSection[]): Promise<string[]> {
  const keys = Object.keys(manifest)
  const find = (what: string, match: (key: string) => boolean): string => {
    const key = keys.find(match)
    if (!key) throw new Error(`build manifest: no chunk for ${what}`)
    return key
  }
  const roots = [
    find('the entry', (k) => manifest[k]!.isEntry === true),
    ...(await Promise.all(
      sections.map(async (section) => {
        const load = registry[section.type] as (s: ResolvedSection) => Promise<{ name: string }>
        const { name } = await load(section)
        return find(
          `section ${section.type} (${name})`,
          (k) => k.startsWith('src/sections/') && k.endsWith(`/${name}.tsx`),
        )
      }),
    )),
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

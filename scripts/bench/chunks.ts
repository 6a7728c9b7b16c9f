/**
 * A route's initial JavaScript, from Vite's build manifest (vite.config.ts: build.manifest): the entry and the chunk
 * of each of its sections' components (src/sections/registry.ts), each with its static imports. The page's data
 * travels in its HTML, not as JavaScript. Chunks a page fetches on its own after hydration are not initial.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUNDLE_MANIFEST } from '../../src/build/build-site.ts'
import type { ResolvedSection } from '../../src/sections/definitions.ts'
import { components } from '../../src/sections/components.ts'

export interface ManifestChunk {
  file: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** The last build's bundle manifest (.cache/bundle-manifest.json of `project`), or undefined when there is none. */
export function readManifest(project: string): Manifest | undefined {
  const file = join(project, '.cache', BUNDLE_MANIFEST)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined
}

/**
 * Served paths (/assets/x.js) of the chunks a route needs before it is hydrated. A section's chunk is the lazily
 * loaded chunk named after the component the registry loads for it (a variant may load its own).
 */
export async function initialChunks(manifest: Manifest, sections: ResolvedSection[]): Promise<string[]> {
  const chunks = Object.entries(manifest)
  const find = (what: string, match: (chunk: ManifestChunk) => boolean): string => {
    const found = chunks.find(([, chunk]) => match(chunk))
    if (!found) throw new Error(`build manifest: no chunk for ${what}`)
    return found[0]
  }
  const roots = [find('the entry', (c) => c.isEntry === true)]
  for (const section of sections) {
    const { name } = await (components[section.type] as (s: ResolvedSection) => Promise<{ name: string }>)(section)
    roots.push(find(`section ${section.type} (${name})`, (c) => c.isDynamicEntry === true && c.name === name))
  }
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    manifest[key]?.imports?.forEach(visit)
  }
  roots.forEach(visit)
  return [...seen].map((k) => `/${manifest[k]!.file}`)
}

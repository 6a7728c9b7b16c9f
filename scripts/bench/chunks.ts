/**
 * A route's initial JavaScript, from Vite's build manifest (vite.config.ts: build.manifest): the entry and the chunk
 * of each of its sections' components (src/sections/registry.ts), each with its static imports. The page's data
 * travels in its HTML, not as JavaScript. Chunks a page fetches on its own after hydration are not initial.
 *
 * A section's component is named from its definition, as src/sections/components.ts loads it: importing the
 * components themselves would run browser code (import.meta.env) outside Vite.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUNDLE_MANIFEST } from '../../src/build/build-site.ts'
import { definitionOf, type ResolvedSection } from '../../src/sections/definitions.ts'
import { chunkGroupOf } from '../../src/site/chunk-groups.ts'
import { pascal } from '../../src/site/section-components.ts'

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

/** The component src/sections/components.ts loads for `section` (a type with several views picks one by a property). */
export function componentName(section: ResolvedSection): string {
  const view = definitionOf(section).view
  if (view === undefined || typeof view === 'string') return view ?? pascal(section.type)
  return view.views[String((section as Record<string, unknown>)[view.prop])] ?? view.otherwise
}

/**
 * Served paths (/assets/x.js) of the chunks a route needs before it is hydrated. A section's chunk is the one of the
 * component the registry loads for it (a variant may load its own): a chunk of its own, or a group's
 * (src/site/chunk-groups.ts).
 */
export function initialChunks(manifest: Manifest, sections: ResolvedSection[]): string[] {
  const chunks = Object.entries(manifest)
  const find = (what: string, match: (key: string, chunk: ManifestChunk) => boolean): string => {
    const found = chunks.find(([key, chunk]) => match(key, chunk))
    if (!found) throw new Error(`build manifest: no chunk for ${what}`)
    return found[0]
  }
  const roots = [find('the entry', (_, c) => c.isEntry === true)]
  for (const section of sections) {
    const path = `src/sections/${section.type}/${componentName(section)}.tsx`
    const group = chunkGroupOf(path)
    // A scratch copy's src/ is a link to the project's: its manifest names modules by the real path, relative to the copy.
    const named = (key: string) => key === path || key.endsWith(`/${path}`)
    roots.push(find(path, (key, c) => (group ? c.name === group && !c.isEntry : named(key))))
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

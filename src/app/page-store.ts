import type { ComponentType } from 'react'
import { components, viewProps } from '../sections/components.ts'
import type { ResolvedSection } from '../sections/definitions.ts'
import type { PageData } from '../sections/page-data.ts'

/** A promise React's `use()` can read synchronously once settled (React reads these fields). */
type Tracked<T> = Promise<T>

function track<T>(promise: Promise<T>): Tracked<T> {
  const t = promise
  Object.assign(t, { status: 'pending' })
  t.then(
    (value) => Object.assign(t, { status: 'fulfilled', value }),
    (reason) => Object.assign(t, { status: 'rejected', reason }),
  )
  return t
}

const pages = new Map<string, Tracked<PageData>>()
const loaded = new Map<string, Tracked<ComponentType<never>>>()

/** Page data by key (a route, "missing:/pattern" or "404"), loaded once. */
export function pagePromise(key: string, load: () => Promise<PageData>): Tracked<PageData> {
  let p = pages.get(key)
  if (!p) pages.set(key, (p = track(load())))
  return p
}

let version = 0
const listeners = new Set<() => void>()

/** Re-renders pages when their data is replaced (the dev server's content updates). */
export function subscribePages(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
export const pagesVersion = () => version

/**
 * Dev server: loads the new data of `keys` (and their components) first, then swaps it in, so the open page
 * changes in place with no spinner and no reload.
 */
export async function refreshPages(keys: string[], load: (key: string) => Promise<PageData>): Promise<void> {
  const fresh = await Promise.all(keys.filter((k) => pages.has(k)).map(async (k) => [k, await load(k)] as const))
  await Promise.all(fresh.map(([, data]) => preloadSections(data.sections)))
  for (const [key, data] of fresh) primePage(key, data)
  version++
  listeners.forEach((l) => l())
}

/** Seeds the store with data that is already at hand (server rendering, tests). */
export function primePage(key: string, data: PageData): void {
  const p = Promise.resolve(data) as Tracked<PageData>
  Object.assign(p, { status: 'fulfilled', value: data })
  pages.set(key, p)
}

/** Drops every page's data (the pre-renderer, once a page is rendered). */
export function forgetPages(): void {
  pages.clear()
}

/** The component a section needs, as a cache key: its type, and the property that picks its view if it has several. */
function componentKey(section: ResolvedSection): string {
  const prop = viewProps[section.type]
  return prop ? `${section.type}:${String((section as Record<string, unknown>)[prop])}` : section.type
}

/** The component of a section, loaded once per component (see componentKey). */
export function componentPromise(section: ResolvedSection): Tracked<ComponentType<never>> {
  const key = componentKey(section)
  let p = loaded.get(key)
  // The map guarantees that the loader of section.type takes exactly this section.
  const load = components[section.type] as (s: ResolvedSection) => Promise<ComponentType<never>>
  if (!p) loaded.set(key, (p = track(load(section))))
  return p
}

/** Loads every component a page needs, so rendering (and hydration) does not suspend. */
export async function preloadSections(sections: ResolvedSection[]): Promise<void> {
  await Promise.all(sections.map((s) => componentPromise(s)))
}

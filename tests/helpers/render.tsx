import { loadSiteDir } from '../../src/site/load-site.ts'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { App, pageKeyFor, type Manifest } from '../../src/app/App.tsx'
import { preloadSections, primePage } from '../../src/app/page-store.ts'
import { SiteProvider } from '../../src/ui/site-context.tsx'
import { buildPages } from '../../src/site/build-pages.ts'
import type { BuiltSite } from '../../src/site/built-site.ts'
import { pagesByKey, routeIndex } from '../../src/site/built-site.ts'
import type { ResolvedSection } from '../../src/sections/definitions.ts'
import type { SiteData } from '../../src/content/site-data.ts'

let cached: BuiltSite | undefined

/** The real site, built from pages/ exactly as the Vite plugin builds it. */
export function testBuilt(): BuiltSite {
  if (cached) return cached
  const result = loadSiteDir(process.cwd())
  if (!result.content || result.diagnostics.length)
    throw new Error(
      `pages/ has content errors:\n${result.diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.message}`).join('\n')}`,
    )
  return (cached = buildPages(result.content))
}

export function testSite(): SiteData {
  return testBuilt().site
}

/** The app's manifest for the real content: every path known at once, page data from memory. */
export function testManifest(): Manifest {
  return manifestOf(testBuilt())
}

/** A manifest for any built site: its route index, and page data served from memory. */
export function manifestOf(built: BuiltSite): Manifest {
  const pages = pagesByKey(built)
  const index = routeIndex(built)
  return { keyFor: (path) => pageKeyFor(index, path), load: async (key) => pages.get(key)! }
}

/** Renders the whole app (shell included) at `path`, with the page's data and components loaded first. */
export async function renderRoute(path: string): Promise<RenderResult> {
  // Every page's data and components, so the first render and any navigation inside a test (a link, a redirect)
  // never wait on a load: the test sees what a visitor sees once the page has arrived.
  for (const [key, data] of pagesByKey(testBuilt())) primePage(key, data)
  await Promise.all([...testBuilt().pages.values()].map((p) => preloadSections(p.sections)))
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App site={testSite()} manifest={testManifest()} />
    </MemoryRouter>,
  )
}

/** Renders one element inside the providers a section needs, at `path`. */
export function renderWithSite(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult {
  return render(
    <HelmetProvider>
      <SiteProvider value={testSite()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </SiteProvider>
    </HelmetProvider>,
  )
}

/** Renders one resolved section through the registry's component, with the site providers. */
export async function renderSection(section: ResolvedSection, options: { path?: string } = {}): Promise<RenderResult> {
  const { SectionList } = await import('../../src/app/SectionList.tsx')
  await preloadSections([section])
  return renderWithSite(<SectionList sections={[section]} />, options)
}

/** The resolved sections of a real page. */
export function sectionsOf(path: string): ResolvedSection[] {
  const page = testBuilt().pages.get(path)
  if (!page) throw new Error(`no page at ${path}`)
  return page.sections
}

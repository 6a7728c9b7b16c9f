import { render, screen, within } from '@testing-library/react'
import { HelmetProvider } from 'react-helmet-async'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { preloadSections } from '../../src/app/page-store.ts'
import { SiteProvider } from '../../src/ui/site-context.tsx'
import { SECTION_TYPES } from '../../src/sections/definitions.ts'
import { Gallery } from '../../src/gallery/Gallery.tsx'
import { galleryData, type GalleryData } from '../../src/gallery/gallery-data.ts'
import { galleryExamples } from '../../src/gallery/gallery-examples.ts'
import { ICON_PATHS } from '../../src/ui/icon-paths.ts'
import { testSite } from '../helpers/render.tsx'

const full = galleryData(process.cwd(), [
  ...galleryExamples(),
  { type: 'cta', label: 'misspelt', section: { type: 'cta', heading: 'Hi', tone: 'brand', colour: 'red' } as never },
])
// Every type, example and icon, but only the hero's schema example rendered: jsdom is slow at all of them (the
// browser test renders every one).
const data = {
  ...full,
  types: full.types.map((t) => ({
    ...t,
    items: t.items.map(({ section, ...item }, i) => (t.type === 'hero' && i === 0 ? { ...item, section } : item)),
  })),
} as GalleryData

beforeAll(async () => {
  await preloadSections([data.types[0]!.items[0]!.section!])
}, 60_000)

function renderGallery() {
  return render(
    <MemoryRouter initialEntries={['/_gallery']}>
      <HelmetProvider>
        <SiteProvider value={testSite()}>
          <Gallery data={data} />
        </SiteProvider>
      </HelmetProvider>
    </MemoryRouter>,
  )
}

describe('<Gallery>', () => {
  it('lists every section type in a table of contents and under its own heading, and every icon by name', async () => {
    renderGallery()
    expect(screen.getByRole('heading', { level: 1, name: 'Section gallery' })).toBeTruthy()
    const toc = screen.getByRole('navigation', { name: 'Section types' })
    for (const type of SECTION_TYPES) {
      expect(within(toc).getByRole('link', { name: type }).getAttribute('href')).toBe(`#gallery-${type}`)
      const heading = screen.getByRole('heading', { level: 2, name: type })
      expect(heading.closest('section')!.id).toBe(`gallery-${type}`)
    }
    const icons = screen.getByRole('heading', { level: 2, name: 'Icons' }).closest('section')!
    expect(
      within(icons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(Object.keys(ICON_PATHS))
    // The examples render through the section components, as on a page.
    expect(screen.getByRole('heading', { level: 1, name: 'SAP BASIS Services' })).toBeTruthy()
    expect(document.querySelectorAll('.gallery-item__loading').length).toBe(0)
    expect(screen.getByRole('region', { name: 'hero' })).toBeTruthy()
  })

  it('shows the YAML beside each example, and a failing example’s problem in place of its section', async () => {
    renderGallery()
    const example = screen.getByRole('article', { name: 'cta: misspelt' })
    expect(within(example).getByRole('note').textContent).toContain('line 5:5 sections[0]: unknown property "colour"')
    expect(within(example).getByLabelText('The lines around line 5').textContent).toContain('  > 5 |     colour: red')
    expect(within(example).getByLabelText('YAML of cta: misspelt').textContent).toBe(
      'sections:\n  - type: cta\n    heading: Hi\n    tone: brand\n    colour: red',
    )
    expect(within(example).queryByRole('heading', { name: 'Hi' })).toBeNull()
  })
})

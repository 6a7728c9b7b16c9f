import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SectionProps } from '../../src/sections/definitions.ts'
import type { ImageRenditions } from '../../src/media/image-renditions.ts'
import { planImage } from '../../src/media/plan-image.ts'
import { scanMedia } from '../../src/media/scan-media.ts'
import { Hero } from '../../src/sections/hero/Hero.tsx'
import { ResponsiveImage } from '../../src/ui/ResponsiveImage.tsx'
import { tempProject } from './temp-project.ts'

const project = tempProject()
let photo: ImageRenditions
let logo: ImageRenditions

beforeAll(async () => {
  const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#2f6db5' } })
    .png()
    .toBuffer()
  project.add('pages/_media/team/austin-office.png', png)
  project.add('pages/_media/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64"/>')
  const index = scanMedia(project.root)
  photo = planImage('/media/team/austin-office.png', index)!
  logo = planImage('/media/logo.svg', index)!
})
afterAll(() => project.remove())

const candidates = (srcset: string | null) => srcset?.split(', ').map((c) => c.split(' ')[1]) ?? []

describe('ResponsiveImage', () => {
  it('renders a local image with renditions as <picture>: AVIF, then WebP, then the original format', () => {
    const { container } = render(
      <ResponsiveImage
        image={{ src: '/media/team/austin-office.png', alt: 'Our Austin office', renditions: photo }}
        width={960}
        height={720}
        sizes="(min-width: 900px) 45vw, 100vw"
      />,
    )
    const picture = container.querySelector('picture')!
    const sources = [...picture.querySelectorAll('source')]
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    for (const source of sources) {
      expect(candidates(source.getAttribute('srcset'))).toEqual(['640w', '768w', '1024w', '1280w', '1920w'])
      expect(source.getAttribute('sizes')).toBe('(min-width: 900px) 45vw, 100vw')
    }
    expect(sources[0]!.getAttribute('srcset')).toMatch(/^\/media\/team\/austin-office\.[0-9a-f]{8}\.640\.avif 640w/)
    const img = screen.getByRole('img', { name: 'Our Austin office' })
    expect(img.parentElement).toBe(picture)
    expect(img.getAttribute('src')).toMatch(/^\/media\/team\/austin-office\.[0-9a-f]{8}\.1280\.png$/)
    expect(candidates(img.getAttribute('srcset'))).toEqual(['640w', '768w', '1024w', '1280w', '1920w'])
    // The source's own size, not the section's box: the browser reserves the right space before the file arrives.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['2400', '1600'])
    expect([img.getAttribute('loading'), img.getAttribute('decoding'), img.getAttribute('fetchpriority')]).toEqual([
      'lazy',
      'async',
      null,
    ])
  })

  it('loads a priority image eagerly with high fetch priority', () => {
    render(
      <ResponsiveImage
        image={{ src: '/media/x.png', alt: 'Hero', renditions: photo }}
        width={1920}
        height={1080}
        priority
      />,
    )
    const img = screen.getByRole('img', { name: 'Hero' })
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['eager', 'high'])
  })

  it('shows an SVG as a plain <img> at its own size', () => {
    const { container } = render(
      <ResponsiveImage
        image={{ src: '/media/logo.svg', alt: 'Logo', renditions: logo }}
        width={160}
        height={64}
        sizes="160px"
      />,
    )
    expect(container.querySelector('picture')).toBeNull()
    const img = screen.getByRole('img', { name: 'Logo' })
    expect(img.getAttribute('src')).toMatch(/^\/media\/logo\.[0-9a-f]{8}\.svg$/)
    expect([img.getAttribute('srcset'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      null,
      '160',
      '64',
    ])
  })

  it('keeps stock photos as they were: one <img> with the host’s resized widths', () => {
    const html = renderToString(
      <ResponsiveImage
        image={{ src: 'https://images.unsplash.com/photo-1', alt: 'Stock' }}
        width={640}
        height={400}
        quality={70}
      />,
    )
    expect(html).toBe(
      '<img src="https://images.unsplash.com/photo-1?auto=format&amp;fit=crop&amp;w=640&amp;q=70" srcSet="' +
        [640, 768, 1024, 1280, 1920]
          .map((w) => `https://images.unsplash.com/photo-1?auto=format&amp;fit=crop&amp;w=${w}&amp;q=70 ${w}w`)
          .join(', ') +
        '" sizes="100vw" width="640" height="400" alt="Stock" loading="lazy" decoding="async"/>',
    )
  })

  it('falls back to a plain <img src> for a local image without renditions', () => {
    const html = renderToString(
      <ResponsiveImage image={{ src: '/media/team/austin-office.png', alt: 'Office' }} width={960} height={720} />,
    )
    expect(html).toBe(
      '<img src="/media/team/austin-office.png" width="960" height="720" alt="Office" loading="lazy" decoding="async"/>',
    )
  })

  it('carries renditions through a section: the hero paints a high-priority <picture> in the server HTML', () => {
    const image = { src: '/media/team/austin-office.png', alt: 'Our Austin office', renditions: photo }
    const props: SectionProps<'hero'> = { type: 'hero', heading: 'About Us', image }
    const html = renderToString(
      <MemoryRouter>
        <Hero {...props} />
      </MemoryRouter>,
    )
    expect(html).toMatch(
      /<picture><source type="image\/avif" srcSet="\/media\/team\/austin-office\.[0-9a-f]{8}\.640\.avif 640w/,
    )
    expect(html).toMatch(
      /<img class="hero__image" src="[^"]+\.1280\.png" srcSet="[^"]+" sizes="100vw" width="2400" height="1600" alt="Our Austin office" loading="eager" decoding="sync" fetchPriority="high"\/><\/picture>/,
    )
  })
})

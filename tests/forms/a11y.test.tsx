import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { renderSection } from '../helpers/render.tsx'
import { sectionOf } from './section-of.ts'

const cases = [
  ['home consultation form', '/', () => sectionOf('/', 'contactForm')],
  ['contact page form', '/contact', () => sectionOf('/contact', 'contactForm')],
  ['newsletter', '/insights', () => sectionOf('/insights', 'newsletter')],
  ['job page', '/careers/apply/ux-ui-designer', () => sectionOf('/careers/apply/ux-ui-designer', 'jobDetail')],
] as const

describe('form sections have no axe violations', () => {
  it.each(cases)('%s', async (_name, path, section) => {
    const { container } = await renderSection(section(), { path })
    // jsdom has no layout, so contrast is checked in the browser tests instead.
    const result = await axe.run(container, {
      iframes: false,
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    })
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
})

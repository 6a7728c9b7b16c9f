import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ICONS } from '../../src/content/schema/common.ts'
import { Icon } from '../../src/sections/shared/Icon.tsx'

describe('Icon', () => {
  it('draws every icon name as a decorative 24x24 stroke svg', () => {
    for (const name of ICONS) {
      const html = renderToStaticMarkup(<Icon name={name} />)
      expect(html, name).toMatch(
        /^<svg class="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor"/,
      )
      expect(html, name).toContain('aria-hidden="true"')
      expect(html, name).toContain('focusable="false"')
      expect(html, name).toMatch(/<path d="M[^"]+"><\/path><\/svg>$/)
    }
  })

  it('gives distinct drawings to distinct names', () => {
    const drawings = new Set(ICONS.map((name) => renderToStaticMarkup(<Icon name={name} />)))
    expect(drawings.size).toBe(ICONS.length)
  })
})

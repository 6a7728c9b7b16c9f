import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ICONS } from '../../src/content/schema/common.ts'
import { ICON_PATHS } from '../../src/ui/icon-paths.ts'
import { LineIcon } from '../../src/ui/LineIcon.tsx'

describe('icons', () => {
  it('draws every icon name as a decorative 24x24 stroke svg', () => {
    for (const name of ICONS) {
      const html = renderToStaticMarkup(<LineIcon d={ICON_PATHS[name]} />)
      expect(html, name).toMatch(
        /^<svg class="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor"/,
      )
      expect(html, name).toContain('aria-hidden="true"')
      expect(html, name).toContain('focusable="false"')
      expect(html, name).toMatch(/<path d="M[^"]+"><\/path><\/svg>$/)
    }
  })

  it('gives distinct drawings to distinct names', () => {
    expect(new Set(ICONS.map((name) => ICON_PATHS[name])).size).toBe(ICONS.length)
  })
})

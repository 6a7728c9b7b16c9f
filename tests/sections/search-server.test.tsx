// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildPages } from '../../src/site/build-pages.ts'
import { loadSiteDir } from '../../src/site/load-site.ts'
import { Search } from '../../src/sections/search/Search.tsx'

let built: ReturnType<typeof buildPages>
beforeAll(() => {
  built = buildPages(loadSiteDir(process.cwd()).content!)
}, 60_000)

/** The search section of the real pages/, rendered as the pre-renderer does: no window, no document. */
function serverHtml(url: string) {
  const [path, page] = [...built.pages].find(([, p]) => p.sections.some((s) => s.type === 'search'))!
  const section = page.sections.find((s) => s.type === 'search')!
  if (section.type !== 'search') throw new Error('unreachable')
  const html = renderToString(
    <StaticRouter location={url.replace('/search', path)}>
      <Search {...section} />
    </StaticRouter>,
  )
  return { html, section, path }
}

describe('search section on the server', () => {
  it('renders without a window: a labelled GET form to its own page and the no-JavaScript message', () => {
    expect(typeof window).toBe('undefined')
    const { html, section, path } = serverHtml('/search')
    expect(html).toContain(`action="${path}" method="get"`)
    expect(html).toMatch(/<form role="search"/)
    const inputId = /<input id="([^"]+)"[^>]*name="q"/.exec(html)?.[1]
    expect(html).toContain(`<label for="${inputId}" class="search__label">${section.label}</label>`)
    expect(html).toContain(`<p role="status" class="search__status">${section.noScript}</p>`)
  })

  it('keeps its own text out of the index, and renders no query even when the address holds one', () => {
    // The pre-rendered file is the same for every query; hydration must match it, so the query is read afterwards.
    const { html } = serverHtml('/search?q=cloud')
    expect(html).toContain('data-pagefind-ignore="all"')
    expect(html).toMatch(/name="q" value=""/)
    expect(html).not.toContain('cloud')
  })
})

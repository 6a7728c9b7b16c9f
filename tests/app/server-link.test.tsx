// @vitest-environment node
/**
 * The server renders its links with ServerLink (src/ui/SiteLink.tsx), the browser with the router's Link: the HTML
 * must be the router's, byte for byte, or hydration would find another page. Generated links of every kind (paths,
 * queries, fragments, relative and odd addresses, attributes, targets) render the same with both; so do the header's
 * navigation links (ServerNavLink against the router's NavLink), at locations on, below, beside and above them.
 */
import fc from 'fast-check'
import { renderToString } from 'react-dom/server'
import { Link, NavLink, StaticRouter, type LinkProps, type NavLinkProps } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { ServerLink, ServerNavLink } from '../../src/ui/SiteLink.tsx'
import { TEST_SEED } from '../helpers/test-seed.ts'

const render = (element: React.ReactNode, location: string) =>
  renderToString(<StaticRouter location={location}>{element}</StaticRouter>)

const segment = fc.stringMatching(/^[a-zA-Z0-9._~%é "{^-]{0,8}$/)
const address = fc.oneof(
  fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
  fc
    .tuple(
      fc.array(segment, { maxLength: 3 }),
      fc.option(fc.stringMatching(/^[a-z=&]{0,6}$/)),
      fc.option(fc.stringMatching(/^[a-z-]{0,6}$/)),
    )
    .map(
      ([parts, query, hash]) =>
        `/${parts.join('/')}${query === null ? '' : `?${query}`}${hash === null ? '' : `#${hash}`}`,
    ),
  fc.constantFrom(
    '',
    '.',
    '..',
    'page/2',
    '?page=2',
    '#top',
    '//cdn.example.com/x',
    '/\\evil',
    'https://example.com/a',
    'mailto:a@b.c',
    '/a/../b',
    '/a//b',
    '/a/',
  ),
)
const props = fc.record(
  {
    className: fc.constantFrom('button', 'article-meta__category', 'a b'),
    rel: fc.constantFrom('prev', 'next'),
    title: fc.string({ maxLength: 6 }),
    'aria-label': fc.string({ maxLength: 6 }),
    target: fc.constantFrom('_blank', '_self'),
    discover: fc.constantFrom('render', 'none'),
    replace: fc.boolean(),
    preventScrollReset: fc.boolean(),
    reloadDocument: fc.boolean(),
  },
  { requiredKeys: [] },
)

describe('ServerLink', () => {
  it('renders every link as the router’s Link does', () => {
    fc.assert(
      fc.property(
        address,
        props,
        fc.string({ maxLength: 8 }),
        fc.constantFrom('/', '/insights/', '/a/b'),
        (to, rest, text, location) => {
          const linkProps = { ...rest, to } as LinkProps
          expect(render(<ServerLink {...linkProps}>{text}</ServerLink>, location)).toBe(
            render(<Link {...linkProps}>{text}</Link>, location),
          )
        },
      ),
      { numRuns: 2000, seed: TEST_SEED },
    )
  })

  it('writes a plain anchor for a path from the root, without the router (none is needed to render it)', () => {
    expect(
      renderToString(
        <ServerLink to="/insights/page/2" className="button" rel="next">
          Next
        </ServerLink>,
      ),
    ).toBe('<a class="button" rel="next" href="/insights/page/2" data-discover="true">Next</a>')
    // The router's own Link needs its router: an address to resolve goes to it.
    expect(() => renderToString(<ServerLink to="page/2">Next</ServerLink>)).toThrow()
  })
})

describe('ServerNavLink', () => {
  // Locations near the links: the same path, below it, beside it (a longer name), in other letter cases.
  // (No location with `//`: the router cannot read one.)
  const near = (to: string) =>
    fc.constantFrom(
      ...[to, `${to}/x`, `${to}x`, to.toUpperCase(), `${to}/`, '/', '/insights/', '/a/b', '/A/B/c'].filter(
        (location) => !location.includes('//'),
      ),
    )
  const navProps = fc.record(
    {
      className: fc.constantFrom('site-header__link', 'site-header__search', ''),
      end: fc.boolean(),
      caseSensitive: fc.boolean(),
      'aria-current': fc.constantFrom('page', 'location', 'true'),
      title: fc.string({ maxLength: 6 }),
      'aria-label': fc.string({ maxLength: 6 }),
    },
    { requiredKeys: [] },
  )

  it('renders every navigation link as the router’s NavLink does, active or not', () => {
    fc.assert(
      fc.property(
        address.chain((to) => fc.tuple(fc.constant(to), near(to.split(/[?#]/)[0] || '/'))),
        navProps,
        fc.string({ maxLength: 8 }),
        ([to, location], rest, text) => {
          const linkProps = { ...rest, to } as NavLinkProps
          expect(render(<ServerNavLink {...linkProps}>{text}</ServerNavLink>, location)).toBe(
            render(<NavLink {...linkProps}>{text}</NavLink>, location),
          )
        },
      ),
      { numRuns: 2000, seed: TEST_SEED },
    )
  })

  it('marks the link of the page shown and of the pages below it, but not of a page beside it', () => {
    const html = (to: string, location: string, end = false) =>
      render(
        <ServerNavLink to={to} end={end} className="site-header__link">
          Insights
        </ServerNavLink>,
        location,
      )
    const active = '<a aria-current="page" class="site-header__link active" href="/insights" data-discover="true">'
    expect(html('/insights', '/insights')).toContain(active)
    expect(html('/insights', '/insights/some-article')).toContain(active)
    expect(html('/insights', '/insightsful')).toContain('<a class="site-header__link" href="/insights"')
    expect(html('/', '/about', true)).toContain('<a class="site-header__link" href="/"')
  })
})

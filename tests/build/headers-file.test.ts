// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { headerRules } from '../../src/server/header-rules.ts'
import { headersFile } from '../../src/build/headers-file.ts'
import { factsOf, scriptSrcAdditions } from '../../src/site/page-hooks.ts'
import type { PageData } from '../../src/sections/page-data.ts'

describe('the _headers file', () => {
  const text = headersFile({ imageHosts: ['https://images.example'], frameHosts: ['https://maps.example'] })
  const policy = /^ {2}Permissions-Policy: (.*)$/m.exec(text)?.[1] ?? ''

  it('switches off the powerful features the site never uses, with current names only', () => {
    const features = policy.split(', ').map((entry) => /^([a-z-]+)=\(\)$/.exec(entry)?.[1])
    expect(features).toEqual([
      'accelerometer',
      'browsing-topics',
      'camera',
      'display-capture',
      'geolocation',
      'gyroscope',
      'hid',
      'magnetometer',
      'microphone',
      'midi',
      'payment',
      'serial',
      'usb',
    ])
    expect(text).not.toContain('interest-cohort')
  })

  it('serves /media/ and every drawing outside it in the SVG sandbox, never sniffed, and pages without it', () => {
    const rules = headerRules(
      headersFile({ imageHosts: [], frameHosts: ['https://maps.example'], drawings: ['/favicon.svg'] }),
    )
    const headers = (path: string) => new Map(rules(path).map(([name, value]) => [name.toLowerCase(), value]))
    for (const path of ['/media/logo.svg', '/media/team/photo.jpg', '/favicon.svg']) {
      expect(headers(path).get('content-security-policy'), path).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      )
      expect(headers(path).get('x-content-type-options'), path).toBe('nosniff')
    }
    for (const path of ['/', '/about', '/about/'])
      expect(headers(path).get('content-security-policy'), path).not.toContain('sandbox')
  })

  it('gives the bundle’s files (never a page, never a worker) the short sandbox policy, cached for a year', () => {
    const rules = headerRules(headersFile({ imageHosts: ['https://images.example'], frameHosts: [] }))
    const headers = (path: string) => new Map(rules(path).map(([name, value]) => [name.toLowerCase(), value]))
    for (const path of ['/assets/index-AbC123.js', '/assets/style-x1.css']) {
      expect(headers(path).get('content-security-policy'), path).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      )
      expect(headers(path).get('cache-control'), path).toBe('public, max-age=31536000, immutable')
      expect(headers(path).get('x-content-type-options'), path).toBe('nosniff')
    }
    // A page keeps its own policy, with the image hosts.
    expect(headers('/assets').get('content-security-policy')).toContain('https://images.example')
  })

  describe('with a search page', () => {
    const hosts = { imageHosts: ['https://images.example'], frameHosts: ['https://maps.example'] }
    const strict = headerRules(headersFile(hosts))
    const loose = headerRules(
      headersFile({
        ...hosts,
        scriptSrc: ['/search', '/pagefind/*'].map((path) => ({ path, add: ["'wasm-unsafe-eval'"] })),
      }),
    )
    const csp = (rules: typeof strict, path: string) =>
      new Map(rules(path).map(([name, value]) => [name.toLowerCase(), value])).get('content-security-policy')!

    it('leaves every other path’s headers exactly as they were', () => {
      for (const path of ['/', '/about', '/insights/some-article', '/searching', '/search/deeper', '/assets/app.js'])
        expect(loose(path), path).toEqual(strict(path))
    })

    it('allows WebAssembly on the search page and /pagefind/ (its worker), and changes nothing else', () => {
      const expected = csp(strict, '/').replace("script-src 'self';", "script-src 'self' 'wasm-unsafe-eval';")
      expect(expected).not.toBe(csp(strict, '/'))
      for (const path of ['/search', '/search/', '/pagefind/pagefind.js', '/pagefind/pagefind-worker.js'])
        expect(csp(loose, path), path).toBe(expected)
      const others = (rules: typeof strict, path: string) =>
        rules(path).filter(([name]) => name.toLowerCase() !== 'content-security-policy')
      expect(others(loose, '/search')).toEqual(others(strict, '/search'))
    })
  })
})

describe('scriptSrcAdditions', () => {
  const page = (path: string, types: string[]) => ({ path, sections: types.map((type) => ({ type })) }) as PageData
  it('loosens the policy of the pages holding a search section and of /pagefind/, nothing else', () => {
    expect(
      scriptSrcAdditions(factsOf([page('/', ['hero']), page('/find', ['hero', 'search']), page('/about', [])])),
    ).toEqual([
      { path: '/find', add: ["'wasm-unsafe-eval'"] },
      { path: '/pagefind/*', add: ["'wasm-unsafe-eval'"] },
    ])
    expect(scriptSrcAdditions(factsOf([page('/', ['hero'])]))).toEqual([])
  })
})

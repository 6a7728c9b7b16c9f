import { describe, expect, it } from 'vitest'
import { headersFile } from '../../src/build/headers-file.ts'
import { formatReport } from '../../src/content/lint-content.ts'
import { loadSite } from '../../src/site/load-site.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import type { FormsSettings } from '../../src/content/schema/site.ts'
import { deliveryFor } from '../../src/forms/delivery-for.ts'
import { formOrigins } from '../../src/forms/form-origins.ts'

const real = readContentDir(process.cwd())

/** Lints the real content with the site file's `forms` block replaced by `block`; returns the error and hint lines. */
function lintForms(block: string): string[] {
  const files = real.map((f) =>
    f.file === 'pages/_site.yaml' ? { ...f, text: f.text.replace(/\nforms:\n(?: .*\n?)*/, `\n${block}`) } : f,
  )
  expect(files.find((f) => f.file === 'pages/_site.yaml')!.text).toContain(block)
  return formatReport(loadSite(files), files.length)
    .split('\n')
    .filter((l) => / {2}error {2}|^ {2}hint:/.test(l))
}

describe('the forms block of pages/_site.yaml', () => {
  it('is optional and local in the real site', () => {
    expect(loadSite(real).content!.site.forms?.delivery ?? 'local').toBe('local')
    expect(lintForms('')).toEqual([])
  })

  it.each([
    'forms:\n  delivery: netlify\n',
    'forms:\n  delivery: endpoint\n  endpoint: https://formspree.io/f/abcd\n  maxResumeMb: 8\n  timeoutSeconds: 20\n',
    'forms:\n  delivery: endpoint\n  endpoint: http://127.0.0.1:41234/forms\n',
    'forms:\n  delivery: endpoint\n  endpoint: http://localhost:8080\n',
    'forms:\n  endpoint: https://formspree.io/f/abcd\n  overrides:\n    application: { delivery: endpoint }\n',
    'forms:\n  delivery: netlify\n  overrides:\n    newsletter: { delivery: endpoint, endpoint: https://list.example.com/join }\n',
    'forms:\n  delivery: server\n',
    'forms:\n  delivery: server\n  overrides:\n    application: { notify: jobs@example.com, retentionDays: 90, privacyNote: Kept 90 days. }\n',
  ])('accepts %j', (block) => {
    expect(lintForms(block)).toEqual([])
  })

  it('requires an endpoint for delivery: endpoint, at the forms block', () => {
    const lines = lintForms('forms:\n  delivery: endpoint\n')
    expect(lines[0]).toMatch(
      /^pages\/_site\.yaml:\d+:3 {2}error {2}forms: Endpoint \(endpoint:\) is required: fill it in$/,
    )
    expect(lines[1]).toMatch(/^ {2}hint: Address the forms POST to, e\.g\. https:\/\/formspree\.io/)
  })

  it('requires an endpoint for an override that delivers to one when the block has none', () => {
    const lines = lintForms('forms:\n  overrides:\n    newsletter:\n      delivery: endpoint\n')
    expect(lines[0]).toMatch(/error {2}forms\.overrides\.newsletter: Endpoint \(endpoint:\) is required: fill it in$/)
  })

  it.each([
    ['http://formspree.io/f/abcd', 'plain http to another host'],
    ['https://', 'no host'],
    ['https://user@formspree.io/f/abcd', 'credentials'],
    ['ftp://127.0.0.1/x', 'another scheme'],
    ['http://127.0.0.2:80/x', 'http to a host that is not loopback'],
  ])('refuses the endpoint %j (%s)', (endpoint) => {
    const lines = lintForms(`forms:\n  delivery: endpoint\n  endpoint: ${endpoint}\n`)
    expect(lines[0]).toMatch(
      /error {2}forms\.endpoint: ".*" must be an https:\/\/ address \(http:\/\/ only for 127\.0\.0\.1 or localhost\)$/,
    )
  })

  it('refuses a notify that is not an address and a retention outside 1 to 3650 days', () => {
    const lines = lintForms(
      'forms:\n  delivery: server\n  overrides:\n    contact: { notify: sales at example, retentionDays: 0 }\n',
    )
    expect(lines.filter((l) => l.includes('error'))).toEqual([
      expect.stringMatching(/error {2}forms\.overrides\.contact\.notify: ".*" must be an e-mail address$/),
      expect.stringMatching(/error {2}forms\.overrides\.contact\.retentionDays: must be at least 1$/),
    ])
  })

  it('places unknown modes, limits and form names with a suggestion', () => {
    const lines = lintForms('forms:\n  delivery: netlfy\n  maxResumeMb: 0\n  overrides:\n    newsleter: {}\n')
    expect(lines.filter((l) => l.includes('error'))).toEqual([
      expect.stringMatching(/_site\.yaml:\d+:13 {2}error {2}forms\.delivery: "netlfy" is not allowed here$/),
      expect.stringMatching(/_site\.yaml:\d+:16 {2}error {2}forms\.maxResumeMb: must be at least 0\.1$/),
      expect.stringMatching(/_site\.yaml:\d+:5 {2}error {2}forms\.overrides: unknown property "newsleter"$/),
    ])
    expect(lines).toContain('  hint: did you mean "netlify"? allowed: local, netlify, endpoint, server')
    expect(lines).toContain(
      '  hint: did you mean Newsletter signup (newsletter:)? fields here: Consultation form (home page) (consultation:), ' +
        'Contact form (contact page) (contact:), Newsletter signup (newsletter:), Job application form (application:)',
    )
  })
})

describe('deliveryFor and formOrigins', () => {
  const settings: FormsSettings = {
    delivery: 'endpoint',
    endpoint: 'https://formspree.io/f/abcd',
    timeoutSeconds: 9,
    overrides: {
      newsletter: { delivery: 'endpoint', endpoint: 'https://list.example.com/join' },
      contact: { delivery: 'local' },
      application: { delivery: 'netlify' },
    },
  }

  it('is local without settings; the block applies to every form unless overridden', () => {
    expect(deliveryFor(undefined, 'contact')).toEqual({ mode: 'local' })
    expect(deliveryFor({}, 'application')).toEqual({ mode: 'local' })
    expect(deliveryFor({ delivery: 'netlify' }, 'newsletter')).toEqual({ mode: 'netlify', timeoutMs: 15000 })
    expect(deliveryFor(settings, 'consultation')).toEqual({
      mode: 'endpoint',
      endpoint: 'https://formspree.io/f/abcd',
      timeoutMs: 9000,
    })
    expect(deliveryFor(settings, 'newsletter')).toMatchObject({ endpoint: 'https://list.example.com/join' })
    expect(deliveryFor(settings, 'contact')).toEqual({ mode: 'local' })
    expect(deliveryFor(settings, 'application')).toEqual({ mode: 'netlify', timeoutMs: 9000 })
  })

  it("server: the form posts to /_forms/<form> on the site's own origin, which the CSP's 'self' already allows", () => {
    expect(deliveryFor({ delivery: 'server', timeoutSeconds: 9 }, 'application')).toEqual({
      mode: 'server',
      endpoint: '/_forms/application',
      timeoutMs: 9000,
    })
    expect(deliveryFor({ delivery: 'local', overrides: { contact: { delivery: 'server' } } }, 'contact')).toMatchObject(
      {
        mode: 'server',
        endpoint: '/_forms/contact',
      },
    )
    expect(formOrigins({ delivery: 'server' })).toEqual([])
    // From a page in another language: the server answers in it.
    expect(deliveryFor({ delivery: 'server' }, 'contact', 'es')).toMatchObject({ endpoint: '/_forms/contact?lang=es' })
    expect(deliveryFor({ delivery: 'endpoint', endpoint: 'https://forms.example/x' }, 'contact', 'es')).toMatchObject({
      endpoint: 'https://forms.example/x',
    })
  })

  it('lists the origin of every endpoint in use, once', () => {
    expect(formOrigins(undefined)).toEqual([])
    expect(formOrigins({ delivery: 'netlify', endpoint: 'https://unused.example.com/x' })).toEqual([])
    expect(formOrigins(settings)).toEqual(['https://formspree.io', 'https://list.example.com'])
    expect(formOrigins({ delivery: 'endpoint', endpoint: 'http://127.0.0.1:4123/forms' })).toEqual([
      'http://127.0.0.1:4123',
    ])
  })

  it("open the CSP's connect-src and form-action to those origins only", () => {
    const csp = (formHosts?: string[]) => {
      const text = headersFile({ imageHosts: [], frameHosts: [], ...(formHosts ? { formHosts } : {}) })
      return /Content-Security-Policy: (.*)/.exec(text)![1]!.split('; ')
    }
    expect(csp()).toEqual(expect.arrayContaining(["connect-src 'self'", "form-action 'self'"]))
    expect(csp(formOrigins(settings))).toEqual(
      expect.arrayContaining([
        "connect-src 'self' https://formspree.io https://list.example.com",
        "form-action 'self' https://formspree.io https://list.example.com",
      ]),
    )
  })
})

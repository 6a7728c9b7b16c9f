import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { headHtml, jsonForScript } from '../../src/seo/head-html.ts'
import { renderRoute, testBuilt, testSite } from '../helpers/render.tsx'

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')
const types = (path: string) =>
  testBuilt()
    .pages.get(path)!
    .head.jsonLd.map((j) => (j as { '@type': string })['@type'])

describe('page head from config', () => {
  it('sets title, description, keywords, canonical, Open Graph and Twitter tags', async () => {
    await renderRoute('/about')
    const page = testBuilt().pages.get('/about')!
    const company = testSite().company.name
    await waitFor(() => expect(document.title).toBe(`About Us | ${company}`))
    expect(meta('meta[name="description"]')).toBe(page.head.description)
    expect(meta('meta[name="keywords"]')).toBe(page.head.keywords.join(', '))
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.cedarridge-tech.com/about',
    )
    expect(meta('meta[property="og:title"]')).toBe(`About Us | ${company}`)
    expect(meta('meta[property="og:description"]')).toBe(page.head.description)
    expect(meta('meta[property="og:url"]')).toBe('https://www.cedarridge-tech.com/about')
    expect(meta('meta[property="og:type"]')).toBe('website')
    expect(meta('meta[property="og:image"]')).toMatch(/^https:\/\//)
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(meta('meta[name="twitter:title"]')).toBe(`About Us | ${company}`)
  })

  it("uses the company's default title on the home page", async () => {
    await renderRoute('/')
    await waitFor(() => expect(document.title).toBe(testBuilt().pages.get('/')!.head.title))
    expect(document.title).not.toContain(' | Home')
    expect(meta('meta[property="og:url"]')).toBe('https://www.cedarridge-tech.com/')
  })

  it('writes JSON-LD derived from the content: Organization everywhere, Service, Article, JobPosting, FAQPage', async () => {
    for (const path of testBuilt().pages.keys()) expect(types(path)[0], path).toBe('Organization')
    expect(types('/services/sap-basis')).toEqual(['Organization', 'Service'])
    expect(types('/services')).toEqual(['Organization', 'FAQPage'])
    expect(types('/insights/ai-driven-staffing-solutions')).toEqual(['Organization', 'Article'])
    expect(types('/careers/apply/devops-engineer')).toEqual(['Organization', 'JobPosting'])
    const article = testBuilt().pages.get('/insights/ai-driven-staffing-solutions')!.head.jsonLd[1] as Record<
      string,
      unknown
    >
    expect(article.headline).toBe('AI-Driven Staffing Solutions')
    expect(article.datePublished).toMatch(/^2023-/)
    const faq = testBuilt().pages.get('/services')!.head.jsonLd[1] as { mainEntity: unknown[] }
    expect(faq.mainEntity).toHaveLength(5)
    await renderRoute('/services/sap-basis')
    await waitFor(() => expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2))
  })

  it('pre-renders the same tags as HTML, escaped, with JSON-LD that cannot close its script', () => {
    const head = {
      ...testBuilt().pages.get('/about')!.head,
      title: 'A & B <c>',
      jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
    }
    const html = headHtml(head, 'Company')
    expect(html).toContain('<title>A &amp; B &lt;c&gt;</title>')
    expect(html).not.toContain('</script><script>')
    expect(JSON.parse(/<script type="application\/ld\+json" data-jsonld>(.*)<\/script>/.exec(html)![1]!)).toEqual(
      head.jsonLd[0],
    )
  })

  it('writes data for a script block with every <, > and & escaped, and reads back the same', () => {
    const value = { a: '</script><!-- & -->', b: ['<<', '>>', '&&'], c: 'plain', d: 1 }
    const json = jsonForScript(value)
    expect(json).not.toMatch(/[<>&]/)
    expect(json).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!-- \\u0026 --\\u003e","b":["\\u003c\\u003c","\\u003e\\u003e","\\u0026\\u0026"],"c":"plain","d":1}',
    )
    expect(JSON.parse(json)).toEqual(value)
  })
})

describe('site origin', () => {
  it('comes from the site file and can be overridden at build time (SITE_ORIGIN)', async () => {
    const { buildPages } = await import('../../src/site/build-pages.ts')
    const { loadSite } = await import('../../src/site/load-site.ts')
    const { readContentDir } = await import('../../src/content/read-content-dir.ts')
    const content = loadSite(readContentDir(process.cwd())).content!
    expect(buildPages(content).pages.get('/about')!.head.canonical).toBe('https://www.cedarridge-tech.com/about')
    const staging = buildPages(content, 'https://staging.cedarridge-tech.com/')
    expect(staging.pages.get('/about')!.head.canonical).toBe('https://staging.cedarridge-tech.com/about')
    expect(staging.site.origin).toBe('https://staging.cedarridge-tech.com')
  })
})

import type { Entry } from '../content/collection.ts'
import type { Content } from '../content/load-content.ts'
import type { HeadData, PageData, SiteData } from '../content/resolved.ts'
import type { Image } from '../content/schema/common.ts'
import type { Section } from '../content/schema/page.ts'
import { resolveSection } from './resolve-section.ts'
import { addArticleArchive } from './article-archive.ts'
import { faqLd, organizationLd, structuredDataFor } from '../seo/json-ld.ts'
import { shareImageUrl } from '../media/share-image-url.ts'

export interface BuiltSite {
  site: SiteData
  /** Every route with its data, in route order. */
  pages: Map<string, PageData>
  /** Data shown for an unknown entry of a template, by template pattern (/insights/:slug). */
  missing: Map<string, PageData>
  /** The not-found page (pages/404.yaml), if any. */
  notFound?: PageData
  origin: string
  /** The routes made from collections (a template's entries, the article archive), not written as a page file. */
  generated: Set<string>
}

interface Seo {
  title: string
  description: string
  keywords: string[]
  image?: Image | undefined
}

/** Turns validated content into the data each route renders: sections resolved, head and JSON-LD derived. */
export function buildPages(content: Content, originOverride?: string): BuiltSite {
  const origin = (originOverride ?? content.site.origin).replace(/\/+$/, '')
  const { site, registry } = content
  const org = organizationLd(content.site, origin)
  const pages = new Map<string, PageData>()

  const head = (
    path: string,
    seo: Seo,
    sections: PageData['sections'],
    extra: object[] = [],
    ogType: HeadData['ogType'] = 'website',
  ): HeadData => {
    const image = seo.image ?? firstImage(sections) ?? site.seo.image
    const faq = faqLd(sections)
    return {
      title: path === '/' ? site.seo.defaultTitle : `${seo.title} | ${site.company.name}`,
      description: seo.description,
      keywords: seo.keywords,
      canonical: `${origin}${path === '/' ? '/' : path}`,
      ogType,
      image: { src: shareImageUrl(image, origin), alt: image.alt || seo.title },
      jsonLd: [org, ...extra, ...(faq ? [faq] : [])],
    }
  }
  const resolve = (sections: Section[], route: string, entry?: Entry) =>
    sections.map((s) => resolveSection(s, { content, route, origin, ...(entry ? { entry } : {}) }))

  // Entries that describe a hand-written page (a service) give that page their structured data.
  const described = new Map<string, object>()
  for (const [name, def] of Object.entries(registry)) {
    if (!def.describesPage || !def.structuredData) continue
    for (const entry of content.collections[name] ?? []) {
      const route = String(entry[def.describesPage as keyof Entry])
      described.set(route, structuredDataFor(def.structuredData, entry, { site, origin, url: `${origin}${route}` }))
    }
  }

  for (const { route, page } of content.pages) {
    const sections = resolve(page.sections, route)
    const extra = described.has(route) ? [described.get(route)!] : []
    pages.set(route, {
      path: route,
      head: head(route, page, sections, extra),
      sections,
      ...(sections.some((s) => s.type === 'search') ? { unsearched: true as const } : {}),
    })
  }

  const missing = new Map<string, PageData>()
  for (const t of content.templates) {
    const def = registry[t.template.collection]!
    for (const entry of content.collections[t.template.collection] ?? []) {
      const path = entry.path!
      const sections = resolve(t.template.sections, path, entry)
      const field = (key: string | undefined) => (key ? (entry as Record<string, unknown>)[key] : undefined)
      const seo: Seo = {
        title: String(field(def.page?.title ?? 'title') ?? entry.id),
        description: String(field(def.page?.description) ?? site.seo.description),
        keywords: [...t.template.keywords, ...(def.page?.keyword ? [String(field(def.page.keyword))] : [])],
        image: field(def.page?.image) as Image | undefined,
      }
      const url = `${origin}${path}`
      const ld = def.structuredData ? [structuredDataFor(def.structuredData, entry, { site, origin, url })] : []
      const ogType = def.structuredData === 'Article' ? 'article' : 'website'
      pages.set(path, { path, head: head(path, seo, sections, ld, ogType), sections, simulateLoad: true })
    }
    const m = t.template.ifMissing
    const missingSections = resolve(m.sections ?? [], t.pattern)
    missing.set(t.pattern, {
      path: t.pattern,
      head: head(
        t.prefix,
        {
          title: m.title ?? 'Not Found',
          description: m.description ?? site.seo.description,
          keywords: m.keywords ?? t.template.keywords,
        },
        missingSections,
      ),
      sections: missingSections,
      simulateLoad: true,
      ...(m.redirect ? { redirect: m.redirect } : {}),
    })
  }

  addArticleArchive(content, pages, head)

  const nf = content.notFound
  const nfSections = nf ? resolve(nf.page.sections, '/404') : []
  const notFound = nf ? { path: '/404', head: head('/404', nf.page, nfSections), sections: nfSections } : undefined
  const byRoute = new Map([...pages.entries()].sort(([a], [b]) => a.localeCompare(b)))
  const written = new Set(content.pages.map((p) => p.route))
  const generated = new Set([...byRoute.keys()].filter((path) => !written.has(path)))
  return {
    site: siteData(content, origin),
    pages: byRoute,
    missing,
    ...(notFound ? { notFound } : {}),
    origin,
    generated,
  }
}

function siteData(content: Content, origin: string): SiteData {
  const { site, collections, registry } = content
  const { columns, ...footer } = site.footer
  return {
    company: site.company,
    navigation: site.navigation,
    timing: site.timing,
    forms: site.forms ?? {},
    origin,
    buildYear: new Date().getFullYear(),
    footer: {
      ...footer,
      columns: columns.map(({ heading, collection }) => {
        const link = registry[collection]!.link!
        const entries = (collections[collection] ?? []) as Record<string, unknown>[]
        return {
          heading,
          links: entries
            .filter((e) => e.footer === true)
            .map((e) => ({ label: String(e[link.label]), to: String(e[link.to]) })),
        }
      }),
    },
  }
}

function firstImage(sections: PageData['sections']): Image | undefined {
  for (const s of sections) {
    if (s.type === 'hero' && s.image) return s.image
    if (s.type === 'jobDetail') return s.job.image
    if (s.type === 'article') return s.entry.image
  }
  return undefined
}

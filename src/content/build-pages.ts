import type { Content } from './load-content.ts'
import type { ArticleEntry, HeadData, JobEntry, PageData, SiteData } from './resolved.ts'
import type { Image } from './schema/common.ts'
import type { Section } from './schema/page.ts'
import { resolveSection } from './resolve-section.ts'
import { articleLd, faqLd, jobPostingLd, organizationLd, serviceLd } from '../seo/json-ld.ts'
import { stockUrl } from '../media/stock-url.ts'

export interface BuiltSite {
  site: SiteData
  /** Every route with its data, in route order. */
  pages: Map<string, PageData>
  /** Data shown for an unknown item of a template, by template pattern (/insights/:slug). */
  missing: Map<string, PageData>
  /** The not-found page (pages/404.yaml), if any. */
  notFound?: PageData
  origin: string
}

/** Turns validated content into the data each route renders: sections resolved, head and JSON-LD derived. */
export function buildPages(content: Content, originOverride?: string): BuiltSite {
  const origin = (originOverride ?? content.site.origin).replace(/\/+$/, '')
  const { site } = content
  const org = organizationLd(content, origin)
  const pages = new Map<string, PageData>()

  const head = (
    path: string,
    seo: { title: string; description: string; keywords: string[]; image?: Image | undefined },
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
      image: { src: absolute(stockUrl(image.src, 1280), origin), alt: image.alt || seo.title },
      jsonLd: [org, ...extra, ...(faq ? [faq] : [])],
    }
  }
  const resolve = (sections: Section[], item?: JobEntry | ArticleEntry) =>
    sections.map((s) => resolveSection(s, { content, ...(item ? { item } : {}) }))

  for (const { route, page } of content.pages) {
    const sections = resolve(page.sections)
    const service = page.service ? content.collections.services.find((s) => s.id === page.service) : undefined
    const extra = service ? [serviceLd(service, page.description, `${origin}${route}`, origin)] : []
    pages.set(route, { path: route, head: head(route, page, sections, extra), sections })
  }

  const missing = new Map<string, PageData>()
  for (const t of content.templates) {
    const items: (JobEntry | ArticleEntry)[] =
      t.template.collection === 'jobs' ? content.collections.jobs : content.collections.articles
    for (const item of items) {
      const sections = resolve(t.template.sections, item)
      const isJob = t.template.collection === 'jobs'
      const seo = {
        title: item.title,
        description: isJob ? (item as JobEntry).summary : (item as ArticleEntry).excerpt,
        keywords: [...t.template.keywords, isJob ? (item as JobEntry).title : (item as ArticleEntry).category],
        image: item.image,
      }
      const url = `${origin}${item.path}`
      const ld = isJob ? jobPostingLd(item as JobEntry, content, url) : articleLd(item as ArticleEntry, url, origin)
      pages.set(item.path, {
        path: item.path,
        head: head(item.path, seo, sections, [ld], isJob ? 'website' : 'article'),
        sections,
        simulateLoad: true,
      })
    }
    const m = t.template.ifMissing
    const missingSections = resolve(m.sections ?? [])
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

  const nf = content.notFound
  const notFound = nf
    ? { path: '/404', head: head('/404', nf.page, resolve(nf.page.sections)), sections: resolve(nf.page.sections) }
    : undefined
  const byRoute = new Map([...pages.entries()].sort(([a], [b]) => a.localeCompare(b)))
  return { site: siteData(content, origin), pages: byRoute, missing, ...(notFound ? { notFound } : {}), origin }
}

function siteData(content: Content, origin: string): SiteData {
  const { site, collections } = content
  const link = (label: string, to: string) => ({ label, to })
  return {
    company: site.company,
    navigation: site.navigation,
    timing: site.timing,
    origin,
    buildYear: new Date().getFullYear(),
    footer: {
      ...site.footer,
      services: site.footer.services
        .map((id) => collections.services.find((s) => s.id === id)!)
        .map((s) => link(s.title, s.path)),
      industries: site.footer.industries
        .map((id) => collections.industries.find((s) => s.id === id)!)
        .map((s) => link(s.name, s.path)),
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

function absolute(src: string, origin: string): string {
  return src.startsWith('/') ? `${origin}${src}` : src
}

import type { Content } from '../content/load-content.ts'
import type { ArticleEntry, JobEntry, ResolvedSection } from '../content/resolved.ts'
import type { Service } from '../content/schema/collections.ts'
import { parseBlocks } from '../content/parse-blocks.ts'
import { stockUrl } from '../media/stock-url.ts'

type Json = Record<string, unknown>

/** Organization: on every page. */
export function organizationLd(content: Content, origin: string): Json {
  const { company } = content.site
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: company.name,
    url: `${origin}/`,
    email: company.email,
    telephone: company.phone,
    description: company.blurb,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    sameAs: [company.professionalNetwork.to],
  }
}

export function serviceLd(service: Service, description: string, url: string, origin: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description,
    url,
    serviceType: service.title,
    image: stockUrl(service.image.src, 1280),
    provider: { '@id': `${origin}/#organization` },
    areaServed: { '@type': 'Country', name: 'United States' },
  }
}

export function articleLd(article: ArticleEntry, url: string, origin: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    image: [stockUrl(article.image.src, 1280)],
    datePublished: article.date,
    articleSection: article.category,
    author: { '@type': 'Person', name: article.author, jobTitle: article.authorRole },
    publisher: { '@id': `${origin}/#organization` },
    mainEntityOfPage: url,
    wordCount: parseBlocks(article.content).reduce(
      (n, b) => n + (b.kind === 'list' ? b.items.join(' ') : b.text).split(/\s+/).length,
      0,
    ),
  }
}

export function jobPostingLd(job: JobEntry, content: Content, url: string): Json {
  const { company } = content.site
  const remote = job.location.toLowerCase() === 'remote'
  const [city, region] = job.location.split(',').map((s) => s.trim())
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.description, ...job.responsibilities, ...job.requirements].join(' '),
    datePosted: job.datePosted,
    employmentType: job.type.toUpperCase().replace('-', '_'),
    hiringOrganization: { '@type': 'Organization', name: company.name, sameAs: content.site.origin },
    url,
    experienceRequirements: job.experience,
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'US' } }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: city, addressRegion: region, addressCountry: 'US' },
          },
        }),
  }
}

/** FAQPage from the page's faq sections, if any. */
export function faqLd(sections: ResolvedSection[]): Json | undefined {
  const items = sections.flatMap((s) => (s.type === 'faq' ? s.items : []))
  if (!items.length) return undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  }
}

import type { CollectionDef, Entry } from '../content/collection.ts'
import { plainText, wordCount } from '../content/markdown/plain-text.ts'
import type { ArticleEntry, JobEntry, Service } from '../content/schema/collections.ts'
import type { Site } from '../content/schema/site.ts'
import { shareImageUrl } from '../media/share-image-url.ts'

type Json = Record<string, unknown>

/** Organization: on every page. */
export function organizationLd(site: Site, origin: string): Json {
  const { company } = site
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

export function serviceLd(service: Service, url: string, origin: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    url,
    serviceType: service.title,
    image: shareImageUrl(service.image, origin),
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
    image: [shareImageUrl(article.image, origin)],
    datePublished: article.date,
    articleSection: article.category,
    author: { '@type': 'Person', name: article.author, jobTitle: article.authorRole },
    publisher: { '@id': `${origin}/#organization` },
    mainEntityOfPage: url,
    wordCount: wordCount(article.body.blocks),
  }
}

export function jobPostingLd(job: JobEntry, site: Site, url: string): Json {
  const { company } = site
  const remote = job.location.toLowerCase() === 'remote'
  const [city, region] = job.location.split(',').map((s) => s.trim())
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [plainText(job.description.blocks), ...job.responsibilities, ...job.requirements].join(' '),
    datePosted: job.datePosted,
    employmentType: job.type.toUpperCase().replace('-', '_'),
    hiringOrganization: { '@type': 'Organization', name: company.name, sameAs: site.origin },
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

/** The structured data a collection declares for an entry (its own page, or the page it describes). */
export function structuredDataFor(
  kind: NonNullable<CollectionDef['structuredData']>,
  entry: Entry,
  { site, origin, url }: { site: Site; origin: string; url: string },
): Json {
  if (kind === 'Article') return articleLd(entry as unknown as ArticleEntry, url, origin)
  if (kind === 'JobPosting') return jobPostingLd(entry as unknown as JobEntry, site, url)
  return serviceLd(entry as unknown as Service, url, origin)
}

import type { CollectionDef, Entry } from '../content/collection.ts'
import { endOfDay, zonedIsoTime } from '../lib/zoned-time.ts'
import { siteTimeZone } from '../content/visibility.ts'
import { treeWords } from '../content/markdown/plain-text.ts'
import type { ArticleEntry, JobEntry, Service } from '../firm/collections.ts'
import type { Site } from '../content/schema/site.ts'
import { shareImageUrl } from '../media/share-image-url.ts'
import { cityAndRegion, jobWorkplace } from '../firm/job-place.ts'
import { escapeHtml, markdownHtml } from './markdown-html.ts'

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

/** The page's language in structured data: the job description's list headings, and the locale names are read in. */
export interface LdWords {
  locale: string
  responsibilities: string
  requirements: string
  benefits: string
}

/** A service is offered in the company's country, named in the page's language ("United States", "Estados Unidos"). */
export function serviceLd(service: Service, url: string, origin: string, site: Site, words: LdWords): Json {
  const country = site.company.address.country
  const countryName = new Intl.DisplayNames([words.locale], { type: 'region' }).of(country) ?? country
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    url,
    serviceType: service.title,
    image: shareImageUrl(service.image, origin),
    provider: { '@id': `${origin}/#organization` },
    areaServed: { '@type': 'Country', name: countryName },
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
    wordCount: treeWords(article.body),
  }
}

/** Google's employment types for the schema's. */
const EMPLOYMENT_TYPE: Record<JobEntry['type'], string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
}
const UNIT = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' } as const

/** The job's full postal address: its own street and postal code, or the office's when the job is in its city. */
export function jobAddress(job: JobEntry, site: Site): Json | undefined {
  const place = cityAndRegion(job.location)
  if (!place) return undefined
  const office = site.company.address
  const atOffice = place.city.toLowerCase() === office.city.toLowerCase() && place.region === office.region
  const street = job.address?.street ?? (atOffice ? office.street : undefined)
  const postalCode = job.address?.postalCode ?? (atOffice ? office.postalCode : undefined)
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    addressLocality: place.city,
    addressRegion: place.region,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: office.country,
  }
}

const listHtml = (title: string, items: string[]) =>
  `<h3>${escapeHtml(title)}</h3>\n<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`

/**
 * A job as Google's job search reads it (developers.google.com/search/docs/appearance/structured-data/job-posting):
 * the full description as HTML (the page's paragraphs and lists), the dates, Google's employment type, the hiring
 * organisation with its logo, a full address or a remote role's countries, the pay range, the job's identifier.
 */
export function jobPostingLd(job: JobEntry, site: Site, url: string, words: LdWords): Json {
  const { company } = site
  const origin = new URL(url).origin
  const workplace = jobWorkplace(job)
  const address = workplace === 'remote' ? undefined : jobAddress(job, site)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [
      markdownHtml(job.description.blocks, url),
      listHtml(words.responsibilities, job.responsibilities),
      listHtml(words.requirements, job.requirements),
      listHtml(words.benefits, job.benefits),
    ].join('\n'),
    identifier: { '@type': 'PropertyValue', name: company.name, value: job.id },
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: lastSecondOf(job.validThrough, siteTimeZone(site)) } : {}),
    employmentType: EMPLOYMENT_TYPE[job.type],
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      sameAs: company.website,
      // The company's logo (_site.yaml), else the site's icon, which every build ships.
      logo: new URL(company.logo?.src ?? '/favicon.svg', `${origin}/`).href,
    },
    url,
    directApply: true,
    experienceRequirements: job.experience,
    ...(workplace === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: (job.applicantCountries ?? [company.address.country]).map((code) => ({
            '@type': 'Country',
            name: code,
          })),
        }
      : address
        ? { jobLocation: { '@type': 'Place', address } }
        : {}),
    ...(job.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: UNIT[job.salary.per],
            },
          },
        }
      : {}),
  }
}

/** The structured data a collection declares for an entry (its own page, or the page it describes). */
export function structuredDataFor(
  kind: NonNullable<CollectionDef['structuredData']>,
  entry: Entry,
  { site, origin, url, words }: { site: Site; origin: string; url: string; words: LdWords },
): Json {
  if (kind === 'Article') return articleLd(entry as unknown as ArticleEntry, url, origin)
  if (kind === 'JobPosting') return jobPostingLd(entry as unknown as JobEntry, site, url, words)
  return serviceLd(entry as unknown as Service, url, origin, site, words)
}

/** The last second of `day` in `zone`, with its offset (the job is open through that day where the firm is). */
function lastSecondOf(day: string, zone: string): string {
  const end = endOfDay(day, zone)
  return end === undefined ? `${day}T23:59:59` : zonedIsoTime(end - 1000, zone)
}

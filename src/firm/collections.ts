import { DAY_PATTERN } from '../lib/format-date.ts'
import Type from 'typebox'
import { defineCollection, type Entry } from '../content/collection.ts'
import { slugify } from '../content/slugify.ts'
import { checkJob } from './check-job.ts'
import { SHOWN_WIDTH } from '../media/image-widths.ts'
import {
  Choice,
  Labelled,
  Icon,
  Image,
  ImageShownAt,
  ImageUrl,
  Markdown,
  StringEnum,
  Line,
  Text,
  Titled,
} from '../content/schema/common.ts'

const Id = Type.String({
  title: 'Address name',
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  description: 'Identifier used in URLs and references: lowercase words joined by hyphens',
  patternErrorMessage: 'must be lowercase letters and digits joined by single hyphens, e.g. sap-basis',
})
/** The id of a listed entry; in a collection folder it may be left out (the file name is the id). */
const OptionalId = (description: string, title = 'Address name') =>
  Type.Optional(Type.String({ ...Id, description, title }))
const DateString = Type.String({
  title: 'Date',
  pattern: DAY_PATTERN,
  // The studio picks a date with a calendar: the format is said where a date written by hand breaks it.
  patternErrorMessage: 'must be a date written YYYY-MM-DD',
  // A day of the calendar too (not 2027-02-30): checked after validation (check-days.ts).
  'x-day': true,
})
/** The hand-written page an entry describes: one entry per page. */
const DescribedPage = (title: string, description: string) =>
  Type.String({
    title,
    pattern: '^/(?!/)[^\\s\\\\]*$',
    description,
    patternErrorMessage: 'must be a path of this site, e.g. /services/sap-basis',
    'x-link': 'internal',
    'x-unique': true,
  })
const InFooter = Type.Optional(
  Type.Boolean({ title: 'Show in the footer', description: 'true to list it in the footer (in collection order)' }),
)

const newestFirst = (key: string) => (a: Record<string, unknown>, b: Record<string, unknown>) =>
  String(b[key]).localeCompare(String(a[key])) || String(a.id).localeCompare(String(b.id))

export const Job = Type.Object(
  {
    id: OptionalId('Job id, used in its URL /careers/apply/{id}; in jobs/ the file name'),
    title: Line('Job title', { title: 'Job title' }),
    location: Text('City, ST or Remote', { title: 'Location' }),
    type: StringEnum(['Full-time', 'Part-time', 'Contract'] as const, {
      title: 'Employment type',
      description: 'Employment type',
    }),
    experience: Text('Experience required, e.g. "5+ years"', { title: 'Experience required' }),
    department: Text('Team the role belongs to', { title: 'Department' }),
    summary: Text('One or two sentences for the careers list and the page description', { title: 'Summary' }),
    description: Markdown('The job description (Markdown)', { title: 'Job description' }),
    responsibilities: Type.Array(Text('A responsibility', { title: 'Responsibility' }), {
      minItems: 1,
      title: 'Responsibilities',
      description: 'What the role does',
    }),
    requirements: Type.Array(Text('A requirement', { title: 'Requirement' }), {
      minItems: 1,
      title: 'Requirements',
      description: 'What the role needs; the first states the experience',
    }),
    benefits: Type.Array(Text('A benefit', { title: 'Benefit' }), {
      minItems: 1,
      title: 'Benefits',
      description: 'What the role offers',
    }),
    image: ImageShownAt(SHOWN_WIDTH.fullBleed),
    datePosted: Type.String({
      ...DateString,
      title: 'Date posted',
      description: 'The day the job was posted: its page and job search engines show it',
    }),
    validThrough: Type.Optional(
      Type.String({
        ...DateString,
        title: 'Open until',
        description: 'Last day the job takes applications: after it the job closes by itself at the next build',
      }),
    ),
    status: Type.Optional(
      Labelled(
        { open: 'Open', filled: 'Filled: closes the job now' },
        {
          title: 'Status',
          description: 'A filled job leaves the lists at once, and its page says the position is closed',
        },
      ),
    ),
    workplace: Type.Optional(
      Labelled(
        { onsite: 'On site', hybrid: 'Hybrid', remote: 'Remote' },
        { title: 'Workplace', description: 'Where the work happens; default: on site' },
      ),
    ),
    applicantCountries: Type.Optional(
      Type.Array(
        Type.String({
          title: 'Country',
          pattern: '^[A-Z]{2}$',
          description: 'Two-letter country code, e.g. US',
          patternErrorMessage: 'must be a two-letter country code in capitals, e.g. US or CA',
        }),
        {
          minItems: 1,
          uniqueItems: true,
          title: 'Countries applicants may live in',
          description: 'For a remote job: where applicants may live and work, as two-letter codes (US, CA)',
        },
      ),
    ),
    salary: Type.Optional(
      Type.Object(
        {
          min: Type.Integer({ minimum: 0, title: 'From', description: 'Lowest pay of the range, e.g. 140000' }),
          max: Type.Integer({ minimum: 0, title: 'To', description: 'Highest pay of the range, e.g. 170000' }),
          currency: Type.String({
            title: 'Currency',
            pattern: '^[A-Z]{3}$',
            description: 'Three-letter currency code, e.g. USD',
            patternErrorMessage: 'must be a three-letter currency code in capitals, e.g. USD',
          }),
          per: Labelled(
            { year: 'A year', month: 'A month', hour: 'An hour' },
            { title: 'Per', description: 'What the pay range is for' },
          ),
        },
        {
          title: 'Pay range',
          additionalProperties: false,
          description: 'The pay range, shown on the page as "$140,000–$170,000 a year"',
        },
      ),
    ),
    address: Type.Optional(
      Type.Object(
        {
          street: Text('Street and number, e.g. 600 Congress Avenue, Suite 1400', { title: 'Street' }),
          postalCode: Text('Postal code, e.g. 78701', { title: 'Postal code' }),
        },
        {
          title: 'Office address',
          additionalProperties: false,
          description:
            'Where the job is, for on-site and hybrid jobs away from the company’s office (the city is the location)',
        },
      ),
    ),
  },
  { title: 'Job', additionalProperties: false, description: 'An open position; its page is /careers/apply/{id}' },
)

export const Article = Type.Object(
  {
    title: Line('The heading of the article page', { title: 'Article title' }),
    slug: OptionalId('URL name of the article; default: the title in lowercase with hyphens'),
    category: Choice('articleCategories', 'Article category: one of the Article categories of the site settings', {
      title: 'Category',
    }),
    date: Type.String({
      ...DateString,
      title: 'Publication date',
      description: 'The day the article shows as published; the newest articles are listed first',
    }),
    featured: Type.Optional(
      Type.Boolean({ title: 'Featured', description: 'true to feature it on /insights (else the newest is)' }),
    ),
    image: ImageShownAt(SHOWN_WIDTH.fullBleed),
    author: Text('Author name', { title: 'Author' }),
    authorRole: Text('Author job title', { title: "Author's job title" }),
    authorImage: Type.Optional(
      Type.Object(
        { src: ImageUrl, alt: Text('Author portrait description', { title: 'Image description' }) },
        {
          title: "Author's photo",
          additionalProperties: false,
          description: "Portrait of the author; without one the byline shows the author's initials",
        },
      ),
    ),
    excerpt: Text('One or two sentences for cards and the page description', { title: 'Summary' }),
    body: Markdown('The article (Markdown): paragraphs, ## headings, lists, links, **bold**, > quotes, images', {
      title: 'Article text',
    }),
  },
  {
    title: 'Article',
    additionalProperties: false,
    description: 'An article; its page is /insights/{slug}, the slug derived from the title unless given',
  },
)

export const Partner = Type.Object(
  {
    id: OptionalId('Partner id', 'Reference name'),
    name: Text('Partner name', { title: 'Partner name' }),
    logo: Titled(Image, 'Logo'),
  },
  { title: 'Partner', additionalProperties: false, description: 'A technology partner with its logo' },
)

export const Service = Type.Object(
  {
    id: OptionalId('Service id', 'Reference name'),
    title: Line('Service name', { title: 'Service name' }),
    description: Text('One or two sentences for cards', { title: 'Short description' }),
    image: ImageShownAt(SHOWN_WIDTH.card),
    icon: Icon,
    path: DescribedPage('Service page', 'The page of this service, e.g. /services/sap-basis'),
    footer: InFooter,
  },
  { title: 'Service', additionalProperties: false, description: 'A service; path is its page' },
)

export const Industry = Type.Object(
  {
    id: OptionalId('Industry id', 'Reference name'),
    name: Text('Industry name', { title: 'Industry name' }),
    description: Text('One or two sentences for cards', { title: 'Short description' }),
    image: ImageShownAt(SHOWN_WIDTH.card),
    icon: Icon,
    path: DescribedPage('Industry page', 'The page of this industry, e.g. /industries/healthcare'),
    footer: InFooter,
  },
  { title: 'Industry', additionalProperties: false, description: 'An industry served; path is its page' },
)

/** The pages the site's specification fixes (the menu's): each can be changed, none deleted from the studio. */
export const requiredRoutes = ['/', '/about', '/services', '/industries', '/careers', '/insights', '/contact']

const img = { src: 'https://images.unsplash.com/photo-1522071820081-009f0129c71c', alt: 'Team at work' }

/** The site's collections. A new collection is one more entry here (and, for a page per entry, a template page). */
export const collections = {
  jobs: defineCollection({
    item: Job,
    description: 'Open positions, newest first',
    idKey: 'id',
    order: newestFirst('datePosted'),
    page: { title: 'title', description: 'summary', image: 'image', keyword: 'title' },
    structuredData: 'JobPosting',
    check: checkJob,
    closed: (job, today) =>
      job.status === 'filled' || (typeof job.validThrough === 'string' && job.validThrough < today),
    lastOpenDay: (job) => (typeof job.validThrough === 'string' ? job.validThrough : undefined),
    example: {
      id: 'devops-engineer',
      title: 'DevOps Engineer',
      location: 'Remote',
      type: 'Full-time',
      experience: '3+ years',
      department: 'Engineering',
      summary: 'Automate our clients’ delivery pipelines.',
      description: 'You will build and run the delivery pipelines of our clients.',
      responsibilities: ['Build pipelines'],
      requirements: ['3+ years of DevOps'],
      benefits: ['Remote-first'],
      image: img,
      datePosted: '2026-10-01',
      validThrough: '2026-12-31',
      workplace: 'remote',
      applicantCountries: ['US'],
      salary: { min: 140000, max: 170000, currency: 'USD', per: 'year' },
    },
  }),
  articles: defineCollection({
    item: Article,
    description: 'Articles, newest first',
    idKey: 'slug',
    deriveId: (entry) => slugify(String(entry.title)),
    order: newestFirst('date'),
    page: { title: 'title', description: 'excerpt', image: 'image', keyword: 'category' },
    structuredData: 'Article',
    example: {
      title: 'AI-Driven Staffing Solutions',
      category: 'Technology',
      date: '2023-05-02',
      image: img,
      author: 'Jane Doe',
      authorRole: 'CTO',
      authorImage: img,
      excerpt: 'How AI changes hiring.',
      body: 'Artificial intelligence has moved quickly from a buzzword to a practical tool.\n\n## Where AI adds value\n\n- Faster screening\n- Better matches\n',
    },
  }),
  partners: defineCollection({
    item: Partner,
    description: 'Technology partners',
    idKey: 'id',
    example: { id: 'sap', name: 'SAP', logo: { src: 'https://cdn.simpleicons.org/sap', alt: 'SAP logo' } },
  }),
  services: defineCollection({
    item: Service,
    description: 'Services, each describing its page',
    idKey: 'id',
    link: { label: 'title', to: 'path' },
    structuredData: 'Service',
    describesPage: 'path',
    example: {
      id: 'sap-basis',
      title: 'SAP BASIS',
      description: 'Administration of SAP systems.',
      image: img,
      icon: 'server',
      path: '/services/sap-basis',
      footer: true,
    },
  }),
  industries: defineCollection({
    item: Industry,
    description: 'Industries served, each describing its page',
    idKey: 'id',
    link: { label: 'name', to: 'path' },
    describesPage: 'path',
    example: {
      id: 'healthcare',
      name: 'Healthcare',
      description: 'Compliant IT for care providers.',
      image: img,
      icon: 'heart',
      path: '/industries/healthcare',
      footer: true,
    },
  }),
}

export type Job = Entry<Type.Static<typeof Job>>
export type Article = Entry<Type.Static<typeof Article>> & { slug: string }
/** An article with its slug settled (its file name, given, or derived from the title) and its route. */
export type ArticleEntry = Article & { path: string }
/** A job with its route; `closed` when it is filled or past its date at build time (see job-status.ts). */
export type JobEntry = Job & { path: string; closed?: true }
export type Partner = Entry<Type.Static<typeof Partner>>
export type Service = Entry<Type.Static<typeof Service>>
export type Industry = Entry<Type.Static<typeof Industry>>

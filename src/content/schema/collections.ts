import Type from 'typebox'
import { Blocks, Icon, Image, ImageUrl, StringEnum, Text, Url } from './common.ts'

const Id = Type.String({
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  description: 'Identifier used in URLs and references: lowercase words joined by hyphens',
  patternErrorMessage: 'must be lowercase letters and digits joined by single hyphens, e.g. sap-basis',
})
const DateString = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'Date as YYYY-MM-DD',
  patternErrorMessage: 'must be a date written YYYY-MM-DD',
})

function collection<T extends Type.TSchema>(item: T, description: string, example: unknown) {
  return Type.Object(
    { items: Type.Array(item, { minItems: 1, description }) },
    { additionalProperties: false, description, examples: [{ items: [example] }] },
  )
}

export const Job = Type.Object(
  {
    id: Id,
    title: Text('Job title'),
    location: Text('City, ST or Remote'),
    type: StringEnum(['Full-time', 'Part-time', 'Contract'] as const, { description: 'Employment type' }),
    experience: Text('Experience required, e.g. "5+ years"'),
    department: Text('Team the role belongs to'),
    summary: Text('One or two sentences for the careers list and the page description'),
    description: Text('Job description paragraph'),
    responsibilities: Type.Array(Text('A responsibility'), { minItems: 1, description: 'What the role does' }),
    requirements: Type.Array(Text('A requirement'), {
      minItems: 1,
      description: 'What the role needs; the first states the experience',
    }),
    benefits: Type.Array(Text('A benefit'), { minItems: 1, description: 'What the role offers' }),
    image: Image,
    datePosted: DateString,
  },
  { additionalProperties: false, description: 'An open position; its page is /careers/apply/{id}' },
)

export const ARTICLE_CATEGORIES = [
  'Strategy',
  'Industry Trends',
  'Technology',
  'Leadership',
  'Staffing',
  'Security',
] as const

export const Article = Type.Object(
  {
    title: Text('Article title (h1)'),
    slug: Type.Optional(Id),
    category: StringEnum(ARTICLE_CATEGORIES, { description: 'Article category' }),
    date: DateString,
    image: Image,
    author: Text('Author name'),
    authorRole: Text('Author job title'),
    authorImage: Type.Object(
      { src: ImageUrl, alt: Text('Author portrait description') },
      { additionalProperties: false, description: 'Portrait of the author' },
    ),
    excerpt: Text('One or two sentences for cards and the page description'),
    content: Blocks,
  },
  {
    additionalProperties: false,
    description: 'An article; its page is /insights/{slug}, the slug derived from the title unless given',
  },
)

export const Partner = Type.Object(
  { id: Id, name: Text('Partner name'), logo: Image },
  { additionalProperties: false, description: 'A technology partner with its logo' },
)

export const Service = Type.Object(
  {
    id: Id,
    title: Text('Service name'),
    description: Text('One or two sentences for cards'),
    image: Image,
    icon: Icon,
    path: Url,
  },
  { additionalProperties: false, description: 'A service; path is its page' },
)

export const Industry = Type.Object(
  {
    id: Id,
    name: Text('Industry name'),
    description: Text('One or two sentences for cards'),
    image: Image,
    icon: Icon,
    path: Url,
  },
  { additionalProperties: false, description: 'An industry served; path is its page' },
)

const img = { src: 'https://images.unsplash.com/photo-1522071820081-009f0129c71c', alt: 'Team at work' }

export const collectionSchemas = {
  jobs: collection(Job, 'Open positions, in the order they are listed', {
    id: 'devops-engineer',
    title: 'DevOps Engineer',
    location: 'Remote',
    type: 'Full-time',
    experience: '3+ years',
    department: 'Engineering',
    summary: 'Automate our clients’ delivery pipelines.',
    description: 'You will…',
    responsibilities: ['Build pipelines'],
    requirements: ['3+ years of DevOps'],
    benefits: ['Remote-first'],
    image: img,
    datePosted: '2026-10-01',
  }),
  articles: collection(Article, 'Articles, in definition order (related articles follow this order)', {
    title: 'AI-Driven Staffing Solutions',
    category: 'Technology',
    date: '2023-05-02',
    image: img,
    author: 'Jane Doe',
    authorRole: 'CTO',
    authorImage: img,
    excerpt: 'How AI changes hiring.',
    content: ['Paragraph.'],
  }),
  partners: collection(Partner, 'Technology partners', {
    id: 'sap',
    name: 'SAP',
    logo: { src: 'https://cdn.simpleicons.org/sap', alt: 'SAP logo' },
  }),
  services: collection(Service, 'Services, each with its page', {
    id: 'sap-basis',
    title: 'SAP BASIS',
    description: 'Administration of SAP systems.',
    image: img,
    icon: 'server',
    path: '/services/sap-basis',
  }),
  industries: collection(Industry, 'Industries served, each with its page', {
    id: 'healthcare',
    name: 'Healthcare',
    description: 'Compliant IT for care providers.',
    image: img,
    icon: 'heart',
    path: '/industries/healthcare',
  }),
}
export type CollectionName = keyof typeof collectionSchemas

export type Job = Type.Static<typeof Job>
export type Article = Type.Static<typeof Article>
export type Partner = Type.Static<typeof Partner>
export type Service = Type.Static<typeof Service>
export type Industry = Type.Static<typeof Industry>

import Type from 'typebox'
import { sectionSchemas } from '../../sections/schemas.ts'
import { Image, InternalPath, StringEnum, Text } from './common.ts'

type Schemas = typeof sectionSchemas
export type SectionType = keyof Schemas
export type SectionOf<K extends SectionType> = Type.Static<Schemas[K]>
export type Section = { [K in SectionType]: SectionOf<K> }[SectionType]

export const SECTION_TYPES = Object.keys(sectionSchemas) as SectionType[]

/** The list of sections, discriminated on `type` so an error names the one section type that was meant. */
export const Sections = Type.Unsafe<Section[]>({
  type: 'array',
  minItems: 1,
  description: 'The sections of the page, top to bottom',
  items: {
    type: 'object',
    required: ['type'],
    properties: { type: { type: 'string', enum: SECTION_TYPES, description: 'Section type' } },
    discriminator: { propertyName: 'type' },
    oneOf: SECTION_TYPES.map((t) => sectionSchemas[t]),
  },
})

const Seo = {
  title: Text('Page title; shown as "{title} | {company}"'),
  description: Text('Meta description, 50-160 characters', { maxLength: 200 }),
  keywords: Type.Array(Text('Keyword'), { minItems: 1, description: 'Meta keywords' }),
  image: Type.Optional(Image),
}

export const pageSchema = Type.Object(
  {
    ...Seo,
    sections: Sections,
  },
  {
    additionalProperties: false,
    description: 'A page: its route is the file path (pages/services/sap-basis.yaml → /services/sap-basis)',
    examples: [
      {
        title: 'About Us',
        description: 'Who we are.',
        keywords: ['about'],
        sections: [{ type: 'hero', heading: 'About Us' }],
      },
    ],
  },
)
export type Page = Type.Static<typeof pageSchema>

/** A page repeated for every entry of a collection: pages/insights/[slug].yaml → /insights/{slug}. */
export function templatePageSchema(collections: string[]) {
  return Type.Object(
    {
      collection: StringEnum(collections, { description: 'Collection whose entries each get a page' }),
      keywords: Type.Array(Text('Keyword'), {
        minItems: 1,
        description: 'Meta keywords shared by all pages of the collection',
      }),
      ifMissing: Type.Object(
        {
          redirect: Type.Optional(InternalPath),
          ...Seo,
          title: Type.Optional(Seo.title),
          description: Type.Optional(Seo.description),
          keywords: Type.Optional(Seo.keywords),
          sections: Type.Optional(Sections),
        },
        {
          additionalProperties: false,
          description:
            'What an unknown entry shows: redirect to a path of this site, or a page (title, description, sections)',
        },
      ),
      sections: Sections,
    },
    {
      additionalProperties: false,
      description: 'A page for every entry of a collection; title and description come from the entry',
      examples: [
        {
          collection: 'jobs',
          keywords: ['careers'],
          ifMissing: { redirect: '/careers' },
          sections: [{ type: 'jobDetail' }],
        },
      ],
    },
  )
}
export type TemplatePage = Type.Static<ReturnType<typeof templatePageSchema>>

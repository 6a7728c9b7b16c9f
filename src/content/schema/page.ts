import Type, { type TSchema } from 'typebox'
import { Image, InternalPath, StringEnum, Line, Text, Titled } from './common.ts'
import { Schedule } from './schedule.ts'

/**
 * A section as the content room sees it: a `type` and its properties. The schema of each type is given by the caller
 * (ContentModel), so validated data has the shape of its type's schema; the sections room holds the precise types.
 */
export type SectionData = { type: string } & Record<string, unknown>

/** The list of sections, discriminated on `type` so an error names the one section type that was meant. */
function Sections(sectionSchemas: Record<string, TSchema>) {
  const types = Object.keys(sectionSchemas)
  return Type.Unsafe<SectionData[]>({
    type: 'array',
    minItems: 1,
    title: 'Sections',
    description: 'The sections of the page, top to bottom',
    items: {
      type: 'object',
      title: 'Section',
      required: ['type'],
      properties: { type: { type: 'string', enum: types, title: 'Section type', description: 'Section type' } },
      discriminator: { propertyName: 'type' },
      oneOf: types.map((t) => sectionSchemas[t]),
    },
  })
}

const Seo = {
  title: Line('Page title; shown as "{title} | {company}"', { title: 'Page title' }),
  description: Text('Meta description, 50-160 characters', {
    maxLength: 200,
    title: 'Description for search engines',
  }),
  keywords: Type.Array(Text('Keyword', { title: 'Keyword' }), {
    minItems: 1,
    title: 'Keywords for search engines',
    description: 'Meta keywords',
  }),
  image: Type.Optional(Titled(Image, 'Image for sharing')),
}

/** A page: its route is its file's path. */
export function pageSchema(sectionSchemas: Record<string, TSchema>) {
  return Type.Object(
    {
      ...Seo,
      sections: Sections(sectionSchemas),
      ...Schedule,
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
}
export type Page = Type.Static<ReturnType<typeof pageSchema>>

/** A page repeated for every entry of a collection: pages/insights/[slug].yaml → /insights/{slug}. */
export function templatePageSchema(collections: string[], sectionSchemas: Record<string, TSchema>) {
  const sections = Sections(sectionSchemas)
  return Type.Object(
    {
      // A site with no collections has none to name: every name is refused (an empty enum is not JSON Schema).
      collection: StringEnum(collections, {
        title: 'Collection with a page per entry',
        description: 'Collection whose entries each get a page',
        ...(collections.length ? {} : { enum: undefined, not: {} }),
      }),
      keywords: Type.Array(Text('Keyword', { title: 'Keyword' }), {
        minItems: 1,
        title: 'Keywords for search engines',
        description: 'Meta keywords shared by all pages of the collection',
      }),
      ifMissing: Type.Object(
        {
          redirect: Type.Optional(Titled(InternalPath, 'Send visitors to')),
          ...Seo,
          title: Type.Optional(Seo.title),
          description: Type.Optional(Seo.description),
          keywords: Type.Optional(Seo.keywords),
          sections: Type.Optional(sections),
        },
        {
          title: 'When the entry does not exist',
          additionalProperties: false,
          description:
            'What an unknown entry shows: redirect to a path of this site, or a page (title, description, sections)',
        },
      ),
      sections,
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

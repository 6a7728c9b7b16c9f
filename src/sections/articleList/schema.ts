import Type from 'typebox'
import { Anchor, Heading, Intro, SectionType, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: SectionType('articleList'),
    id: Anchor,
    heading: Heading,
    intro: Intro,
    featuredLabel: Type.Optional(Text('Label on the featured article, e.g. "Featured"', { title: 'Featured label' })),
    limit: Type.Optional(
      Type.Integer({
        title: 'Number of articles',
        minimum: 1,
        maximum: 24,
        description: 'How many articles under the featured one; default 6',
      }),
    ),
    dateLabel: Type.Optional(Text('Shown instead of each date, e.g. "Today"', { title: 'Date label' })),
    readMoreLabel: Text('Link text to the article, e.g. "Read More"', { title: 'Read more link text' }),
  },
  {
    title: 'Article list',
    additionalProperties: false,
    description:
      'The featured article (one marked featured: true, else the newest) and the newest others, from the articles collection',
    examples: [
      { type: 'articleList', heading: 'Latest Articles', featuredLabel: 'Featured', readMoreLabel: 'Read More' },
    ],
  },
)

import Type from 'typebox'
import { Anchor, Heading, Intro, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: Type.Literal('articleList'),
    id: Anchor,
    heading: Heading,
    intro: Intro,
    featured: Type.Optional(Text('Slug of the featured article')),
    featuredLabel: Type.Optional(Text('Label on the featured article, e.g. "Featured"')),
    articles: Type.Array(Text('Article slug'), {
      minItems: 1,
      uniqueItems: true,
      description: 'Articles to list, by slug, in this order',
    }),
    dateLabel: Type.Optional(Text('Shown instead of each date, e.g. "Today"')),
    readMoreLabel: Text('Link text to the article, e.g. "Read More"'),
  },
  {
    additionalProperties: false,
    description: 'A featured article and a grid of article cards from the articles collection',
    examples: [
      {
        type: 'articleList',
        heading: 'Latest Articles',
        featured: 'ai-driven-staffing-solutions',
        articles: ['the-future-of-remote-work-in-tech'],
        readMoreLabel: 'Read More',
      },
    ],
  },
)

import Type from 'typebox'
import { SectionType, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: SectionType('article'),
    shareHeading: Text('Label of the share row', { title: 'Share row label' }),
    relatedHeading: Text('Heading of the related articles', { title: 'Related articles heading' }),
    related: Type.Integer({
      title: 'Number of related articles',
      minimum: 0,
      maximum: 6,
      description: 'How many related articles: the nearest others of the same category first, then the newest',
    }),
    newsletterHeading: Text('Heading of the newsletter box', { title: 'Newsletter heading' }),
    newsletterText: Text('Text of the newsletter box', { title: 'Newsletter text' }),
  },
  {
    title: 'Article',
    additionalProperties: false,
    'x-entry': 'articles',
    description:
      'The article of the current route (pages/insights/[slug].yaml): hero, body, share row, related articles and newsletter',
    examples: [
      {
        type: 'article',
        shareHeading: 'Share this article',
        relatedHeading: 'Related Articles',
        related: 2,
        newsletterHeading: 'Stay informed',
        newsletterText: 'Monthly insights.',
      },
    ],
  },
)

import Type from 'typebox'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import { Anchor, ImageShownAt, SectionType, Line, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: SectionType('successStory'),
    id: Anchor,
    heading: Type.Optional(Line('Section heading; default "Success Story"', { title: 'Heading' })),
    title: Text('Story title (h3), e.g. the client and outcome', { title: 'Story title' }),
    client: Text('Who the client was (anonymised)', { title: 'Client' }),
    challenge: Text('The problem', { title: 'Challenge' }),
    solution: Text('What we did', { title: 'Solution' }),
    results: Type.Array(
      Type.Object(
        {
          value: Text('The figure, e.g. 99.9%', { title: 'Number' }),
          label: Text('What it measures', { title: 'What it measures' }),
        },
        { title: 'Result', additionalProperties: false },
      ),
      { minItems: 1, maxItems: 4, title: 'Results', description: 'Key figures' },
    ),
    quote: Type.Optional(
      Type.Object(
        {
          text: Text('The quote', { title: 'Quote' }),
          author: Text('Who said it', { title: 'Said by' }),
          role: Text('Their role', { title: 'Their role' }),
        },
        { title: 'Client quote', additionalProperties: false, description: 'A quote from the client' },
      ),
    ),
    image: Type.Optional(ImageShownAt(SHOWN_WIDTH.half)),
  },
  {
    title: 'Success story',
    additionalProperties: false,
    description: 'A client case: challenge, solution and result figures',
    examples: [
      {
        type: 'successStory',
        title: 'Regional bank',
        client: 'A regional bank',
        challenge: 'Outages.',
        solution: 'Managed monitoring.',
        results: [{ value: '99.9%', label: 'uptime' }],
      },
    ],
  },
)

import Type from 'typebox'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import { Anchor, ImageShownAt, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: Type.Literal('successStory'),
    id: Anchor,
    heading: Type.Optional(Text('Section heading; default "Success Story"')),
    title: Text('Story title (h3), e.g. the client and outcome'),
    client: Text('Who the client was (anonymised)'),
    challenge: Text('The problem'),
    solution: Text('What we did'),
    results: Type.Array(
      Type.Object(
        { value: Text('The figure, e.g. 99.9%'), label: Text('What it measures') },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 4, description: 'Key figures' },
    ),
    quote: Type.Optional(
      Type.Object(
        { text: Text('The quote'), author: Text('Who said it'), role: Text('Their role') },
        { additionalProperties: false, description: 'A quote from the client' },
      ),
    ),
    image: Type.Optional(ImageShownAt(SHOWN_WIDTH.half)),
  },
  {
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

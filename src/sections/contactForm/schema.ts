import Type from 'typebox'
import { Anchor, Heading, Intro, StringEnum, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: Type.Literal('contactForm'),
    id: Anchor,
    variant: StringEnum(['consultation', 'page'] as const, {
      description:
        'consultation: home-page form with inline validation messages, beside phone, e-mail and hours; page: contact-page form with browser validation, beside address, map and hours',
    }),
    heading: Heading,
    intro: Intro,
    formHeading: Type.Optional(Text('Heading above the form')),
    serviceOptions: Type.Array(Text('A service a visitor can pick'), {
      minItems: 1,
      uniqueItems: true,
      description: 'Options of the service list, in order',
    }),
    servicePlaceholder: Type.Optional(
      Text('First, disabled option of the service list (page variant), e.g. "Select a service"'),
    ),
    consentLabel: Type.Optional(Text('Label of the consent checkbox (consultation variant)')),
    submitLabel: Text('Text of the submit button'),
    successMessage: Text('Message shown after a successful submit'),
    thankYouTitle: Type.Optional(Text('Title of the thank-you panel (consultation variant)')),
    thankYouText: Type.Optional(Text('Text of the thank-you panel (consultation variant)')),
  },
  {
    additionalProperties: false,
    description: 'A contact form with the company contact details; values are only recorded locally',
    examples: [
      {
        type: 'contactForm',
        variant: 'page',
        serviceOptions: ['IT Staffing', 'Other Services'],
        servicePlaceholder: 'Select a service',
        submitLabel: 'Send Message',
        successMessage: 'Thank you!',
      },
    ],
  },
)

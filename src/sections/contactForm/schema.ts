import Type from 'typebox'
import { Anchor, Labelled, Heading, Intro, SectionType, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: SectionType('contactForm'),
    id: Anchor,
    variant: Labelled(
      {
        consultation: 'Consultation, on the home page: beside phone, e-mail and hours',
        page: 'Contact page: beside address, map and hours',
      },
      {
        title: 'Form style',
        description:
          'The consultation form says what is missing under each field as it is typed; the contact page form when it is sent',
      },
    ),
    heading: Heading,
    intro: Intro,
    formHeading: Type.Optional(Text('Heading above the form', { title: 'Form heading' })),
    serviceOptions: Type.Array(Text('A service a visitor can pick', { title: 'Service' }), {
      minItems: 1,
      uniqueItems: true,
      title: 'Services to choose from',
      description: 'Options of the service list, in order',
    }),
    servicePlaceholder: Type.Optional(
      Text('First, disabled option of the service list (page variant), e.g. "Select a service"', {
        title: 'Prompt in the service list',
      }),
    ),
    consentLabel: Type.Optional(
      Text('Label of the consent checkbox (consultation variant)', { title: 'Consent checkbox text' }),
    ),
    submitLabel: Text('Text of the submit button', { title: 'Send button text' }),
    successMessage: Text('Message shown after a successful submit', { title: 'Message after sending' }),
    thankYouTitle: Type.Optional(
      Text('Title of the thank-you panel (consultation variant)', { title: 'Thank-you heading' }),
    ),
    thankYouText: Type.Optional(
      Text('Text of the thank-you panel (consultation variant)', { title: 'Thank-you text' }),
    ),
  },
  {
    title: 'Contact form',
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

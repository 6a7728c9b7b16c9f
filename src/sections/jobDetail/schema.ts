import Type from 'typebox'
import { InternalPath, SectionType, Text, Titled } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: SectionType('jobDetail'),
    formHeading: Text('Heading of the application form, e.g. "Apply Now"', { title: 'Form heading' }),
    submitLabel: Text('Text of the submit button', { title: 'Send button text' }),
    experienceOptions: Type.Array(Text('An experience band', { title: 'Choice' }), {
      minItems: 1,
      uniqueItems: true,
      title: 'Choices for "Years of experience"',
      description: 'Options of "Years of experience"',
    }),
    sourceOptions: Type.Array(Text('A source', { title: 'Choice' }), {
      minItems: 1,
      uniqueItems: true,
      title: 'Choices for "How did you hear about us?"',
      description: 'Options of "How did you hear about us?"',
    }),
    successAlert: Text('Alert shown after the application is submitted', { title: 'Message after applying' }),
    afterSubmit: Titled(InternalPath, 'Page shown after applying'),
  },
  {
    title: 'Job page',
    additionalProperties: false,
    'x-entry': 'jobs',
    description: 'The job of the current route (pages/careers/apply/[jobId].yaml) with its application form',
    examples: [
      {
        type: 'jobDetail',
        formHeading: 'Apply Now',
        submitLabel: 'Submit Application',
        experienceOptions: ['0-1'],
        sourceOptions: ['Referral'],
        successAlert: 'Thanks!',
        afterSubmit: '/careers',
      },
    ],
  },
)

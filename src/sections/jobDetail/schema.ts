import Type from 'typebox'
import { InternalPath, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: Type.Literal('jobDetail'),
    formHeading: Text('Heading of the application form, e.g. "Apply Now"'),
    submitLabel: Text('Text of the submit button'),
    experienceOptions: Type.Array(Text('An experience band'), {
      minItems: 1,
      uniqueItems: true,
      description: 'Options of "Years of experience"',
    }),
    sourceOptions: Type.Array(Text('A source'), {
      minItems: 1,
      uniqueItems: true,
      description: 'Options of "How did you hear about us?"',
    }),
    successAlert: Text('Alert shown after the application is submitted'),
    afterSubmit: InternalPath,
  },
  {
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

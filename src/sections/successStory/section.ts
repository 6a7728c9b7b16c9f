import type { Static } from 'typebox'
import { defineSection } from '../define-section.ts'
import { schema } from './schema.ts'

export type SuccessStoryProps = Static<typeof schema>

export const successStory = defineSection({ schema })

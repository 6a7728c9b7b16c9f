import type { Static } from 'typebox'
import { defineSection } from '../define-section.ts'
import { schema } from './schema.ts'

export type NewsletterProps = Static<typeof schema>

export const newsletter = defineSection({ schema })

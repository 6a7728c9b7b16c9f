import type { Static } from 'typebox'
import { defineSection } from '../define-section.ts'
import { schema } from './schema.ts'

export type ProcessProps = Static<typeof schema>

export const process = defineSection({ schema })

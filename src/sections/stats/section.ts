import type { Static } from 'typebox'
import { defineSection } from '../define-section.ts'
import { schema } from './schema.ts'

export type StatsProps = Static<typeof schema>

export const stats = defineSection({ schema })

import { defineSection } from '../define-section.ts'
import { resolvePartnerGrid } from './resolve.ts'
import { schema } from './schema.ts'

export type { PartnerGridProps } from './resolve.ts'

export const partnerGrid = defineSection({ schema, resolve: resolvePartnerGrid })

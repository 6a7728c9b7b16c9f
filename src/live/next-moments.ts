import type { ScheduledChange } from '../studio/api/site-builds.ts'

/** The coming moments the site changes by itself (a stand-in until the schedule lands: none). */
export const nextMoments = (_root: string, _now: Date): ScheduledChange[] => []

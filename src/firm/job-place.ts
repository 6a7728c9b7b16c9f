/** Where a job is worked. */
export type Workplace = 'onsite' | 'hybrid' | 'remote'

/** Where a job is: as it says, else remote for a location of "Remote", else on site. */
export function jobWorkplace(job: { workplace?: unknown; location?: unknown }): Workplace {
  if (job.workplace === 'onsite' || job.workplace === 'hybrid' || job.workplace === 'remote') return job.workplace
  return /^remote\b/i.test(String(job.location ?? '').trim()) ? 'remote' : 'onsite'
}

/** "Austin, TX" → its city and two-letter region; undefined for a location written otherwise. */
export function cityAndRegion(location: string): { city: string; region: string } | undefined {
  const m = /^\s*([^,]+?)\s*,\s*([A-Za-z]{2})\s*$/.exec(location)
  return m ? { city: m[1]!, region: m[2]!.toUpperCase() } : undefined
}

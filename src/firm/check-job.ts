import type { EntryProblem } from '../content/collection.ts'
import { cityAndRegion, jobWorkplace } from './job-place.ts'
import type { Site } from '../content/schema/site.ts'

/**
 * What Google's job search asks of a posting beyond the job's shape: required is an error (the posting would be
 * refused or misread), recommended a warning. A location of "Remote" without `workplace` counts as remote.
 */
export function checkJob(job: Record<string, unknown>, site: Site): EntryProblem[] {
  const problems: EntryProblem[] = []
  const location = String(job.location ?? '')
  const workplace = jobWorkplace(job)
  const place = cityAndRegion(location)
  const salary = job.salary as { min: number; max: number } | undefined
  const address = job.address as { street?: string; postalCode?: string } | undefined

  if (workplace === 'remote' && !job.applicantCountries)
    problems.push({
      at: [job.workplace ? 'workplace' : 'location'],
      severity: 'required',
      message: 'a remote job must say where applicants may live: add applicantCountries',
      hint: 'for example applicantCountries: [US] (two-letter country codes); Google shows remote jobs by country',
    })
  if (workplace !== 'remote' && !place)
    problems.push({
      at: ['location'],
      severity: 'required',
      message: `an ${workplace === 'hybrid' ? 'hybrid' : 'on-site'} job's location must be a city and a state, e.g. Austin, TX`,
      hint: 'write the city, a comma and the two-letter state, or set workplace: remote for a remote job',
    })
  if (salary && salary.min > salary.max)
    problems.push({
      at: ['salary', 'max'],
      severity: 'required',
      message: `the pay range runs from ${salary.min} to ${salary.max}: "To" must not be lower than "From"`,
      hint: 'swap the two amounts',
    })
  if (typeof job.validThrough === 'string' && typeof job.datePosted === 'string' && job.validThrough < job.datePosted)
    problems.push({
      at: ['validThrough'],
      severity: 'required',
      message: `the job closes (${job.validThrough}) before it is posted (${job.datePosted})`,
      hint: 'give a closing date after the posting date',
    })

  if (!job.validThrough && job.status !== 'filled')
    problems.push({
      at: ['datePosted'],
      severity: 'recommended',
      message: 'add validThrough, the last day the job takes applications',
      hint: 'for example validThrough: 2027-03-31; the job then closes by itself at the first build after that day',
    })
  if (!salary)
    problems.push({
      at: ['title'],
      severity: 'recommended',
      message: 'add a pay range: Google shows it, and candidates look for it first',
      hint: 'salary: { min: 140000, max: 170000, currency: USD, per: year }',
    })
  if (workplace !== 'remote' && place) {
    const atOffice = place.city.toLowerCase() === site.company.address.city.toLowerCase()
    if (!atOffice && !(address?.street && address.postalCode))
      problems.push({
        at: ['location'],
        severity: 'recommended',
        message: `add the address of the job in ${location.trim()}: its street and postal code`,
        hint: 'address: { street: 100 Main Street, postalCode: "10001" } (the office in _site.yaml is elsewhere)',
      })
  }
  return problems
}

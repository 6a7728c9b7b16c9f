import type { EntryProblem, FieldOf } from '../content/collection.ts'
import { cityAndRegion, jobWorkplace } from './job-place.ts'
import type { Site } from '../content/schema/site.ts'

/**
 * What Google's job search asks of a posting beyond the job's shape: required is an error (the posting would be
 * refused or misread), recommended a warning. A location of "Remote" without `workplace` counts as remote. Fields are
 * named by `field`, so the studio says their labels and the command line their keys too.
 */
export function checkJob(job: Record<string, unknown>, site: Site, field: FieldOf): EntryProblem[] {
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
      message: (v) =>
        `a remote job must say where applicants may live: fill in ${v.field(field('applicantCountries'))}`,
      hint: (v) =>
        v.inFile
          ? 'for example applicantCountries: [US] (two-letter country codes); Google shows remote jobs by country'
          : 'two-letter country codes, such as US; Google shows remote jobs by country',
    })
  if (workplace !== 'remote' && !place)
    problems.push({
      at: ['location'],
      severity: 'required',
      message: (v) =>
        `an ${workplace === 'hybrid' ? 'hybrid' : 'on-site'} job's ${v.field(field('location'))} must be a city and a state, e.g. Austin, TX`,
      hint: (v) =>
        `write the city, a comma and the two-letter state, or set ${v.field(field('workplace'))} to remote for a remote job`,
    })
  if (salary && salary.min > salary.max)
    problems.push({
      at: ['salary', 'max'],
      severity: 'required',
      message: (v) =>
        `the pay range runs from ${salary.min} to ${salary.max}: ${v.field(field('salary', 'max'))} must not be lower than ${v.field(field('salary', 'min'))}`,
      hint: 'swap the two amounts',
    })
  if (typeof job.validThrough === 'string' && typeof job.datePosted === 'string' && job.validThrough < job.datePosted)
    problems.push({
      at: ['validThrough'],
      severity: 'required',
      message: `the job closes (${job.validThrough}) before it is posted (${job.datePosted})`,
      hint: (v) => `give ${v.field(field('validThrough'))} a date after ${v.field(field('datePosted'))}`,
    })

  if (!job.validThrough && job.status !== 'filled')
    problems.push({
      at: ['datePosted'],
      severity: 'recommended',
      message: (v) => `${v.field(field('validThrough'))} is missing: add the last day the job takes applications`,
      hint: (v) =>
        v.inFile
          ? 'for example validThrough: 2027-03-31; the job then closes by itself at the first build after that day'
          : 'the job then closes by itself after that day',
    })
  if (!salary)
    problems.push({
      at: ['title'],
      severity: 'recommended',
      message: (v) => `add a ${v.field(field('salary'))}: Google shows it, and candidates look for it first`,
      hint: (v) =>
        v.inFile
          ? 'salary: { min: 140000, max: 170000, currency: USD, per: year }'
          : 'for example 140000 to 170000 USD a year',
    })
  if (workplace !== 'remote' && place) {
    const atOffice = place.city.toLowerCase() === site.company.address.city.toLowerCase()
    if (!atOffice && !(address?.street && address.postalCode))
      problems.push({
        at: ['location'],
        severity: 'recommended',
        message: (v) =>
          `add the ${v.field(field('address'))} of the job in ${location.trim()}: its ${v.field(field('address', 'street'))} and ${v.field(field('address', 'postalCode'))}`,
        hint: (v) =>
          v.inFile
            ? 'address: { street: 100 Main Street, postalCode: "10001" } (the office in _site.yaml is elsewhere)'
            : 'the company’s office in the site settings is in another city',
      })
  }
  return problems
}

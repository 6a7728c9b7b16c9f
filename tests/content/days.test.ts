import { describe, expect, test } from 'vitest'
import { notADay } from '../../src/content/load/check-days.ts'
import { siteErrorsWith } from '../helpers/lint-site.ts'

const JOB = 'pages/_collections/jobs/devops-engineer.yaml'
const ARTICLE = 'pages/_collections/articles/digital-transformation-2023-trends-strategies.yaml'
const lint = siteErrorsWith
const field = (name: string, value: string) => (text: string) =>
  text.replace(new RegExp(`^${name}: .*$`, 'm'), `${name}: ${value}`)

describe('a date is a day of the calendar', () => {
  test('says what is wrong with a day the calendar lacks, and nothing of a real one', () => {
    expect(notADay('2027-02-30')).toBe('February 2027 has 28 days')
    expect(notADay('2028-02-30')).toBe('February 2028 has 29 days')
    expect(notADay('2028-02-29')).toBeUndefined()
    expect(notADay('2100-02-29')).toBe('February 2100 has 28 days')
    expect(notADay('2026-13-01')).toBe('the month is 13: months go from 01 to 12')
    expect(notADay('2026-00-10')).toBe('the month is 00: months go from 01 to 12')
    expect(notADay('2026-04-31')).toBe('April 2026 has 30 days')
    expect(notADay('2026-04-00')).toBe('April 2026 has 30 days')
    expect(notADay('2026-12-31')).toBeUndefined()
  })

  test('a date written day first names the order as the fix', () => {
    const [error] = lint({ [JOB]: field('validThrough', '31/12/2027') })
    expect(error).toMatchObject({ code: 'bad-format', path: 'validThrough' })
    expect(error!.hint).toBe('write the year, the month and the day, e.g. 2026-12-31 for 31 December 2026')
  })

  test('a job closing on 30 February and an article dated in a 13th month are errors at their fields', () => {
    const errors = lint({
      [JOB]: field('validThrough', '2027-02-30'),
      [ARTICLE]: field('date', '2023-13-02'),
    })
    expect(errors.map((e) => [e.code, e.file, e.path, e.message])).toEqual([
      [
        'not-a-day',
        ARTICLE,
        'date',
        'Publication date "2023-13-02" is not a day in the calendar: the month is 13: months go from 01 to 12',
      ],
      [
        'not-a-day',
        JOB,
        'validThrough',
        'Open until "2027-02-30" is not a day in the calendar: February 2027 has 28 days',
      ],
    ])
  })
})

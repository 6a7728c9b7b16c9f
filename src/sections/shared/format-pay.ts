/** A job's pay range as the schema writes it. */
export interface PayRange {
  min: number
  max: number
  currency: string
  per: 'year' | 'month' | 'hour'
}

const PER = { year: 'a year', month: 'a month', hour: 'an hour' } as const

/** "$140,000–$170,000 a year", "$65–$80 an hour", "$150,000 a year" (a range of one), in the site's locale (en-US). */
export function formatPay({ min, max, currency, per }: PayRange, locale = 'en-US'): string {
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: per === 'hour' ? 2 : 0,
  })
  const amount = min === max ? money.format(min) : `${money.format(min)}–${money.format(max)}`
  return `${amount} ${PER[per]}`
}

import { heldWords } from '../../ui/words/word-store.ts'
import type { Words } from '../../ui/words/words.ts'

/** A job's pay range as the schema writes it. */
export interface PayRange {
  min: number
  max: number
  currency: string
  per: 'year' | 'month' | 'hour'
}

/**
 * "$140,000–$170,000 a year", "$65–$80 an hour", "$150,000 a year" (a range of one), in the words' language and
 * locale ("$140,000–$170,000 al año" in es-US).
 */
export function formatPay(
  { min, max, currency, per }: PayRange,
  words: Pick<Words, 'locale' | 'pay'> = heldWords(),
): string {
  const money = new Intl.NumberFormat(words.locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: per === 'hour' ? 2 : 0,
  })
  const amount = min === max ? money.format(min) : `${money.format(min)}–${money.format(max)}`
  return `${amount} ${words.pay[per]}`
}

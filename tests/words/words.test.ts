import { describe, expect, it } from 'vitest'
import { formatDate } from '../../src/lib/format-date.ts'
import { formatPay } from '../../src/sections/shared/format-pay.ts'
import { siteModel } from '../../src/site/site-model.ts'
import { en } from '../../src/ui/words/en.ts'
import { es } from '../../src/ui/words/es.ts'
import { loadWords, wordsCode } from '../../src/ui/words/load-words.ts'
import { heldWords } from '../../src/ui/words/word-store.ts'
import { wordLanguages, wordsFor } from '../../src/ui/words/words-for.ts'
import type { Words } from '../../src/ui/words/words.ts'
import { en as inboxEn } from '../../src/inbox/words/en.ts'
import { es as inboxEs } from '../../src/inbox/words/es.ts'
import { inboxWordLanguages, inboxWordsFor } from '../../src/inbox/words/words-for.ts'

/** Every key path of a words object with the kind of its value ("forms.retry: string"). */
function shape(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return [`${path}: ${typeof value}`]
  return Object.entries(value).flatMap(([key, v]) => shape(v, path ? `${path}.${key}` : key))
}

/** Every text of a words object, functions called with sample arguments. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') return [String((value as (...a: unknown[]) => unknown)('2', '3', '4', '5', '6'))]
  return Object.values(value as object).flatMap(texts)
}

describe('the interface words', () => {
  it('Spanish has every English key, each a text where English has a text and a function where it has one', () => {
    expect(shape(es)).toEqual(shape(en))
    // The words around a category's name are the only ones that may be empty (English has none before it).
    const spoken = { ...es, articles: { ...es.articles, category: {} } }
    for (const text of texts(spoken)) expect(text.trim(), text).not.toBe('')
  })

  it('a language that lacks a key is not Words (the typecheck fails)', () => {
    const { cards: _, ...withoutCards } = es
    // @ts-expect-error cards is missing
    const broken: Words = withoutCards
    expect(broken).not.toHaveProperty('cards')
  })

  it('counts one open position in the singular, in every language', () => {
    expect([en.jobs.total(1), en.jobs.total(2)]).toEqual(['1 open position', '2 open positions'])
    expect([es.jobs.total(1), es.jobs.total(12)]).toEqual(['1 vacante disponible', '12 vacantes disponibles'])
  })

  it('picks the words by language code; the default and a language without words get English', () => {
    expect(wordsFor()).toBe(en)
    expect(wordsFor('es')).toBe(es)
    expect(wordsFor('fr')).toBe(en)
    expect(wordsFor('constructor')).toBe(en)
    expect(wordLanguages).toEqual(['en', 'es'])
    expect(siteModel.interfaceLanguages).toEqual(['en', 'es'])
  })

  it('the browser loads its own words for every language that has them (one loader each), English for another', async () => {
    for (const lang of wordLanguages) {
      expect(wordsCode(lang), lang).toBe(lang)
      await loadWords(lang)
      expect(heldWords(lang), lang).toBe(wordsFor(lang))
    }
    expect(wordsCode('fr')).toBe('en')
    expect(wordsCode('constructor')).toBe('en')
  })
})

describe('the inbox’s words (its pages, refusals and the confirmation mail)', () => {
  it('exist in every language the interface has, Spanish with every English key and no empty text', () => {
    expect(inboxWordLanguages).toEqual(wordLanguages)
    expect(shape(inboxEs)).toEqual(shape(inboxEn))
    for (const text of texts(inboxEs)) expect(text.trim(), text).not.toBe('')
    expect(inboxWordsFor()).toBe(inboxEn)
    expect(inboxWordsFor('es')).toBe(inboxEs)
    expect(inboxWordsFor('fr')).toBe(inboxEn)
    expect(inboxWordsFor('constructor')).toBe(inboxEn)
  })
})

describe('formats by language', () => {
  const MONTHS = 'January February March April May June July August September October November December'.split(' ')

  it('English dates read as before ("May 2, 2023") for every day of several years; Spanish in es-US', () => {
    for (let day = Date.UTC(2019, 0, 1); day <= Date.UTC(2028, 11, 31); day += 86_400_000) {
      const d = new Date(day)
      const iso = d.toISOString().slice(0, 10)
      expect(formatDate(iso)).toBe(`${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`)
    }
    expect(formatDate('2023-05-02', es.locale)).toBe('2 de mayo de 2023')
    expect(formatDate('2026-12-31', es.locale)).toBe('31 de diciembre de 2026')
    expect(formatDate('2023-02-31')).toBe('2023-02-31')
    expect(formatDate('soon', es.locale)).toBe('soon')
  })

  it('pay: the same dollars, the period in the language', () => {
    const year = { min: 140000, max: 170000, currency: 'USD', per: 'year' } as const
    expect(formatPay(year)).toBe('$140,000–$170,000 a year')
    expect(formatPay(year, es)).toBe('$140,000–$170,000 al año')
    expect(formatPay({ min: 65, max: 80.5, currency: 'USD', per: 'hour' }, es)).toBe('$65–$80.5 por hora')
    expect(formatPay({ min: 9000, max: 9000, currency: 'USD', per: 'month' }, es)).toBe('$9,000 al mes')
  })
})

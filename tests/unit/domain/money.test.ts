import { describe, expect, it } from 'vitest'
import { amountInWords, formatPrice, listedPrice } from '@/lib/domain'

describe('formatPrice', () => {
  it('groups thousands with dots behind a euro sign', () => {
    expect(formatPrice(350000)).toBe('€ 350.000')
    expect(formatPrice(1250000)).toBe('€ 1.250.000')
    expect(formatPrice(950)).toBe('€ 950')
    expect(formatPrice(0)).toBe('€ 0')
  })

  it('writes a non-integer amount with two decimals after a comma', () => {
    expect(formatPrice(1250.5)).toBe('€ 1.250,50')
    expect(formatPrice(0.05)).toBe('€ 0,05')
  })

  it('rounds to cents and drops decimals when that gives whole euros', () => {
    expect(formatPrice(1250.999)).toBe('€ 1.251')
    expect(formatPrice(1250.456)).toBe('€ 1.250,46')
  })

  it('uses a plain space, not the non-breaking space of Intl', () => {
    expect(formatPrice(350000)).not.toMatch(/\u00a0|\u202f/)
  })

  it('reads numeric strings', () => {
    expect(formatPrice('350000')).toBe('€ 350.000')
    expect(formatPrice(' 1250.5 ')).toBe('€ 1.250,50')
  })

  it('puts the unit text before the price for unit 7', () => {
    expect(formatPrice(350000, { unit: 7, unitText: 'vanaf' })).toBe('vanaf € 350.000')
  })

  it('appends the unit text after a space for any other unit', () => {
    expect(formatPrice(950, { unit: 2, unitText: '/maand' })).toBe('€ 950 /maand')
    expect(formatPrice(950, { unitText: '/maand' })).toBe('€ 950 /maand')
  })

  it('adds nothing for a missing or blank unit text', () => {
    expect(formatPrice(350000, { unit: 7 })).toBe('€ 350.000')
    expect(formatPrice(350000, { unit: 7, unitText: '  ' })).toBe('€ 350.000')
    expect(formatPrice(950, { unit: 2, unitText: '' })).toBe('€ 950')
  })

  it('trims the unit text', () => {
    expect(formatPrice(350000, { unit: 7, unitText: ' vanaf ' })).toBe('vanaf € 350.000')
  })

  it.each([
    ['a non-numeric string', 'op aanvraag'],
    ['a Belgian-formatted string', '1.250,50'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['null', null],
    ['undefined', undefined],
    ['a blank string', '  '],
  ])('gives the text NaN for %s', (_, amount) => {
    expect(formatPrice(amount)).toBe('NaN')
    expect(formatPrice(amount, { unit: 7, unitText: 'vanaf' })).toBe('NaN')
  })

  it('keeps the sign of a negative amount', () => {
    expect(formatPrice(-1500)).toBe('€ -1.500')
  })
})

describe('listedPrice', () => {
  it('formats the price with its unit', () => {
    expect(listedPrice({ price: 350000, priceUnit: 7, priceUnitText: 'vanaf' }, '-')).toBe(
      'vanaf € 350.000',
    )
    expect(listedPrice({ price: 950, priceUnit: null, priceUnitText: '/maand' }, '-')).toBe(
      '€ 950 /maand',
    )
    expect(listedPrice({ price: 950 }, '-')).toBe('€ 950')
  })

  it('gives what the caller shows instead when no price is published', () => {
    expect(listedPrice({ price: null }, 'Price on request')).toBe('Price on request')
    expect(listedPrice({}, null)).toBeNull()
  })
})

describe('amountInWords', () => {
  it('writes 350000 in Dutch as one word', () => {
    expect(amountInWords(350000, 'nl')).toBe('driehonderdvijftigduizend')
  })

  it.each([
    ['nl', 'driehonderdvijftigduizend'],
    ['fr', 'trois cent cinquante mille'],
    ['en', 'three hundred and fifty thousand'],
    ['de', 'dreihundertfünfzigtausend'],
  ] as const)('writes 350000 in %s', (locale, words) => {
    expect(amountInWords(350000, locale)).toBe(words)
  })

  it('writes Dutch thousands as a notary does, not as a year', () => {
    expect(amountInWords(1250, 'nl')).toBe('duizend tweehonderdvijftig')
  })

  it('uses Belgian French septante and nonante', () => {
    expect(amountInWords(275990, 'fr')).toBe('deux cent septante-cinq mille neuf cent nonante')
  })

  it('writes millions in every language', () => {
    expect(amountInWords(1250000, 'nl')).toBe('één miljoen tweehonderdvijftigduizend')
    expect(amountInWords(1250000, 'fr')).toBe('un million deux cent cinquante mille')
    expect(amountInWords(1250000, 'en')).toBe('one million two hundred and fifty thousand')
    expect(amountInWords(1250000, 'de')).toBe('eine Million zweihundertfünfzigtausend')
  })

  it('writes the integer part only, never rounding up', () => {
    expect(amountInWords(1999.99, 'en')).toBe('one thousand nine hundred and ninety-nine')
    expect(amountInWords(-0.5, 'nl')).toBe('nul')
  })

  it('writes zero and negative amounts', () => {
    expect(amountInWords(0, 'de')).toBe('null')
    expect(amountInWords(-5, 'fr')).toBe('moins cinq')
  })

  it('gives an empty text for an amount that is not a finite number', () => {
    expect(amountInWords(Number.NaN, 'nl')).toBe('')
    expect(amountInWords(Number.POSITIVE_INFINITY, 'en')).toBe('')
  })
})

import { toCardinal as deWords } from 'n2words/de-DE'
import { toCardinal as enWords } from 'n2words/en-GB'
import { toCardinal as frWords } from 'n2words/fr-BE'
import { toCardinal as nlWords } from 'n2words/nl-NL'
import type { Locale } from './types'

/** Price unit code of the property feed meaning "from" (vanaf, à partir de): the text goes first. */
export const PRICE_UNIT_FROM = 7

const wholeEuros = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 })
const euroCents = new Intl.NumberFormat('nl-BE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** Dutch-Belgian grouping ("1.250,5") with no currency sign; the caller has checked finiteness. */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat('nl-BE', { maximumFractionDigits }).format(value)
}

/**
 * A price with a euro prefix and Dutch-Belgian grouping: `€ 350.000`, `€ 1.250,50`,
 * `vanaf € 350.000` (unit 7), `€ 950 /maand` (another unit with a unit text).
 *
 * Decisions:
 * - The amount is rounded to cents first; a whole number of euros shows no decimals
 *   (`1250.999` → `€ 1.251`).
 * - null, undefined and a blank string are no price and give `NaN`, like any other
 *   non-finite amount (Number('') would otherwise make them € 0). `NaN` stands alone, without
 *   the unit text.
 * - The unit text is trimmed; an empty one adds nothing, also with unit 7.
 * - The separator is a plain space (Intl would put a non-breaking one after a currency sign);
 *   components that must not wrap the price do so with CSS.
 */
export function formatPrice(
  amount: number | string | null | undefined,
  options: { unit?: number; unitText?: string } = {},
): string {
  if (amount === null || amount === undefined) return 'NaN'
  if (typeof amount === 'string' && amount.trim() === '') return 'NaN'
  const value = Number(amount)
  if (!Number.isFinite(value)) return 'NaN'

  const cents = Math.round(value * 100) / 100
  const digits = Number.isInteger(cents) ? wholeEuros.format(cents) : euroCents.format(cents)
  const price = `€ ${digits}`
  const unitText = options.unitText?.trim()
  if (!unitText) return price
  return options.unit === PRICE_UNIT_FROM ? `${unitText} ${price}` : `${price} ${unitText}`
}

/**
 * A listing's asking price with its unit (`vanaf € 350.000`, `€ 950 /maand`), or `onRequest`
 * when the agency does not publish it (no price).
 */
export function listedPrice<T>(
  listing: { price?: number | null; priceUnit?: number | null; priceUnitText?: string | null },
  onRequest: T,
): string | T {
  if (listing.price === null || listing.price === undefined) return onRequest
  return formatPrice(listing.price, {
    unit: listing.priceUnit ?? undefined,
    unitText: listing.priceUnitText ?? undefined,
  })
}

// Decisions on the language variants, as a Belgian notary or agent writes an amount:
// - nl: "duizend tweehonderdvijftig", not the colloquial "twaalfhonderdvijftig" (hundred pairing
//   is for years); one is "één".
// - fr: Belgian French, "septante" and "nonante".
// - en: British English, with "and" ("three hundred and fifty thousand").
const WORDS: Record<Locale, (value: number) => string> = {
  nl: (value) => nlWords(value, { noHundredPairing: true }),
  fr: (value) => frWords(value),
  en: (value) => enWords(value),
  de: (value) => deWords(value),
}

/**
 * The integer amount in words, as written on the offer to purchase.
 *
 * Decisions: cents are dropped (the integer part is written, never rounded up: the amount in
 * words must not exceed the amount in digits); a non-finite amount gives '' so a form can show
 * the words live while the amount is being typed; negative amounts are written with the
 * language's minus word.
 */
export function amountInWords(amount: number, locale: Locale): string {
  if (!Number.isFinite(amount)) return ''
  return WORDS[locale](Math.trunc(amount) || 0)
}

import type { Region } from './types'

const POSTCODE_RANGES: readonly { from: number; to: number; region: Region }[] = [
  { from: 1000, to: 1299, region: 'brussels' },
  { from: 1300, to: 1499, region: 'wallonia' },
  { from: 1500, to: 3999, region: 'flanders' },
  { from: 4000, to: 7999, region: 'wallonia' },
  { from: 8000, to: 9999, region: 'flanders' },
]

/**
 * The region of a Belgian 4-digit postcode, or null.
 *
 * Decisions: surrounding whitespace is ignored (" 9000 "); anything else — a country prefix
 * ("B-9000", "L-1234"), a fractional number, a value that is neither string nor number — is
 * null. The function never throws, whatever it is given at run time.
 */
export function regionForPostcode(postcode: string | number): Region | null {
  let code: number
  if (typeof postcode === 'number') {
    code = postcode
  } else if (typeof postcode === 'string' && /^\d{4}$/.test(postcode.trim())) {
    code = Number(postcode.trim())
  } else {
    return null
  }
  const range = POSTCODE_RANGES.find(({ from, to }) => code >= from && code <= to)
  return Number.isInteger(code) && range ? range.region : null
}

export const COUNTRY_BELGIUM = 10
export const COUNTRY_LUXEMBOURG = 50

// The feed writes this municipality in any casing; its official spelling keeps the particles
// lower-case, which no generic capitalisation rule gets right.
const KAPELLE_OP_DEN_BOS = /^kapelle[\s-]+op[\s-]+den[\s-]+bos$/i

/**
 * A city as shown on a card or detail page, with the country in brackets outside Belgium.
 *
 * Decisions:
 * - The city is trimmed. Kapelle-op-den-Bos is recognised in any casing and with spaces
 *   instead of hyphens.
 * - A country id of 0 means "unknown" in the feed and counts as not given.
 * - Without a country name, Luxembourg (50) is still named, as "Luxembourg" (its official name,
 *   also French and English; the feed's name, e.g. "Luxemburg", wins when given); another foreign
 *   country without a name adds nothing.
 */
export function cityLabel(
  city: string,
  countryId?: number | null,
  countryName?: string | null,
): string {
  const name = KAPELLE_OP_DEN_BOS.test(city.trim()) ? 'Kapelle-op-den-Bos' : city.trim()
  if (!countryId || countryId === COUNTRY_BELGIUM) return name
  const country = countryName?.trim() || (countryId === COUNTRY_LUXEMBOURG ? 'Luxembourg' : '')
  return country ? `${name} (${country})` : name
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop'

/**
 * Device class by window width: up to 767 mobile, 768 to 960 tablet, above 960 desktop.
 * Decision: fractional widths fall in the class of the range they lie in (767.5 is mobile,
 * 960.5 desktop), and a width that is not a number (no window, server rendering) is desktop.
 */
export function deviceClass(width: number): DeviceClass {
  if (width < 768) return 'mobile'
  if (width <= 960) return 'tablet'
  return 'desktop'
}

// A town as visitors read it: the domain's `cityLabel` (Kapelle-op-den-Bos written right, the
// country in brackets outside Belgium), the country named in the page's language by the
// platform's own region names (Luxemburg in Dutch and German, Luxembourg in French and English).
import { cityLabel, COUNTRY_LUXEMBOURG, type Locale } from '@/lib/domain'

const COUNTRY_CODES: Record<number, string> = { [COUNTRY_LUXEMBOURG]: 'LU' }

export const placeName = (
  city: string | null | undefined,
  countryId: number | null | undefined,
  locale: Locale,
): string => {
  const code = countryId ? COUNTRY_CODES[countryId] : undefined
  const country = code
    ? (new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? null)
    : null
  return cityLabel(city ?? '', countryId, country)
}

/** Postcode and town as one line; a missing postcode or town leaves no gap and no "null". */
export const postalPlace = (zip: string | null | undefined, place: string): string =>
  [zip?.trim(), place.trim()].filter(Boolean).join(' ')

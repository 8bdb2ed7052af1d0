// How a typed place name is compared: case, accents, hyphens, apostrophes and other punctuation
// do not count ("Liège", "liege", "LIEGE"; "Sint-Martens-Latem", "sint martens latem").

/** The comparison key of a place name: lower case, no accents, words separated by one space. */
export const normalisePlaceName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** A Belgian (4 digits) or Luxembourg (L-1234, also "l 1234", "L1234") postcode, canonical; else null. */
export const normalisePostcode = (value: string): string | null => {
  const text = value.trim().toUpperCase()
  if (/^\d{4}$/.test(text)) return text
  const luxembourg = /^L[\s-]?(\d{4})$/.exec(text)
  return luxembourg ? `L-${luxembourg[1]}` : null
}

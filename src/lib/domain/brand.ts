// The agency's brand and legal identity as shown on the site: colour checks and the licence
// number and the company number as the professional body and the register write them.

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** `#RGB` or `#RRGGBB`. */
export const isHexColour = (value: string): boolean => HEX.test(value.trim())

/** `#rgb`/`#RRGGBB` as lower-case `#rrggbb`; null when it is not a hex colour. */
export const normaliseHexColour = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? ''
  if (!isHexColour(text)) return null
  const digits = text.slice(1).toLowerCase()
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`
}

const channel = (hex: string, index: number) => {
  const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

/** WCAG contrast ratio of white text on this colour (1 to 21); null for a non-colour. */
export const contrastWithWhite = (value: string): number | null => {
  const hex = normaliseHexColour(value)
  if (!hex) return null
  const luminance = 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2)
  return 1.05 / (luminance + 0.05)
}

/** White text on buttons of this colour is readable (WCAG AA, 4.5:1). */
export const carriesWhiteText = (value: string): boolean => (contrastWithWhite(value) ?? 0) >= 4.5

/**
 * The licence number alone (`512.345`), however it was typed: the professional body's name
 * (`BIV`, `IPI`, `BIV/IPI`) belongs to the label around it, so a prefix typed into the field is
 * dropped — otherwise the site would read "BIV BIV 512.345".
 */
export const licenceNumber = (value: string | null | undefined): string =>
  (value ?? '')
    .trim()
    .replace(/^(?:(?:BIV|IPI|B\.I\.V\.|I\.P\.I\.)\s*[/-]?\s*)+(?:n[°ro.]*\s*)?[:.]?\s*/i, '')
    .trim()

/**
 * A company number as the register writes it: a Belgian KBO/BCE number as `0712.345.678` (typed
 * with or without `BE`, dots or spaces; an old 9-digit number gets its leading 0), a
 * Luxembourg RCS number as `B123456`. Anything else is returned trimmed, for the validation to
 * refuse; empty is null.
 */
export const companyNumber = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim()
  if (!trimmed) return null
  const compact = trimmed.replace(/[\s./-]/g, '').toUpperCase()
  const belgian = /^(?:BE)?([01]?\d{9})$/.exec(compact)
  if (belgian) {
    const digits = belgian[1].padStart(10, '0')
    return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`
  }
  const luxembourg = /^(?:RCS)?(?:LU)?(B\d{1,6})$/.exec(compact)
  return luxembourg ? luxembourg[1] : trimmed
}

/** Whether a value is a company number of the form `companyNumber` writes. */
export const isCompanyNumber = (value: string): boolean =>
  /^[01]\d{3}\.\d{3}\.\d{3}$|^B\d{1,6}$/.test(companyNumber(value) ?? '')

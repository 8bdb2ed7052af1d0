// Helpers the adapters share: numbers that may come as text, coordinates whose axis is not
// documented, and a code looked up in a mapping table (unknown → reported, never guessed).
import type { CanonicalListing } from '../types'

export const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'))
  return Number.isFinite(n) ? n : null
}

/** A positive number, else null: a CRM's 0 price or surface means "not given". */
export const positive = (value: unknown): number | null => {
  const n = num(value)
  return n !== null && n > 0 ? n : null
}

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null

/**
 * Latitude and longitude from a pair whose order is not documented: in Belgium and Luxembourg
 * latitudes are 49–52 and longitudes 2–7, so the ranges tell them apart.
 */
export const geoFromPair = (a: unknown, b: unknown): CanonicalListing['geo'] => {
  const x = num(a)
  const y = num(b)
  if (x === null || y === null || (x === 0 && y === 0)) return null
  const isLat = (v: number) => v >= 49 && v <= 52
  const isLng = (v: number) => v >= 2 && v <= 7
  if (isLat(x) && isLng(y)) return { latitude: x, longitude: y }
  if (isLat(y) && isLng(x)) return { latitude: y, longitude: x }
  return null
}

/** The value a table maps `code` to, or null with the code noted in `unknown`. */
export const lookup = <T>(
  table: Record<string, T>,
  code: unknown,
  what: string,
  unknown: string[],
): T | null => {
  if (code === null || code === undefined || code === '') return null
  const key = String(code)
  if (key in table) return table[key]
  unknown.push(`${what} ${key}`)
  return null
}

// The place index of the search box: every name of a town (in each of its languages, with the
// English exonyms and Luxembourg added by hand in names.ts) and every postcode, compared without
// case, accents or punctuation, leads to the postcodes of that town. Properties are found by
// postcode, so one stored as "Liège" is found by "Luik", "liege", "Lüttich" and "4000".
import type { Locale } from '@/i18n/locales'

import { handTowns, type HandTown } from './names'
import { normalisePlaceName, normalisePostcode } from './normalise'
import rows from './places.generated.json'

export { normalisePlaceName, normalisePostcode } from './normalise'

type Entry = { name: string; key: string; zips: string[]; town?: HandTown }

type Index = {
  byKey: Map<string, Set<string>>
  entries: Entry[]
  zips: Set<string>
}

let index: Index | null = null

const buildIndex = (): Index => {
  const byKey = new Map<string, Set<string>>()
  const entries: Entry[] = []
  const zips = new Set<string>()
  const add = (name: string, zipsOfName: readonly string[], town?: HandTown) => {
    const key = normalisePlaceName(name)
    if (!key) return
    const set = byKey.get(key) ?? new Set<string>()
    for (const zip of zipsOfName) {
      set.add(zip)
      zips.add(zip)
    }
    byKey.set(key, set)
    entries.push({ name, key, zips: [...zipsOfName], town })
  }
  for (const town of handTowns) {
    const names = new Set([town.nl, town.fr, town.en, town.de, ...(town.also ?? [])])
    for (const name of names) add(name, town.zips, town)
  }
  // A name the hand table already gives for that postcode is not repeated.
  const byHand = new Set(entries.flatMap((entry) => entry.zips.map((zip) => `${entry.key}|${zip}`)))
  for (const [zip, ...names] of rows as string[][]) {
    for (const name of names) {
      if (!byHand.has(`${normalisePlaceName(name)}|${zip}`)) add(name, [zip])
    }
  }
  return { byKey, entries, zips }
}

const getIndex = () => (index ??= buildIndex())

/**
 * The postcodes a typed place stands for: a postcode itself, or every postcode of the town of
 * that name in any language; null for a name the index does not know.
 */
export function resolvePlace(value: string): string[] | null {
  const postcode = normalisePostcode(value)
  if (postcode) return [postcode]
  const zips = getIndex().byKey.get(normalisePlaceName(value))
  return zips ? [...zips].sort() : null
}

export type PlaceSuggestion = {
  /** The town in the visitor's language (or the name typed, for a place without one). */
  name: string
  zip: string
  /** What goes into the search box: the name, or the postcode where the name is ambiguous. */
  value: string
}

const displayName = (entry: Entry, locale: Locale) => (entry.town ? entry.town[locale] : entry.name)

/**
 * Up to `limit` places whose name (in any language) or postcode starts with what was typed, the
 * towns of names.ts first, then in alphabetical order; shown in the visitor's language.
 */
export function suggestPlaces(query: string, locale: Locale, limit = 8): PlaceSuggestion[] {
  const { entries, byKey } = getIndex()
  const digits = query
    .trim()
    .toUpperCase()
    .replace(/^L[\s-]?(?=\d)/, 'L-')
  const key = normalisePlaceName(query)
  if (!key) return []
  const isCode = /^(L-)?\d{1,4}$/.test(digits)
  const rank = (entry: Entry) =>
    (entry.key === key ? 0 : 2) + (entry.town ? 0 : 1) + (entry.key.startsWith(key) ? 0 : 4)
  const matches = entries
    .filter((entry) =>
      isCode
        ? entry.zips.some((zip) => zip.startsWith(digits))
        : entry.key.startsWith(key) || entry.key.includes(` ${key}`),
    )
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        displayName(a, locale).localeCompare(displayName(b, locale), locale) ||
        a.zips[0].localeCompare(b.zips[0]),
    )
  const seen = new Set<string>()
  const suggestions: PlaceSuggestion[] = []
  for (const entry of matches) {
    const name = displayName(entry, locale)
    const zips = isCode ? entry.zips.filter((zip) => zip.startsWith(digits)) : entry.zips
    for (const zip of zips.slice(0, isCode ? zips.length : 1)) {
      const id = `${name}|${isCode ? zip : entry.zips.join()}`
      if (seen.has(id)) continue
      seen.add(id)
      const own = byKey.get(normalisePlaceName(name))
      const unambiguous = own !== undefined && [...own].every((code) => entry.zips.includes(code))
      suggestions.push({ name, zip, value: unambiguous && !isCode ? name : zip })
      if (suggestions.length >= limit) return suggestions
    }
  }
  return suggestions
}

// The place index of the search box: every name of a town (in each of its languages, with the
// English exonyms and Luxembourg added by hand in names.ts), every section and every postcode,
// compared without case, accents or punctuation, leads to postcodes. A municipality's name leads
// to the postcodes of all its sections ("Gent" finds Zwijnaarde's 9052, "Luik" Angleur's 4031); a
// section's name to its own. Properties are found by postcode, so one stored as "Liège" is found
// by "Luik", "liege", "Lüttich" and "4000". The lists, the map, the saved searches' alerts and
// the suggestions all read places through this module.
import type { Locale } from '@/i18n/locales'

import type { MunicipalityRow } from './buildPlaceIndex'
import municipalityRows from './municipalities.generated.json'
import { handTowns, type HandTown } from './names'
import { normalisePlaceName, normalisePostcode } from './normalise'
import rows from './places.generated.json'

export { normalisePlaceName, normalisePostcode } from './normalise'

type Entry = {
  name: string
  key: string
  zips: string[]
  /** Entries of one town or municipality (its names in several languages) share a group. */
  group: number
  town?: HandTown
}

type Index = {
  byKey: Map<string, Set<string>>
  entries: Entry[]
  /** Every name leading to a postcode, as written. */
  namesByZip: Map<string, Set<string>>
  /** The places of each postcode (its own names, not the municipality's), for a typed code. */
  placesByZip: Map<string, Entry[]>
}

let index: Index | null = null

const buildIndex = (): Index => {
  const byKey = new Map<string, Set<string>>()
  const entries: Entry[] = []
  const namesByZip = new Map<string, Set<string>>()
  const placesByZip = new Map<string, Entry[]>()
  const covered = new Set<string>()
  const byHand = new Set<string>()
  let groups = 0
  const add = (name: string, zipsOfName: readonly string[], group: number, town?: HandTown) => {
    const key = normalisePlaceName(name)
    if (!key) return null
    const set = byKey.get(key) ?? new Set<string>()
    for (const zip of zipsOfName) {
      set.add(zip)
      covered.add(`${key}|${zip}`)
      namesByZip.set(zip, (namesByZip.get(zip) ?? new Set()).add(name))
    }
    byKey.set(key, set)
    const entry = { name, key, zips: [...zipsOfName], group, town }
    entries.push(entry)
    return entry
  }
  const isCovered = (name: string, zips: readonly string[]) =>
    zips.every((zip) => covered.has(`${normalisePlaceName(name)}|${zip}`))
  const placeOf = (zip: string, entry: Entry | null) => {
    if (entry) placesByZip.set(zip, [...(placesByZip.get(zip) ?? []), entry])
  }

  const municipalities = municipalityRows as MunicipalityRow[]
  // A town of the hand table stands for the whole municipality it names (the one that holds
  // its postcode: "Sint-Niklaas" is also Saint-Nicolas near Liège in Dutch).
  for (const town of handTowns) {
    const names = [...new Set([town.nl, town.fr, town.en, town.de, ...(town.also ?? [])])]
    const keys = new Set(names.map(normalisePlaceName))
    const zips = new Set(town.zips)
    for (const municipality of municipalities) {
      if (!municipality.names.some((name) => keys.has(normalisePlaceName(name)))) continue
      if (!municipality.zips.some((zip) => town.zips.includes(zip))) continue
      municipality.zips.forEach((zip) => zips.add(zip))
    }
    const group = groups++
    const all = [...town.zips, ...[...zips].filter((zip) => !town.zips.includes(zip)).sort()]
    for (const name of names) {
      const entry = add(name, all, group, town)
      if (name === town.nl) for (const zip of town.zips) placeOf(zip, entry)
    }
    for (const name of names)
      for (const zip of town.zips) byHand.add(`${normalisePlaceName(name)}|${zip}`)
  }
  for (const municipality of municipalities) {
    const group = groups++
    for (const name of municipality.names) {
      if (!isCovered(name, municipality.zips)) add(name, municipality.zips, group)
    }
  }
  // A name the hand table or a municipality already gives for that postcode is not repeated.
  for (const [zip, ...names] of rows as string[][]) {
    for (const name of names) {
      const key = normalisePlaceName(name)
      if (byHand.has(`${key}|${zip}`)) continue
      const known = isCovered(name, [zip])
      placeOf(zip, known ? { name, key, zips: [zip], group: -1 } : add(name, [zip], groups++))
    }
  }
  return { byKey, entries, namesByZip, placesByZip }
}

const getIndex = () => (index ??= buildIndex())

/**
 * The postcodes a typed place stands for: a postcode itself, or every postcode of the town or
 * municipality of that name in any language (all its sections); null for a name the index does
 * not know.
 */
export function resolvePlace(value: string): string[] | null {
  const postcode = normalisePostcode(value)
  if (postcode) return [postcode]
  const zips = getIndex().byKey.get(normalisePlaceName(value))
  return zips ? [...zips].sort() : null
}

/**
 * Every name that finds a postcode, as written in the lists: its own places, its municipality in
 * each language. `resolvePlace(name)` contains `zip` for each of them (the reverse lookup the
 * saved searches' matching needs).
 */
export function placeNamesOf(zip: string): string[] {
  const postcode = normalisePostcode(zip)
  return postcode ? [...(getIndex().namesByZip.get(postcode) ?? [])] : []
}

export type PlaceSuggestion = {
  /** The town in the visitor's language (or the name typed, for a place without one). */
  name: string
  /** Its main postcode (a municipality's centre). */
  zip: string
  /** Every postcode it stands for: a municipality's include all its sections'. */
  zips: string[]
  /** What goes into the search box: the name, or the postcodes where the name is ambiguous. */
  value: string
}

const displayName = (entry: Entry, locale: Locale) => (entry.town ? entry.town[locale] : entry.name)

/**
 * Up to `limit` places whose name (in any language) or postcode starts with what was typed, the
 * towns of names.ts first, then in alphabetical order; shown in the visitor's language. A
 * municipality comes once, with all its postcodes; its sections come as they are typed. A typed
 * postcode offers the places of the postcodes it begins.
 */
export function suggestPlaces(query: string, locale: Locale, limit = 8): PlaceSuggestion[] {
  const { entries, byKey, placesByZip } = getIndex()
  const digits = query
    .trim()
    .toUpperCase()
    .replace(/^L[\s-]?(?=\d)/, 'L-')
  const key = normalisePlaceName(query)
  if (!key) return []

  if (/^(L-)?\d{1,4}$/.test(digits)) {
    const suggestions: PlaceSuggestion[] = []
    const zips = [...placesByZip.keys()].filter((zip) => zip.startsWith(digits)).sort()
    for (const zip of zips) {
      const seen = new Set<string>()
      const places = [...placesByZip.get(zip)!].sort(
        (a, b) =>
          (a.town ? 0 : 1) - (b.town ? 0 : 1) ||
          displayName(a, locale).localeCompare(displayName(b, locale), locale),
      )
      for (const place of places) {
        const name = displayName(place, locale)
        if (seen.has(name)) continue
        seen.add(name)
        suggestions.push({ name, zip, zips: [zip], value: zip })
        if (suggestions.length >= limit) return suggestions
      }
    }
    return suggestions
  }

  const rank = (entry: Entry) =>
    (entry.key === key ? 0 : 2) + (entry.town ? 0 : 1) + (entry.key.startsWith(key) ? 0 : 4)
  const matches = entries
    .filter((entry) => entry.key.startsWith(key) || entry.key.includes(` ${key}`))
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        displayName(a, locale).localeCompare(displayName(b, locale), locale) ||
        a.zips[0].localeCompare(b.zips[0]),
    )
  const seen = new Set<number>()
  const suggestions: PlaceSuggestion[] = []
  for (const entry of matches) {
    if (seen.has(entry.group)) continue
    seen.add(entry.group)
    const name = displayName(entry, locale)
    const own = byKey.get(normalisePlaceName(name))
    const unambiguous = own !== undefined && [...own].every((code) => entry.zips.includes(code))
    suggestions.push({
      name,
      zip: entry.zips[0],
      zips: [...entry.zips].sort(),
      value: unambiguous ? name : entry.zips.join(', '),
    })
    if (suggestions.length >= limit) break
  }
  return suggestions
}

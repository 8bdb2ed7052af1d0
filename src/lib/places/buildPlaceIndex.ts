// Builds the committed place lists from the validated data: places.generated.json, one row per
// postcode, [postcode, name, other names…] (the postcode list's names, then the names of the
// municipality list's sections at that postcode), and municipalities.generated.json, one row per
// municipality, { names, zips }: every name it goes by in the municipality list (Gent and Gand,
// Liège and Luik) and the postcodes of all its sections, with the mergers of mergers.ts.
// scripts/generate-place-index.ts writes both; a unit test checks the committed files are
// exactly what this gives.
import { regionForPostcode } from '@/lib/domain/place'

import type { Merger } from './mergers'
import { normalisePlaceName } from './normalise'

export type PlaceRow = [zip: string, ...names: string[]]
export type MunicipalityRow = { names: string[]; zips: string[] }

export function buildPlaceRows(places: readonly { zip: string; name: string }[]): PlaceRow[] {
  const byZip = new Map<string, string[]>()
  for (const { zip, name } of places) {
    const names = byZip.get(zip) ?? []
    const key = normalisePlaceName(name)
    if (!names.some((known) => normalisePlaceName(known) === key)) names.push(name)
    byZip.set(zip, names)
  }
  return [...byZip.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([zip, names]) => [zip, ...names])
}

type RawMunicipality = {
  postcode?: unknown
  municipality?: unknown
  subMunicipality?: unknown
  province?: unknown
}

/** One row of the municipality list: a postcode of a municipality, and its section there. */
export type MunicipalityEntry = {
  zip: string
  municipality: string
  /** The section (deelgemeente); null for the municipality's own centre. */
  section: string | null
  province: string
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The usable rows: a Belgian postcode (the list has two without one) and a name. */
export function validateMunicipalities(raw: readonly RawMunicipality[]): MunicipalityEntry[] {
  const entries: MunicipalityEntry[] = []
  for (const row of raw) {
    const zip = text(row.postcode)
    const municipality = text(row.municipality)
    if (!/^\d{4}$/.test(zip) || !regionForPostcode(zip) || !municipality) continue
    entries.push({
      zip,
      municipality,
      section: text(row.subMunicipality) || null,
      province: text(row.province),
    })
  }
  return entries
}

/** The sections as places of their postcode, for the place rows. */
export const sectionPlaces = (entries: readonly MunicipalityEntry[]) =>
  entries.flatMap(({ zip, section }) => (section ? [{ zip, name: section }] : []))

type Group = {
  names: string[]
  /** The postcodes of its own rows; `zips` grows as variants and mergers join it. */
  own: Set<string>
  zips: Set<string>
  centres: Set<string>
  province: string
}

/**
 * The municipalities: a name and a province make one; two names of one province that both have
 * their centre at one postcode, the one's postcodes among the other's, are one municipality in
 * two languages (Luik's 4000 among Liège's 4000–4032). Then the mergers join their former
 * municipalities under the new name. Throws when a merger names a municipality the list lacks.
 */
export function buildMunicipalityRows(
  entries: readonly MunicipalityEntry[],
  mergers: readonly Merger[],
): MunicipalityRow[] {
  const groups = new Map<string, Group>()
  const id = (name: string, province: string) => `${name}|${province}`
  for (const { zip, municipality, section, province } of entries) {
    const key = id(municipality, province)
    const group = groups.get(key) ?? {
      names: [municipality],
      own: new Set<string>(),
      zips: new Set<string>(),
      centres: new Set<string>(),
      province,
    }
    group.own.add(zip)
    group.zips.add(zip)
    if (!section) group.centres.add(zip)
    groups.set(key, group)
  }

  // Union-find over the groups: language variants point at the group that holds them.
  const parent = new Map<Group, Group>()
  const root = (group: Group): Group => {
    const up = parent.get(group)
    return up ? root(up) : group
  }
  const within = (a: Set<string>, b: Set<string>) => [...a].every((zip) => b.has(zip))
  const all = [...groups.values()]
  for (const [i, a] of all.entries()) {
    for (const b of all.slice(i + 1)) {
      if (a.province !== b.province || ![...a.centres].some((zip) => b.centres.has(zip))) continue
      if (!within(a.own, b.own) && !within(b.own, a.own)) continue
      const [ra, rb] = [root(a), root(b)]
      if (ra === rb) continue
      const [big, small] = ra.zips.size >= rb.zips.size ? [ra, rb] : [rb, ra]
      parent.set(small, big)
      big.names.push(...small.names)
      small.zips.forEach((zip) => big.zips.add(zip))
    }
  }

  const rows = new Map<Group, Set<string>>()
  for (const group of all) if (!parent.has(group)) rows.set(group, new Set(group.names))
  for (const { name, province, from } of mergers) {
    const formers = from.map((former) => {
      const group = groups.get(id(former.name, former.province))
      if (!group)
        throw new Error(`Merger ${name}: ${former.name} (${former.province}) is not in the list`)
      return root(group)
    })
    const keeps = formers.find((group) => rows.get(group)!.has(name))
    const target: Group = keeps ?? {
      names: [name],
      own: new Set(),
      zips: new Set(),
      centres: new Set(),
      province,
    }
    for (const former of formers) former.zips.forEach((zip) => target.zips.add(zip))
    if (!keeps) rows.set(target, new Set([name]))
  }

  return [...rows.entries()]
    .map(([group, names]) => ({ names: [...names], zips: [...group.zips].sort() }))
    .sort(
      (a, b) => a.names[0].localeCompare(b.names[0], 'nl') || a.zips[0].localeCompare(b.zips[0]),
    )
}

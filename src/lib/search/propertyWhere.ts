// Turns parsed list parameters into a Payload `where` and `sort` for the properties collection.
// Pure: unit-tested without a database; the query layer adds access control.
import type { Where } from 'payload'

import { resolvePlace } from '@/lib/places'

import { referencePattern, type ListParams, type SortOption } from './listParams'

/** By price means by the published price: a hidden one sorts as "on request" (`listedPrice`). */
export const propertySort: Record<SortOption, string> = {
  'price-asc': 'listedPrice',
  'price-desc': '-listedPrice',
  type: 'propertyType',
  city: 'city',
  'date-desc': '-createdAt',
}

/**
 * The order of a list: the visitor's choice within each status, properties still on offer
 * first. Sold and rented properties stay in the lists as the agency's references, but the newest
 * of them no longer leads "for sale" above the houses a visitor can still buy. The statuses sort
 * as available, option, then sold or rented on both databases (SQLite by name, PostgreSQL by the
 * enum's order).
 */
export const listSort = (sort: SortOption): string[] => ['status', propertySort[sort]]

/** A plain letter also finds Brussels' sub-labels: C finds C+, C and C-. */
const epcVariants = (label: string) =>
  /^[A-I]$/.test(label) ? [`${label}+`, label, `${label}-`] : [label]

/**
 * A reference as typed and in capitals (references are written in capitals, IMMO-0013, and a
 * visitor types "immo-0013"): compared exactly, on the unique index of `reference`.
 */
const referenceWhere = (reference: string): Where => ({
  reference: { in: [...new Set([reference, reference.toUpperCase()])] },
})

export const buildPropertyWhere = (goal: 'sale' | 'rent', params: ListParams): Where => {
  const and: Where[] = [{ goal: { equals: goal } }]
  if (params.ref) and.push(referenceWhere(params.ref))
  if (params.type.length) and.push({ propertyType: { in: params.type } })

  // The place box takes postcodes and town names in any of their languages, which the place
  // index turns into postcodes: a property stored as "Liège" is found by "Luik" or "liege". A
  // name the index does not know (a hamlet, a town abroad) is looked for in the stored town,
  // and, when it could be one (a digit in it), as a property's reference: "IMMO-0013" typed in
  // the place box finds that property.
  const zips = new Set(params.zip)
  const towns: string[] = []
  for (const city of params.city) {
    const resolved = resolvePlace(city)
    if (resolved) resolved.forEach((zip) => zips.add(zip))
    else towns.push(city)
  }
  const place: Where[] = [
    ...(zips.size ? [{ zip: { in: [...zips] } }] : []),
    ...towns.map((town) => ({ city: { like: town } })),
    ...towns.filter((town) => /\d/.test(town) && referencePattern.test(town)).map(referenceWhere),
  ]
  if (place.length) and.push({ or: place })

  if (params.region) and.push({ region: { equals: params.region } })
  if (params.minPrice !== undefined) and.push({ price: { greater_than_equal: params.minPrice } })
  if (params.maxPrice !== undefined) and.push({ price: { less_than_equal: params.maxPrice } })
  if (params.minBedrooms !== undefined && params.minBedrooms > 0) {
    and.push({ 'rooms.bedrooms': { greater_than_equal: params.minBedrooms } })
  }
  for (const feature of ['garden', 'terrace', 'garage'] as const) {
    if (params[feature]) and.push({ [`comfort.${feature}`]: { equals: true } })
  }
  if (params.epc.length) and.push({ 'epc.label': { in: params.epc.flatMap(epcVariants) } })
  return { and }
}

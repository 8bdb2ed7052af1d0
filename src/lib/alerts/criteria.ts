// A saved search's criteria: from the demand-register form's values into the stored columns,
// the `where` that prefilters the saved searches a property may match (one query per event),
// and the exact check in code for what a query cannot say (a drawn area).
import type { Where } from 'payload'

import { slugifySegment } from '@/lib/domain/paths'
import { normalisePlaceName, placeNamesOf } from '@/lib/places'
import { isPropertyType, type PropertyType } from '@/lib/site/propertyTypes'

export const savedSearchStatuses = ['pending', 'active', 'paused', 'stopped'] as const
export type SavedSearchStatus = (typeof savedSearchStatuses)[number]
export const alertFrequencies = ['instant', 'daily', 'weekly'] as const
export type AlertFrequency = (typeof alertFrequencies)[number]
export const alertEvents = ['new', 'priceDrop', 'available'] as const
export type AlertEvent = (typeof alertEvents)[number]

export const rangeFields = [
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'maxBedrooms',
  'minBathrooms',
  'minGarages',
  'maxGarages',
  'minParking',
  'maxParking',
] as const
type RangeField = (typeof rangeFields)[number]

export type Criteria = {
  goal: 'sale' | 'rent'
  types: PropertyType[]
  zips: string[]
  municipalities: string[]
  area?: string | null
  terrace?: boolean | null
  garden?: boolean | null
} & Partial<Record<RangeField, number | null>>

const ZIP = /^(L-)?\d{4}$/i

/** "9000", "L-1234" are postcodes; anything else names a municipality (compared as a slug). */
export const splitZones = (zones: readonly string[] = []) => {
  const zips = new Set<string>()
  const municipalities = new Set<string>()
  for (const zone of zones) {
    const value = zone.trim()
    if (!value) continue
    if (ZIP.test(value)) zips.add(value.toUpperCase())
    else {
      const slug = slugifySegment(value)
      if (slug) municipalities.add(slug)
    }
  }
  return { zips: [...zips], municipalities: [...municipalities] }
}

/** A drawn area in the list pages' URL format: `lat,lng` pairs joined by `;`, 3 to 50 of them. */
export const parseArea = (value: unknown): [number, number][] | null => {
  if (typeof value !== 'string' || !value.trim()) return null
  const points = value.split(';').map((pair) => pair.split(',').map(Number))
  if (points.length < 3 || points.length > 50) return null
  for (const point of points) {
    if (point.length !== 2 || !point.every(Number.isFinite)) return null
    if (Math.abs(point[0]) > 90 || Math.abs(point[1]) > 180) return null
  }
  return points as [number, number][]
}

/** The form's map areas (polygons of [longitude, latitude]) in the URL format; the first one. */
export const areaFromPolygons = (areas: unknown): string | null => {
  if (!Array.isArray(areas) || !Array.isArray(areas[0])) return null
  const ring = (areas[0] as [number, number][]).slice(0, 50)
  const text = ring.map(([lng, lat]) => `${lat},${lng}`).join(';')
  return parseArea(text) ? text : null
}

/** Ray casting: is (lat, lng) inside the polygon? */
export const insideArea = (area: [number, number][], lat: number, lng: number) => {
  let inside = false
  for (let i = 0, j = area.length - 1; i < area.length; j = i++) {
    const [latI, lngI] = area[i]
    const [latJ, lngJ] = area[j]
    if (lngI > lng !== lngJ > lng && lat < ((latJ - latI) * (lng - lngI)) / (lngJ - lngI) + latI)
      inside = !inside
  }
  return inside
}

const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined

/** The stored criteria of the demand-register form's (already validated) values. */
export const criteriaFromForm = (values: Record<string, unknown>): Criteria => {
  const zones = Array.isArray(values.zones) ? (values.zones as string[]) : []
  const criteria: Criteria = {
    goal: values.goal === 'rent' ? 'rent' : 'sale',
    // A repeated type would be refused by the select field: each once. The values are
    // validated (searchPropertyTypes): the filter only tells the type what they are.
    types: Array.isArray(values.types) ? [...new Set(values.types.filter(isPropertyType))] : [],
    ...splitZones(zones),
    area:
      typeof values.area === 'string' && parseArea(values.area)
        ? values.area
        : areaFromPolygons(values.areas),
    terrace: values.terrace === true,
    garden: values.garden === true,
  }
  for (const field of rangeFields) criteria[field] = num(values[field]) ?? null
  return criteria
}

/** What of a property the matching reads (the public price: a hidden price never decides). */
export type MatchableProperty = {
  goal: 'sale' | 'rent'
  propertyType?: string | null
  zip?: string | null
  city?: string | null
  latitude?: number | null
  longitude?: number | null
  listedPrice?: number | null
  bedrooms?: number | null
  bathrooms?: number | null
  garages?: number | null
  parking?: number | null
  terrace?: boolean | null
  garden?: boolean | null
}

type Raw = Record<string, unknown>
const group = (doc: Raw, name: string) =>
  (doc[name] && typeof doc[name] === 'object' ? doc[name] : {}) as Raw

export const matchableProperty = (doc: Raw): MatchableProperty => {
  const rooms = group(doc, 'rooms')
  const comfort = group(doc, 'comfort')
  const parking = (num(rooms.parkingInside) ?? 0) + (num(rooms.parkingOutside) ?? 0)
  return {
    goal: doc.goal === 'rent' ? 'rent' : 'sale',
    propertyType: (doc.propertyType as string) ?? null,
    zip: (doc.zip as string) ?? null,
    city: (doc.city as string) ?? null,
    latitude: num(doc.latitude) ?? null,
    longitude: num(doc.longitude) ?? null,
    listedPrice: num(doc.listedPrice) ?? null,
    bedrooms: num(rooms.bedrooms) ?? null,
    bathrooms: num(rooms.bathrooms) ?? null,
    garages: num(rooms.garages) ?? null,
    parking,
    terrace: comfort.terrace === true,
    garden: comfort.garden === true,
  }
}

const unset = (field: string): Where => ({ [field]: { exists: false } })

/** A bound that the property's value satisfies, or no bound at all. */
const bound = (field: RangeField, value: number | null | undefined, kind: 'min' | 'max'): Where =>
  value === null || value === undefined
    ? unset(field)
    : {
        or: [
          unset(field),
          { [field]: { [kind === 'min' ? 'less_than_equal' : 'greater_than_equal']: value } },
        ],
      }

const wish = (field: 'terrace' | 'garden', has: boolean | null | undefined): Where | null =>
  has ? null : { or: [{ [field]: { equals: false } }, unset(field)] }

/**
 * The stored zone names (slugs, as `splitZones` keeps them) that find a property, as the lists'
 * place box finds it (src/lib/places): every name of its postcode — its own places, its
 * municipality in each language ("gent" for Zwijnaarde's 9052, "luik" for Liège) — and its
 * stored town, for a name the place index does not know.
 */
export const zoneSlugs = (property: Pick<MatchableProperty, 'zip' | 'city'>): string[] => {
  const names = [...(property.zip ? placeNamesOf(property.zip) : []), property.city ?? '']
  // "Braine-l'Alleud" typed as written or as "Braine l Alleud": both slugs are kept.
  const slugs = names.flatMap((name) => [
    slugifySegment(name),
    slugifySegment(normalisePlaceName(name)),
  ])
  return [...new Set(slugs.filter(Boolean))].sort()
}

/**
 * The saved searches a property may match, as one query: active, same goal and type, its
 * postcode or a place name that finds it (or a drawn area, checked in code after), every bound
 * satisfied.
 */
export const matchingWhere = (property: MatchableProperty): Where => {
  const zones: Where[] = [{ area: { exists: true } }]
  if (property.zip) zones.push({ zips: { in: [property.zip.toUpperCase()] } })
  const slugs = zoneSlugs(property)
  if (slugs.length) zones.push({ municipalities: { in: slugs } })
  const and: Where[] = [
    { status: { equals: 'active' } },
    { goal: { equals: property.goal } },
    property.propertyType ? { types: { in: [property.propertyType] } } : { id: { equals: -1 } },
    { or: zones },
    bound('minPrice', property.listedPrice, 'min'),
    bound('maxPrice', property.listedPrice, 'max'),
    bound('minBedrooms', property.bedrooms, 'min'),
    bound('maxBedrooms', property.bedrooms, 'max'),
    bound('minBathrooms', property.bathrooms, 'min'),
    bound('minGarages', property.garages, 'min'),
    bound('maxGarages', property.garages, 'max'),
    bound('minParking', property.parking, 'min'),
    bound('maxParking', property.parking, 'max'),
  ]
  for (const field of ['terrace', 'garden'] as const) {
    const condition = wish(field, property[field])
    if (condition) and.push(condition)
  }
  return { and }
}

/** The zone check the query left open: a search by area only matches inside its area. */
export const inZones = (
  search: { zips?: string[] | null; municipalities?: string[] | null; area?: string | null },
  property: MatchableProperty,
) => {
  if (property.zip && search.zips?.includes(property.zip.toUpperCase())) return true
  const slugs = zoneSlugs(property)
  if (search.municipalities?.some((slug) => slugs.includes(slug))) return true
  const area = parseArea(search.area)
  if (!area || property.latitude === null || property.longitude === null) return false
  return insideArea(area, property.latitude!, property.longitude!)
}

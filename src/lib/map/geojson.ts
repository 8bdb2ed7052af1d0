// The map payload's types and its pure geometry helpers (area check, GeoJSON, bounds).
// Imports nothing, so the client map component can use it without pulling the domain module
// (and its number-to-words tables) into the browser; payload.ts builds the payload on the server.

/** What the map shows: the clustered results of a list, or the single location of a detail page. */
export type MapType = 'results' | 'location'

export type MapPropertyStatus = 'available' | 'option' | 'sold' | 'rented' | (string & {})

/** One marker: a property with valid coordinates, with what its popup card shows. */
export type MapProperty = {
  id: number
  lat: number
  lng: number
  title: string
  /** Already formatted on the server (domain formatPrice, or the "price on request" text). */
  priceText: string
  /** The property's page, a same-site path. */
  url: string
  imageUrl?: string
  status: MapPropertyStatus
}

/**
 * Counts behind the map, for the page's "N results are not on the map" message.
 * total = shown + withoutLocation + outsideArea + notLoaded.
 */
export type MapMessageInfo = {
  /** Matches of the search (may exceed the properties the map query loaded). */
  total: number
  /** Markers on the map. */
  shown: number
  /** Left out: no (finite) latitude or longitude. */
  withoutLocation: number
  /** Left out: coordinates outside Belgium and Luxembourg (typing errors such as swapped lat/lng). */
  outsideArea: number
  /** Matches the map query did not load (beyond its limit). */
  notLoaded: number
}

/**
 * The spec's map payload (section 3). Serialisable: the server page builds it and hands it to the
 * client map as a prop.
 */
export type MapPayload = {
  propsList: MapProperty[]
  messageInfo: MapMessageInfo
  mapType: MapType
  /** Image URL of the agency's marker pin (site settings), or null for the default pin. */
  customMarker: string | null
  /**
   * The source's flag to ignore the "marquee" (shift-drag rectangle) gesture: true turns
   * MapLibre's box zoom off, so shift-drag does not zoom by surprise.
   */
  marqueeIgnore: boolean
}

/** [west, south, east, north] around Belgium and Luxembourg, with a margin of a few kilometres. */
export const BE_LU_BOUNDS = [2.5, 49.4, 6.6, 51.55] as const

export const isInBeLu = (lat: number, lng: number): boolean =>
  lng >= BE_LU_BOUNDS[0] &&
  lng <= BE_LU_BOUNDS[2] &&
  lat >= BE_LU_BOUNDS[1] &&
  lat <= BE_LU_BOUNDS[3]

/** Properties of a marker feature: flat (no nested objects) so clustering keeps them intact. */
export type MapFeatureProperties = Omit<MapProperty, 'lat' | 'lng'>

export type MapFeature = {
  type: 'Feature'
  id: number
  geometry: { type: 'Point'; coordinates: [number, number] }
  properties: MapFeatureProperties
}

export type MapFeatureCollection = { type: 'FeatureCollection'; features: MapFeature[] }

/** The markers as a GeoJSON FeatureCollection for a MapLibre GeoJSON source ([lng, lat] order). */
export const toFeatureCollection = (propsList: readonly MapProperty[]): MapFeatureCollection => ({
  type: 'FeatureCollection',
  features: propsList.map(({ lat, lng, ...properties }) => ({
    type: 'Feature',
    id: properties.id,
    geometry: { type: 'Point', coordinates: [lng, lat] },
    properties,
  })),
})

/** [[west, south], [east, north]] around the markers, or null when there are none. */
export const boundsOf = (
  propsList: readonly MapProperty[],
): [[number, number], [number, number]] | null => {
  if (propsList.length === 0) return null
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const { lat, lng } of propsList) {
    west = Math.min(west, lng)
    east = Math.max(east, lng)
    south = Math.min(south, lat)
    north = Math.max(north, lat)
  }
  return [
    [west, south],
    [east, north],
  ]
}

/** "{count} panden" with the number filled in, formatted for the page's language. */
export const fillCount = (template: string, count: number, locale: string): string =>
  template.replace(/\{\s*count\s*\}/g, new Intl.NumberFormat(locale).format(count))

/**
 * A URL the map may put in an href or src: a same-site path or an http(s) address. Rejects
 * `javascript:`, `data:` and protocol-relative `//host` values, whatever an editor typed.
 */
export const isSafeUrl = (url: unknown): url is string => {
  if (typeof url !== 'string' || url.trim() !== url || url === '') return false
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\')
  return /^https?:\/\/[^/\s]/i.test(url)
}

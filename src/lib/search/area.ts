// The area of a list search (contracts/alerts.md, "Area search"): a drawn polygon (`area`) or a
// circle around a point (`near` + `radius`). Pure: parsing and normalising the query values, the
// bounding box the database prefilters on, and the exact test done in code after it.

export type LatLng = { lat: number; lng: number }

export type SearchArea =
  { kind: 'polygon'; points: LatLng[] } | { kind: 'circle'; center: LatLng; radiusKm: number }

export type BoundingBox = { minLat: number; maxLat: number; minLng: number; maxLng: number }

export const AREA_MIN_POINTS = 3
export const AREA_MAX_POINTS = 50
export const RADIUS_MIN_KM = 0.5
export const RADIUS_MAX_KM = 50
/** Five decimals: about a metre, finer than anyone draws, coarse enough for stable cache keys. */
const COORDINATE_DECIMALS = 5

const EARTH_RADIUS_KM = 6371.0088
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

const NUMBER = /^-?\d{1,3}(\.\d{1,12})?$/

/** `lat,lng` with both in range, rounded to five decimals; undefined when malformed. */
export const parseLatLng = (text: string): LatLng | undefined => {
  const parts = text.trim().split(',')
  if (parts.length !== 2) return undefined
  const [latText, lngText] = parts.map((part) => part.trim())
  if (!NUMBER.test(latText) || !NUMBER.test(lngText)) return undefined
  const lat = roundTo(Number(latText), COORDINATE_DECIMALS)
  const lng = roundTo(Number(lngText), COORDINATE_DECIMALS)
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined
  return { lat, lng }
}

const same = (a: LatLng, b: LatLng) => a.lat === b.lat && a.lng === b.lng

/**
 * A polygon from `lat,lng;lat,lng;…`: 3 to 50 distinct corners (a closing corner equal to the
 * first and repeated neighbours are dropped). Undefined when any corner is malformed.
 */
export const parsePolygon = (text: string | undefined): LatLng[] | undefined => {
  if (!text || text.length > 2000) return undefined
  const points: LatLng[] = []
  for (const part of text.split(';')) {
    if (!part.trim()) continue
    const point = parseLatLng(part)
    if (!point) return undefined
    if (points.length && same(points[points.length - 1], point)) continue
    points.push(point)
  }
  if (points.length > 1 && same(points[0], points[points.length - 1])) points.pop()
  if (points.length < AREA_MIN_POINTS || points.length > AREA_MAX_POINTS) return undefined
  const box = boundingBox({ kind: 'polygon', points })
  // All corners on one line enclose nothing.
  if (box.minLat === box.maxLat || box.minLng === box.maxLng) return undefined
  return points
}

/** A radius in km between 0.5 and 50, to 0.1 km; undefined otherwise. */
export const parseRadius = (text: string | undefined): number | undefined => {
  if (!text || !/^\d{1,3}(\.\d{1,6})?$/.test(text.trim())) return undefined
  const radius = roundTo(Number(text), 1)
  return radius >= RADIUS_MIN_KM && radius <= RADIUS_MAX_KM ? radius : undefined
}

/** The area of the query values; a polygon wins over a circle; undefined when neither is valid. */
export const parseArea = ({
  area,
  near,
  radius,
}: {
  area?: string
  near?: string
  radius?: string
}): SearchArea | undefined => {
  const points = parsePolygon(area)
  if (points) return { kind: 'polygon', points }
  const center = near ? parseLatLng(near) : undefined
  const radiusKm = parseRadius(radius)
  if (center && radiusKm !== undefined) return { kind: 'circle', center, radiusKm }
  return undefined
}

/** The query values of an area, in their one normalised spelling. */
export const areaQuery = (area: SearchArea): Record<string, string> =>
  area.kind === 'polygon'
    ? { area: area.points.map(({ lat, lng }) => `${lat},${lng}`).join(';') }
    : { near: `${area.center.lat},${area.center.lng}`, radius: String(area.radiusKm) }

/** Great-circle distance in km (haversine). */
export const distanceKm = (a: LatLng, b: LatLng): number => {
  const toRad = Math.PI / 180
  const dLat = (b.lat - a.lat) * toRad
  const dLng = (b.lng - a.lng) * toRad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * Whether a point lies inside a polygon (ray casting on plane lat/lng: at the scale of a town the
 * curvature does not matter). A point exactly on an edge may fall either way.
 */
export const isInPolygon = (point: LatLng, polygon: readonly LatLng[]): boolean => {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]
    const b = polygon[j]
    if (
      a.lat > point.lat !== b.lat > point.lat &&
      point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng
    ) {
      inside = !inside
    }
  }
  return inside
}

export const isInArea = (point: LatLng, area: SearchArea): boolean =>
  area.kind === 'polygon'
    ? isInPolygon(point, area.points)
    : distanceKm(point, area.center) <= area.radiusKm

/** The smallest latitude/longitude box holding the area: what the database prefilters on. */
export const boundingBox = (area: SearchArea): BoundingBox => {
  if (area.kind === 'polygon') {
    const lats = area.points.map((point) => point.lat)
    const lngs = area.points.map((point) => point.lng)
    return {
      minLat: Math.min(...lats),
      maxLat: Math.max(...lats),
      minLng: Math.min(...lngs),
      maxLng: Math.max(...lngs),
    }
  }
  const { center, radiusKm } = area
  const dLat = radiusKm / KM_PER_DEGREE_LAT
  const cos = Math.cos((center.lat * Math.PI) / 180)
  // Near a pole the circle spans every longitude.
  const dLng = cos < 1e-6 ? 180 : Math.min(180, radiusKm / (KM_PER_DEGREE_LAT * cos))
  // A hair wider than the circle, so that rounding never drops a point the exact test keeps.
  const margin = 1e-6
  return {
    minLat: Math.max(-90, center.lat - dLat - margin),
    maxLat: Math.min(90, center.lat + dLat + margin),
    minLng: Math.max(-180, center.lng - dLng - margin),
    maxLng: Math.min(180, center.lng + dLng + margin),
  }
}

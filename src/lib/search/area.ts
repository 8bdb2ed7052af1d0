// The area of a list search (docs/alerts.md, "Area search"): a drawn polygon (`area`) or a
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

export const EARTH_RADIUS_KM = 6371.0088
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

/** Whether two closed segments meet (touching counts). */
const segmentsMeet = (a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean => {
  const orient = (p: LatLng, q: LatLng, r: LatLng) =>
    Math.sign((q.lng - p.lng) * (r.lat - p.lat) - (q.lat - p.lat) * (r.lng - p.lng))
  const onSegment = (p: LatLng, q: LatLng, r: LatLng) =>
    Math.min(p.lng, q.lng) <= r.lng &&
    r.lng <= Math.max(p.lng, q.lng) &&
    Math.min(p.lat, q.lat) <= r.lat &&
    r.lat <= Math.max(p.lat, q.lat)
  const o1 = orient(a, b, c)
  const o2 = orient(a, b, d)
  const o3 = orient(c, d, a)
  const o4 = orient(c, d, b)
  if (o1 !== o2 && o3 !== o4) return true
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  )
}

const inBox = (point: LatLng, box: BoundingBox) =>
  point.lat >= box.minLat &&
  point.lat <= box.maxLat &&
  point.lng >= box.minLng &&
  point.lng <= box.maxLng

const corners = (box: BoundingBox): LatLng[] => [
  { lat: box.minLat, lng: box.minLng },
  { lat: box.minLat, lng: box.maxLng },
  { lat: box.maxLat, lng: box.maxLng },
  { lat: box.maxLat, lng: box.minLng },
]

/** A margin in km against the curvature of a cell's sides (metres at the sizes used). */
const CIRCLE_MARGIN_KM = 0.1

/**
 * Where a box lies against the area: `inside` (every point of it is in the area), `outside`
 * (none is) or `edge` (some may be: those are tested one by one).
 */
export const classifyBox = (box: BoundingBox, area: SearchArea): 'inside' | 'outside' | 'edge' => {
  const boxCorners = corners(box)
  if (area.kind === 'circle') {
    const { center, radiusKm } = area
    if (boxCorners.every((corner) => distanceKm(corner, center) <= radiusKm - CIRCLE_MARGIN_KM)) {
      return 'inside'
    }
    const nearest = {
      lat: Math.min(box.maxLat, Math.max(box.minLat, center.lat)),
      lng: Math.min(box.maxLng, Math.max(box.minLng, center.lng)),
    }
    return distanceKm(nearest, center) > radiusKm + CIRCLE_MARGIN_KM ? 'outside' : 'edge'
  }
  const { points } = area
  const crossed = points.some((a, index) => {
    const b = points[(index + 1) % points.length]
    if (inBox(a, box) || inBox(b, box)) return true
    return boxCorners.some((c, side) => segmentsMeet(a, b, c, boxCorners[(side + 1) % 4]))
  })
  if (crossed) return 'edge'
  // No side of the polygon enters the box: it is wholly inside or wholly outside.
  return isInPolygon(boxCorners[0], points) ? 'inside' : 'outside'
}

export type AreaCover = {
  /** Boxes wholly inside the area: every row in them matches. */
  inside: BoundingBox[]
  /** Boxes on the area's edge: their rows need the exact test. */
  edge: BoundingBox[]
}

/**
 * The area as boxes of a grid over its bounding box, runs of neighbouring cells of a row merged:
 * what the database can filter on exactly (`inside`) and what needs the test in code (`edge`).
 * Cells wholly outside the area are left out.
 */
export const coverArea = (area: SearchArea, grid = 16): AreaCover => {
  const box = boundingBox(area)
  const height = (box.maxLat - box.minLat) / grid
  const width = (box.maxLng - box.minLng) / grid
  const cover: AreaCover = { inside: [], edge: [] }
  for (let row = 0; row < grid; row++) {
    const minLat = box.minLat + row * height
    const maxLat = row === grid - 1 ? box.maxLat : minLat + height
    type Run = { kind: 'inside' | 'edge'; from: number }
    let run = null as Run | null
    const close = (current: Run | null, to: number) => {
      if (!current) return
      cover[current.kind].push({
        minLat,
        maxLat,
        minLng: box.minLng + current.from * width,
        maxLng: to === grid ? box.maxLng : box.minLng + to * width,
      })
    }
    for (let column = 0; column < grid; column++) {
      const cell = {
        minLat,
        maxLat,
        minLng: box.minLng + column * width,
        maxLng: column === grid - 1 ? box.maxLng : box.minLng + (column + 1) * width,
      }
      const kind = classifyBox(cell, area)
      if (run?.kind === kind) continue
      close(run, column)
      run = kind === 'outside' ? null : { kind, from: column }
    }
    close(run, grid)
  }
  return cover
}

export const isInAnyBox = (point: LatLng, boxes: readonly BoundingBox[]) =>
  boxes.some((box) => inBox(point, box))

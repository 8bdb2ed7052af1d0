// Which of the candidate listings a visitor compares a property with first: the nearest ones,
// then the closest in price. Pure; the query gathers the candidates (same goal, type, region and
// price band) and this orders them.

type Point = { latitude: number | null; longitude: number | null }
type Candidate = Point & { price: number | null }

const EARTH_RADIUS_KM = 6371

/** Great-circle distance in km, or null when either point has no coordinates. */
export const distanceKm = (a: Point, b: Point): number | null => {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null)
    return null
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLng = (b.longitude - a.longitude) * rad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}

/**
 * The candidates nearest first (within a kilometre of each other counts as equally near, so the
 * price decides between neighbours); without coordinates, by price alone. Stable otherwise.
 */
export const rankSimilar = <T extends Candidate>(
  origin: Candidate,
  candidates: T[],
  limit: number,
) => {
  const priceGap = (c: Candidate) =>
    origin.price === null || c.price === null ? Infinity : Math.abs(c.price - origin.price)
  const km = (c: Candidate) => {
    const d = distanceKm(origin, c)
    return d === null ? Infinity : Math.floor(d)
  }
  return candidates
    .map((candidate, index) => ({ candidate, index, km: km(candidate), gap: priceGap(candidate) }))
    .sort((a, b) => a.km - b.km || a.gap - b.gap || a.index - b.index)
    .slice(0, limit)
    .map(({ candidate }) => candidate)
}

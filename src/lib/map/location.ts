// The location of one property or project for its detail page's map. Imports nothing of ours
// but the pure geometry of ./geojson, so the server computes it and the client map draws it.
//
// When the address is not published, the server hands the page only a position rounded to two
// decimals (about a kilometre) and the radius of the circle drawn around it: the exact
// coordinates never reach the browser, whoever asks (an editor's preview reads them unblurred).
import { isInBeLu } from './geojson'

export const APPROXIMATE_DECIMALS = 2
/** Radius of the "somewhere around here" circle, in metres. */
export const APPROXIMATE_RADIUS_M = 500

export type MapLocation =
  | { approximate: false; lat: number; lng: number }
  | { approximate: true; lat: number; lng: number; radius: number }

const isCoordinate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

const round = (value: number) => {
  const factor = 10 ** APPROXIMATE_DECIMALS
  return Math.round(value * factor) / factor
}

/**
 * What the map of a detail page may show: the exact point when the address is published, else
 * an area around a rounded point; null without usable coordinates (none, or outside BE/LU).
 */
export function mapLocation({
  latitude,
  longitude,
  publishAddress,
}: {
  latitude?: number | null
  longitude?: number | null
  publishAddress?: boolean | null
}): MapLocation | null {
  if (!isCoordinate(latitude) || !isCoordinate(longitude)) return null
  if (!isInBeLu(latitude, longitude)) return null
  if (publishAddress !== false) return { approximate: false, lat: latitude, lng: longitude }
  return {
    approximate: true,
    lat: round(latitude),
    lng: round(longitude),
    radius: APPROXIMATE_RADIUS_M,
  }
}

const EARTH_RADIUS_M = 6_371_008.8

/**
 * A closed ring of [lng, lat] points approximating a circle of `radius` metres on the ground
 * (a GeoJSON polygon's outer ring; MapLibre has no circle in metres).
 */
export function circleRing(
  center: { lat: number; lng: number },
  radius: number,
  steps = 64,
): [number, number][] {
  const angular = radius / EARTH_RADIUS_M
  const lat1 = (center.lat * Math.PI) / 180
  const lng1 = (center.lng * Math.PI) / 180
  const ring: [number, number][] = []
  for (let step = 0; step < steps; step++) {
    const bearing = (2 * Math.PI * step) / steps
    const lat2 = Math.asin(
      Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
    )
    const lng2 =
      lng1 +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
        Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
      )
    ring.push([(lng2 * 180) / Math.PI, (lat2 * 180) / Math.PI])
  }
  ring.push(ring[0])
  return ring
}

// The detail pages' location map: exact point when the address is published, otherwise only a
// rounded point and a circle (the exact coordinates never reach the browser).
import { describe, expect, it } from 'vitest'

import { APPROXIMATE_RADIUS_M, circleRing, mapLocation } from '@/lib/map/location'

/** Great-circle distance in metres. */
const distance = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h))
}

describe('mapLocation', () => {
  it('keeps the exact point when the address is published', () => {
    expect(mapLocation({ latitude: 51.054321, longitude: 3.721987, publishAddress: true })).toEqual(
      { approximate: false, lat: 51.054321, lng: 3.721987 },
    )
    // The flag's default is "published".
    expect(mapLocation({ latitude: 51.054321, longitude: 3.721987 })?.approximate).toBe(false)
  })

  it('rounds to two decimals and adds a 500 m circle when the address is not published', () => {
    const location = mapLocation({
      latitude: 51.054321,
      longitude: 3.726987,
      publishAddress: false,
    })
    expect(location).toEqual({ approximate: true, lat: 51.05, lng: 3.73, radius: 500 })
    expect(JSON.stringify(location)).not.toMatch(/054321|726987/)
  })

  it('gives no map without usable coordinates', () => {
    expect(mapLocation({ latitude: null, longitude: 3.7 })).toBeNull()
    expect(mapLocation({ latitude: 51.05 })).toBeNull()
    expect(mapLocation({ latitude: Number.NaN, longitude: 3.7 })).toBeNull()
    // Swapped latitude and longitude land outside Belgium and Luxembourg.
    expect(mapLocation({ latitude: 3.72, longitude: 51.05 })).toBeNull()
  })
})

describe('circleRing', () => {
  it('is a closed ring whose points lie at the radius from the centre', () => {
    const center = { lat: 51.05, lng: 3.73 }
    const ring = circleRing(center, APPROXIMATE_RADIUS_M, 32)
    expect(ring).toHaveLength(33)
    expect(ring[32]).toEqual(ring[0])
    for (const [lng, lat] of ring) {
      expect(distance(center, { lat, lng })).toBeCloseTo(APPROXIMATE_RADIUS_M, 0)
    }
  })
})

import { describe, expect, it } from 'vitest'

import {
  areaQuery,
  boundingBox,
  classifyBox,
  coverArea,
  distanceKm,
  isInAnyBox,
  isInArea,
  isInPolygon,
  parseArea,
  parseLatLng,
  parsePolygon,
  parseRadius,
} from '@/lib/search/area'

// A square around the centre of Ghent, and a concave "L" shape.
const ghent = '51.06,3.7;51.06,3.74;51.04,3.74;51.04,3.7'
const ell = [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 2 },
  { lat: 1, lng: 2 },
  { lat: 1, lng: 1 },
  { lat: 2, lng: 1 },
  { lat: 2, lng: 0 },
]

describe('area search values', () => {
  it('reads a polygon of lat,lng pairs joined by semicolons', () => {
    expect(parsePolygon(ghent)).toEqual([
      { lat: 51.06, lng: 3.7 },
      { lat: 51.06, lng: 3.74 },
      { lat: 51.04, lng: 3.74 },
      { lat: 51.04, lng: 3.7 },
    ])
  })

  it('drops a closing corner equal to the first and repeated corners', () => {
    expect(parsePolygon(`${ghent};51.04,3.7;51.06,3.7`)).toHaveLength(4)
  })

  it('refuses fewer than three or more than fifty corners', () => {
    expect(parsePolygon('51.06,3.7;51.04,3.74')).toBeUndefined()
    const many = Array.from({ length: 51 }, (_, i) => `${50 + i / 100},${4 + (i % 2) / 10}`)
    expect(parsePolygon(many.join(';'))).toBeUndefined()
    expect(parsePolygon(many.slice(0, 50).join(';'))).toHaveLength(50)
  })

  it('refuses malformed corners, out-of-range values and corners on one line', () => {
    for (const bad of [
      'abc',
      '51.06,3.7;51.06;51.04,3.74',
      '91,3.7;51.06,3.74;51.04,3.74',
      '51,181;51.06,3.74;51.04,3.74',
      '51.06,3.7,1;51.06,3.74;51.04,3.74',
      '1e2,3;51.06,3.74;51.04,3.74',
      '51,3;51,4;51,5',
      '',
    ]) {
      expect(parsePolygon(bad), bad).toBeUndefined()
    }
  })

  it('rounds coordinates to five decimals so one area is one cache key', () => {
    expect(parseLatLng(' 51.0543219 , 3.7174243 ')).toEqual({ lat: 51.05432, lng: 3.71742 })
  })

  it('takes a radius between 0.5 and 50 km', () => {
    expect(parseRadius('2')).toBe(2)
    expect(parseRadius('0.5')).toBe(0.5)
    expect(parseRadius('50')).toBe(50)
    expect(parseRadius('0.4')).toBeUndefined()
    expect(parseRadius('50.1')).toBeUndefined()
    expect(parseRadius('-3')).toBeUndefined()
    expect(parseRadius('ten')).toBeUndefined()
  })

  it('prefers a valid polygon over a circle and needs both near and radius', () => {
    expect(parseArea({ area: ghent, near: '51,4', radius: '5' })?.kind).toBe('polygon')
    expect(parseArea({ area: 'bad', near: '51,4', radius: '5' })).toEqual({
      kind: 'circle',
      center: { lat: 51, lng: 4 },
      radiusKm: 5,
    })
    expect(parseArea({ near: '51,4' })).toBeUndefined()
    expect(parseArea({ radius: '5' })).toBeUndefined()
  })

  it('writes an area back in its one spelling', () => {
    expect(areaQuery(parseArea({ area: `${ghent};51.06,3.7` })!)).toEqual({ area: ghent })
    expect(areaQuery(parseArea({ near: '51.050000,3.7', radius: '2.50' })!)).toEqual({
      near: '51.05,3.7',
      radius: '2.5',
    })
  })
})

describe('area geometry', () => {
  it('finds points inside a concave polygon and not in its notch', () => {
    expect(isInPolygon({ lat: 0.5, lng: 1.5 }, ell)).toBe(true)
    expect(isInPolygon({ lat: 1.5, lng: 0.5 }, ell)).toBe(true)
    expect(isInPolygon({ lat: 1.5, lng: 1.5 }, ell)).toBe(false)
    expect(isInPolygon({ lat: 3, lng: 0.5 }, ell)).toBe(false)
  })

  it('measures great-circle distances (Brussels to Antwerp about 41 km)', () => {
    const brussels = { lat: 50.8467, lng: 4.3525 }
    const antwerp = { lat: 51.2194, lng: 4.4025 }
    expect(distanceKm(brussels, antwerp)).toBeGreaterThan(41)
    expect(distanceKm(brussels, antwerp)).toBeLessThan(42)
  })

  it('keeps a point of a circle by its distance', () => {
    const circle = { kind: 'circle', center: { lat: 50.85, lng: 4.35 }, radiusKm: 2 } as const
    expect(isInArea({ lat: 50.86, lng: 4.35 }, circle)).toBe(true) // 1.1 km north
    expect(isInArea({ lat: 50.85, lng: 4.38 }, circle)).toBe(false) // 2.1 km east
  })

  it('puts every point of a circle inside its bounding box', () => {
    const circle = { kind: 'circle', center: { lat: 50.85, lng: 4.35 }, radiusKm: 5 } as const
    const box = boundingBox(circle)
    for (let bearing = 0; bearing < 360; bearing += 5) {
      const rad = (bearing * Math.PI) / 180
      // Walk just inside the circle's edge along the bearing.
      const point = {
        lat: 50.85 + (4.999 / 111.195) * Math.cos(rad),
        lng: 4.35 + (4.999 / (111.195 * Math.cos((50.85 * Math.PI) / 180))) * Math.sin(rad),
      }
      if (!isInArea(point, circle)) continue
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat)
      expect(point.lat).toBeLessThanOrEqual(box.maxLat)
      expect(point.lng).toBeGreaterThanOrEqual(box.minLng)
      expect(point.lng).toBeLessThanOrEqual(box.maxLng)
    }
  })

  it('boxes a polygon by its corners', () => {
    expect(boundingBox({ kind: 'polygon', points: ell })).toEqual({
      minLat: 0,
      maxLat: 2,
      minLng: 0,
      maxLng: 2,
    })
  })
})

describe('covering an area with boxes', () => {
  // A deterministic scatter of points over a box.
  const scatter = (box: ReturnType<typeof boundingBox>, count: number) => {
    let seed = 7
    const next = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    return Array.from({ length: count }, () => ({
      lat: box.minLat + (box.maxLat - box.minLat) * next(),
      lng: box.minLng + (box.maxLng - box.minLng) * next(),
    }))
  }

  const areas = {
    'a concave polygon': { kind: 'polygon', points: ell } as const,
    'a square in Ghent': parseArea({ area: ghent })!,
    'a 20 km circle': { kind: 'circle', center: { lat: 50.85, lng: 4.35 }, radiusKm: 20 } as const,
    'a small circle': { kind: 'circle', center: { lat: 51.2, lng: 4.4 }, radiusKm: 0.5 } as const,
  }

  it.each(Object.entries(areas))(
    'matches exactly what the exact test matches for %s',
    (_, area) => {
      const cover = coverArea(area)
      const box = boundingBox(area)
      const wider = {
        minLat: box.minLat - 0.01,
        maxLat: box.maxLat + 0.01,
        minLng: box.minLng - 0.01,
        maxLng: box.maxLng + 0.01,
      }
      for (const point of scatter(wider, 4000)) {
        const exact = isInArea(point, area)
        if (isInAnyBox(point, cover.inside)) expect(exact, JSON.stringify(point)).toBe(true)
        else if (!isInAnyBox(point, cover.edge)) expect(exact, JSON.stringify(point)).toBe(false)
      }
      expect(cover.inside.length).toBeGreaterThan(0)
    },
  )

  it('leaves cells wholly outside the area out', () => {
    // The notch of the L: its centre cell is outside.
    const cover = coverArea({ kind: 'polygon', points: ell }, 4)
    expect(isInAnyBox({ lat: 1.75, lng: 1.75 }, [...cover.inside, ...cover.edge])).toBe(false)
    expect(
      classifyBox(
        { minLat: 0.1, maxLat: 0.4, minLng: 0.1, maxLng: 0.4 },
        {
          kind: 'polygon',
          points: ell,
        },
      ),
    ).toBe('inside')
  })
})

// The map payload (spec section 3) and the offline default style (decisions.md item 3).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { formatPrice } from '@/lib/domain'
import {
  BE_LU_BOUNDS,
  boundsOf,
  buildMapPayload,
  fillCount,
  isInBeLu,
  isSafeUrl,
  toFeatureCollection,
  type MapSourceProperty,
} from '@/lib/map/payload'

let nextId = 1
const property = (overrides: Partial<MapSourceProperty> = {}): MapSourceProperty => {
  const id = nextId++
  return {
    id,
    href: `/nl/te-koop/gent/huis-${id}/${id}/`,
    title: `Huis ${id}`,
    status: 'available',
    price: 350000,
    priceUnit: null,
    priceUnitText: null,
    latitude: 51.05,
    longitude: 3.72,
    image: null,
    ...overrides,
  }
}

const build = (properties: MapSourceProperty[], extra = {}) =>
  buildMapPayload({ properties, priceOnRequest: 'Prijs op aanvraag', ...extra })

describe('buildMapPayload', () => {
  it('carries exactly the spec’s fields', () => {
    expect(Object.keys(build([property()])).sort()).toEqual(
      ['customMarker', 'mapType', 'marqueeIgnore', 'messageInfo', 'propsList'].sort(),
    )
  })

  it('leaves out properties without coordinates and counts them', () => {
    const payload = build([
      property(),
      property({ latitude: null }),
      property({ longitude: undefined }),
      property({ latitude: Number.NaN, longitude: 4.4 }),
    ])
    expect(payload.propsList).toHaveLength(1)
    expect(payload.messageInfo).toEqual({
      total: 4,
      shown: 1,
      withoutLocation: 3,
      outsideArea: 0,
      notLoaded: 0,
    })
  })

  it('leaves out coordinates outside Belgium and Luxembourg and counts them apart', () => {
    const paris = property({ latitude: 48.86, longitude: 2.35 })
    const swapped = property({ latitude: 4.35, longitude: 50.85 })
    const nullIsland = property({ latitude: 0, longitude: 0 })
    const luxembourg = property({ latitude: 49.61, longitude: 6.13 })
    const payload = build([paris, swapped, nullIsland, luxembourg, property()])
    expect(payload.propsList.map((item) => item.id)).toEqual([luxembourg.id, nextId - 1])
    expect(payload.messageInfo.outsideArea).toBe(3)
    expect(payload.messageInfo.withoutLocation).toBe(0)
  })

  it('keeps the far corners of both countries', () => {
    const corners = [
      [51.5, 4.8], // Baarle-Hertog, north
      [49.5, 5.47], // Torgny, south
      [51.09, 2.55], // De Panne, west
      [50.33, 6.4], // Manderfeld, east
      [49.45, 6.36], // Schengen, Luxembourg
      [50.18, 6.03], // Troisvierges, Luxembourg
    ]
    for (const [lat, lng] of corners) expect(isInBeLu(lat, lng)).toBe(true)
  })

  it('writes the price with the domain’s formatPrice, and the given text when there is none', () => {
    const rent = property({ price: 950, priceUnit: 3, priceUnitText: '/maand' })
    const from = property({ price: 249000, priceUnit: 7, priceUnitText: 'vanaf' })
    const onRequest = property({ price: null })
    const [a, b, c] = build([rent, from, onRequest]).propsList
    expect(a.priceText).toBe(formatPrice(950, { unit: 3, unitText: '/maand' }))
    expect(b.priceText).toBe(formatPrice(249000, { unit: 7, unitText: 'vanaf' }))
    expect(b.priceText).toBe('vanaf € 249.000')
    expect(c.priceText).toBe('Prijs op aanvraag')
  })

  it('maps a card to a marker with id, position, title, price, url, image and status', () => {
    const card = property({
      status: 'option',
      latitude: 50.85,
      longitude: 4.35,
      image: { url: '/api/media/file/huis-card.webp' },
    })
    expect(build([card]).propsList[0]).toEqual({
      id: card.id,
      lat: 50.85,
      lng: 4.35,
      title: card.title,
      priceText: '€ 350.000',
      url: card.href,
      imageUrl: '/api/media/file/huis-card.webp',
      status: 'option',
    })
  })

  it('omits imageUrl without an image and drops unsafe URLs', () => {
    const [plain, hostile] = build([
      property(),
      property({ href: 'javascript:alert(1)', image: { url: 'data:text/html,x' } }),
    ]).propsList
    expect('imageUrl' in plain).toBe(false)
    expect(hostile.url).toBe('')
    expect('imageUrl' in hostile).toBe(false)
  })

  it('counts matches the map query did not load', () => {
    const payload = build([property(), property({ latitude: null })], {
      messageInfo: { total: 600 },
    })
    expect(payload.messageInfo).toMatchObject({ total: 600, shown: 1, notLoaded: 598 })
  })

  it('defaults to a results map with the default pin and box zoom on', () => {
    const payload = build([])
    expect(payload).toMatchObject({ mapType: 'results', customMarker: null, marqueeIgnore: false })
    expect(payload.messageInfo).toEqual({
      total: 0,
      shown: 0,
      withoutLocation: 0,
      outsideArea: 0,
      notLoaded: 0,
    })
  })

  it('passes a safe custom marker, mapType and marqueeIgnore through', () => {
    const payload = build([], {
      customMarker: '/api/media/file/pin.svg',
      mapType: 'location',
      marqueeIgnore: true,
    })
    expect(payload).toMatchObject({
      customMarker: '/api/media/file/pin.svg',
      mapType: 'location',
      marqueeIgnore: true,
    })
    expect(build([], { customMarker: 'javascript:alert(1)' }).customMarker).toBeNull()
  })

  it('is serialisable (a server page hands it to a client component)', () => {
    const payload = build([property({ image: { url: '/api/media/file/a.webp' } })])
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload)
  })
})

describe('map GeoJSON', () => {
  it('gives a FeatureCollection of points in [lng, lat] order with flat properties', () => {
    const { propsList } = build([property({ latitude: 50.85, longitude: 4.35 })])
    const collection = toFeatureCollection(propsList)
    expect(collection.type).toBe('FeatureCollection')
    expect(collection.features).toHaveLength(1)
    const [feature] = collection.features
    expect(feature).toMatchObject({
      type: 'Feature',
      id: propsList[0].id,
      geometry: { type: 'Point', coordinates: [4.35, 50.85] },
    })
    expect(feature.properties).toEqual({
      id: propsList[0].id,
      title: propsList[0].title,
      priceText: '€ 350.000',
      url: propsList[0].url,
      status: 'available',
    })
    for (const value of Object.values(feature.properties)) {
      expect(typeof value === 'object' && value !== null).toBe(false)
    }
  })

  it('bounds the markers, or gives null for none', () => {
    const { propsList } = build([
      property({ latitude: 51.2, longitude: 4.4 }),
      property({ latitude: 49.6, longitude: 6.1 }),
      property({ latitude: 50.6, longitude: 3.4 }),
    ])
    expect(boundsOf(propsList)).toEqual([
      [3.4, 49.6],
      [6.1, 51.2],
    ])
    expect(boundsOf([])).toBeNull()
  })

  it('fills a cluster label with the number formatted for the language', () => {
    expect(fillCount('{count} panden, klik om in te zoomen', 1250, 'nl')).toBe(
      '1.250 panden, klik om in te zoomen',
    )
    expect(fillCount('{count} properties', 12, 'en')).toBe('12 properties')
  })

  it('accepts only same-site paths and http(s) URLs', () => {
    expect(isSafeUrl('/nl/te-koop/')).toBe(true)
    expect(isSafeUrl('https://cdn.example.be/a.webp')).toBe(true)
    for (const url of [
      'javascript:alert(1)',
      '//evil.example/x',
      'data:image/png,x',
      '',
      ' /x',
      null,
    ]) {
      expect(isSafeUrl(url)).toBe(false)
    }
  })
})

// --- the offline default style ---------------------------------------------------------------

const publicMap = path.resolve(import.meta.dirname, '../../../public/map')
const readJson = (file: string) => JSON.parse(readFileSync(path.join(publicMap, file), 'utf8'))

type Ring = [number, number][]
/** Ray casting; enough for hand-made outlines. */
const inside = ([x, y]: [number, number], ring: Ring) => {
  let result = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]
    const [xj, yj] = ring[j]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result
  }
  return result
}

describe('default map style', () => {
  const raw = readFileSync(path.join(publicMap, 'style.json'), 'utf8')
  const style = JSON.parse(raw)

  it('is a MapLibre style of version 8', () => {
    expect(style.version).toBe(8)
    expect(Array.isArray(style.layers)).toBe(true)
    expect(style.layers.map((layer: { type: string }) => layer.type)).toEqual([
      'background',
      'fill',
      'line',
    ])
  })

  it('needs no network: no http(s) URL, no glyphs, no sprite, only inline sources', () => {
    expect(raw).not.toMatch(/https?:\/\//i)
    expect(style.glyphs).toBeUndefined()
    expect(style.sprite).toBeUndefined()
    for (const source of Object.values(style.sources) as { type: string; data: unknown }[]) {
      expect(source.type).toBe('geojson')
      expect(typeof source.data).toBe('object')
    }
    expect(style.layers.some((layer: { type: string }) => layer.type === 'symbol')).toBe(false)
  })

  it('outlines Belgium and Luxembourg: closed rings inside the area, cities on the right side', () => {
    const outline = style.sources['be-lu'].data
    expect(readJson('be-lu.geojson')).toEqual(outline)
    const rings = Object.fromEntries(
      outline.features.map(
        (feature: { properties: { country: string }; geometry: { coordinates: Ring[] } }) => [
          feature.properties.country,
          feature.geometry.coordinates[0],
        ],
      ),
    ) as Record<'BE' | 'LU', Ring>
    for (const ring of Object.values(rings)) {
      expect(ring.length).toBeGreaterThan(20)
      expect(ring.at(-1)).toEqual(ring[0])
      for (const [lng, lat] of ring) expect(isInBeLu(lat, lng)).toBe(true)
    }
    const belgian: [number, number][] = [
      [4.35, 50.85], // Brussels
      [4.4, 51.22], // Antwerp
      [3.72, 51.05], // Ghent
      [3.22, 51.21], // Bruges
      [5.57, 50.63], // Liège
      [4.87, 50.47], // Namur
      [5.81, 49.68], // Arlon
      [6.13, 50.28], // Sankt Vith
    ]
    for (const city of belgian) expect(inside(city, rings.BE)).toBe(true)
    for (const city of [[6.13, 49.61] as [number, number], [6.1, 49.85] as [number, number]]) {
      expect(inside(city, rings.LU)).toBe(true) // Luxembourg City, Ettelbruck
      expect(inside(city, rings.BE)).toBe(false)
    }
    for (const foreign of [
      [3.06, 50.63], // Lille
      [5.47, 51.44], // Eindhoven
      [6.08, 50.78], // Aachen
      [6.64, 49.75], // Trier
      [4.72, 49.77], // Charleville-Mézières
    ] as [number, number][]) {
      expect(inside(foreign, rings.BE) || inside(foreign, rings.LU)).toBe(false)
    }
  })

  it('keeps the area box consistent with the outline', () => {
    expect(BE_LU_BOUNDS[0]).toBeLessThan(BE_LU_BOUNDS[2])
    expect(BE_LU_BOUNDS[1]).toBeLessThan(BE_LU_BOUNDS[3])
  })
})

describe('MapLibre worker served from public/', () => {
  it('is the installed version’s worker, byte for byte (copy it again after an upgrade)', () => {
    const hash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')
    const installed = path.resolve(
      import.meta.dirname,
      '../../../node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs',
    )
    expect(hash(path.join(publicMap, 'maplibre-gl-worker.mjs'))).toBe(hash(installed))
  })
})

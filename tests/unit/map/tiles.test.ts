// The street map setting (src/lib/map/tiles.ts): which addresses an agency may enter, what the
// maps draw from the setting, and which hosts the pages' policy allows for it.
import { describe, expect, it } from 'vitest'

import { mapStyle, DEFAULT_STYLE_URL } from '@/components/map/createMap'
import {
  isMapUrl,
  mapCspHosts,
  mapTiles,
  OPENFREEMAP_LIBERTY_URL,
  OSM_ATTRIBUTION,
  OSM_RASTER_URL,
} from '@/lib/map/tiles'
import { contentSecurityPolicy } from '@/lib/securityHeaders'

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('a map address in the settings', () => {
  it('is an https MapLibre style or a tile template with exactly {z}, {x} and {y}', () => {
    expect(isMapUrl(OPENFREEMAP_LIBERTY_URL)).toBe(true)
    expect(isMapUrl(OSM_RASTER_URL)).toBe(true)
    expect(isMapUrl('https://api.maptiler.com/maps/streets/style.json?key=abc')).toBe(true)
    expect(isMapUrl('https://tiles.example.be/{y}/{x}/{z}.png')).toBe(true)
  })

  it('refuses plain http, credentials, spaces and unknown placeholders', () => {
    for (const url of [
      'http://tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://user:secret@tiles.example.be/style.json',
      'https://tiles.example.be/my style.json',
      'https://{s}.tile.example.be/{z}/{x}/{y}.png',
      'https://tiles.example.be/{z}/{x}/{y}/{z}.png',
      'https://tiles.example.be/{z}/{x}.png',
      'javascript:alert(1)',
      '',
      null,
    ])
      expect(isMapUrl(url)).toBe(false)
  })
})

describe('the map the pages draw', () => {
  it('is the offline outline without a usable choice', () => {
    expect(mapTiles(null)).toBeNull()
    expect(mapTiles({ tileStyle: 'none' })).toBeNull()
    expect(mapTiles({ tileStyle: 'custom', customUrl: 'http://insecure.example/style.json' })).toBe(
      null,
    )
    expect(mapStyle(null)).toBe(DEFAULT_STYLE_URL)
  })

  it('draws OpenFreeMap by its style URL and OpenStreetMap as raster tiles with their credit', () => {
    const liberty = mapTiles({ tileStyle: 'openfreemap-liberty' })
    expect(mapStyle(liberty)).toBe(OPENFREEMAP_LIBERTY_URL)
    const osm = mapTiles({ tileStyle: 'osm-raster' })
    expect(mapStyle(osm)).toMatchObject({
      version: 8,
      sources: {
        street: { type: 'raster', tiles: [OSM_RASTER_URL], attribution: OSM_ATTRIBUTION },
      },
      layers: [{ type: 'raster', source: 'street' }],
    })
  })
})

describe('the hosts the pages’ policy allows for the map', () => {
  it('are none for the outline, so the policy is unchanged', () => {
    const policy = contentSecurityPolicy({
      scriptSources: ["'nonce-n'"],
      admin: false,
      map: mapCspHosts(null),
    })
    expect(policy).toBe(contentSecurityPolicy({ scriptSources: ["'nonce-n'"], admin: false }))
  })

  it('are the style’s or the tiles’ origin, in connect-src and img-src only', () => {
    const osm = mapCspHosts(mapTiles({ tileStyle: 'osm-raster' }))
    expect(osm).toEqual({
      connect: ['https://tile.openstreetmap.org'],
      img: ['https://tile.openstreetmap.org'],
    })
    const policy = contentSecurityPolicy({ scriptSources: ["'sha256-x'"], admin: false, map: osm })
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://tile.openstreetmap.org",
    )
    expect(directive(policy, 'img-src')).toContain('https://tile.openstreetmap.org')
    expect(directive(policy, 'script-src')).not.toContain('openstreetmap')
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self' blob:")
    const own = mapCspHosts(
      mapTiles({ tileStyle: 'custom', customUrl: 'https://kaart.example.be:8443/style.json' }),
    )
    expect(own.connect).toEqual(['https://kaart.example.be:8443'])
  })
})

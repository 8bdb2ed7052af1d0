// A saved search's criteria: zones split into postcodes and municipalities, the drawn area of
// the URL format, the exact zone check, and the list page's filters carried to the form.
import { describe, expect, it } from 'vitest'

import {
  criteriaFromForm,
  inZones,
  insideArea,
  matchableProperty,
  matchingWhere,
  parseArea,
  splitZones,
} from '@/lib/alerts/criteria'
import { demandDefaults, saveSearchHref } from '@/lib/alerts/prefill'
import { resolvePlace } from '@/lib/places'
import { parseListParams } from '@/lib/search/listParams'

const square = '50.8,4.3;50.9,4.3;50.9,4.4;50.8,4.4'

describe('saved-search criteria', () => {
  it('splits zones into postcodes and municipality slugs', () => {
    expect(splitZones(['9000', ' l-1234 ', 'Sint-Niklaas', 'Liège', ''])).toEqual({
      zips: ['9000', 'L-1234'],
      municipalities: ['sint-niklaas', 'liege'],
    })
  })

  it('reads a drawn area of 3 to 50 points and refuses anything else', () => {
    expect(parseArea(square)).toHaveLength(4)
    expect(parseArea('50,4;51,4')).toBeNull()
    expect(parseArea('a,b;c,d;e,f')).toBeNull()
    expect(parseArea('95,4;51,4;51,5')).toBeNull()
    expect(parseArea(undefined)).toBeNull()
  })

  it('tells a point inside a drawn area from one outside', () => {
    const area = parseArea(square)!
    expect(insideArea(area, 50.85, 4.35)).toBe(true)
    expect(insideArea(area, 51.2, 4.35)).toBe(false)
  })

  it('matches a property by postcode, municipality name or area', () => {
    const property = matchableProperty({
      goal: 'sale',
      zip: '1000',
      city: 'Brussel',
      latitude: 50.85,
      longitude: 4.35,
    })
    expect(inZones({ zips: ['1000'] }, property)).toBe(true)
    expect(inZones({ municipalities: ['brussel'] }, property)).toBe(true)
    expect(inZones({ area: square }, property)).toBe(true)
    expect(inZones({ zips: ['9000'], area: '51,3;51.1,3;51.1,3.1' }, property)).toBe(false)
  })

  it('matches a municipality’s search, in any of its languages, for a property in one of its sections', () => {
    const zwijnaarde = matchableProperty({ goal: 'sale', zip: '9052', city: 'Zwijnaarde' })
    const angleur = matchableProperty({ goal: 'sale', zip: '4031', city: 'Angleur' })
    for (const zone of ['Gent', 'Gand', 'Ghent', 'Zwijnaarde', '9052']) {
      expect(inZones(splitZones([zone]), zwijnaarde), zone).toBe(true)
    }
    for (const zone of ['Luik', 'Liège', 'Lüttich', 'liege']) {
      expect(inZones(splitZones([zone]), angleur), zone).toBe(true)
    }
    // The query that picks the candidates says the same.
    expect(matchingWhere(zwijnaarde).and).toContainEqual({
      or: expect.arrayContaining([
        { municipalities: { in: expect.arrayContaining(['gent', 'gand']) } },
      ]),
    })
    // A section is not its whole municipality, nor another municipality.
    const centre = matchableProperty({ goal: 'sale', zip: '9000', city: 'Gent' })
    expect(inZones(splitZones(['Zwijnaarde']), centre)).toBe(false)
    expect(inZones(splitZones(['Luik']), zwijnaarde)).toBe(false)
  })

  it('matches as the lists do: every place name that finds a property finds it in a search', () => {
    for (const [zone, zip] of [
      ['Gent', '9052'],
      ['Antwerpen', '2150'],
      ['Braine-l’Alleud', '1420'],
      ['Braine l Alleud', '1420'],
    ]) {
      const property = matchableProperty({ goal: 'sale', zip, city: 'elsewhere' })
      expect(resolvePlace(zone), zone).toContain(zip)
      expect(inZones(splitZones([zone]), property), zone).toBe(true)
    }
  })

  it('stores the form values as criteria, the form map area in the URL format', () => {
    const criteria = criteriaFromForm({
      goal: 'rent',
      types: ['apartment'],
      zones: ['9000', 'Gent'],
      areas: [
        [
          [4.3, 50.8],
          [4.3, 50.9],
          [4.4, 50.9],
        ],
      ],
      maxPrice: 900,
      garden: true,
    })
    expect(criteria).toMatchObject({
      goal: 'rent',
      types: ['apartment'],
      zips: ['9000'],
      municipalities: ['gent'],
      area: '50.8,4.3;50.9,4.3;50.9,4.4',
      maxPrice: 900,
      minPrice: null,
      garden: true,
      terrace: false,
    })
  })

  it('carries a list page filters to the demand register and back', () => {
    const params = parseListParams({
      type: ['house', 'villa'],
      zip: '9000',
      city: 'Gent',
      maxPrice: '400000',
      garden: '1',
      page: '3',
      sort: 'price-asc',
    })
    const href = saveSearchHref('sale', params) as {
      pathname: string
      query: Record<string, unknown>
    }
    expect(href.pathname).toBe('/keep-me-informed')
    expect(href.query).toEqual({
      goal: 'sale',
      type: ['house', 'villa'],
      city: ['Gent'],
      zip: ['9000'],
      maxPrice: '400000',
      garden: '1',
    })
    expect(demandDefaults(href.query as never)).toMatchObject({
      goal: 'sale',
      types: ['house', 'villa'],
      zones: ['9000', 'Gent'],
      maxPrice: 400000,
      garden: true,
    })
    expect(demandDefaults({ type: 'house' })).toBeNull()
    // A reference is one property, not a search to keep.
    const byReference = saveSearchHref('sale', parseListParams({ ref: 'IMMO-0013', type: 'house' }))
    expect((byReference as { query: Record<string, unknown> }).query).toEqual({
      goal: 'sale',
      type: ['house'],
    })
    expect(demandDefaults({ goal: 'sale', type: 'castle', area: 'x' })).toMatchObject({
      types: [],
      area: undefined,
    })
  })
})

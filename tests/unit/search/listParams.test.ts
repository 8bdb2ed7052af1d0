import { describe, expect, it } from 'vitest'

import { listQuery, normalizedListQuery, parseListParams } from '@/lib/search/listParams'

describe('list page parameters', () => {
  it('reads every filter of the URL contract', () => {
    expect(
      parseListParams({
        type: ['house', 'apartment'],
        city: 'Gent',
        zip: ['9000', 'l-1111'],
        region: 'flanders',
        minPrice: '200000',
        maxPrice: '400000',
        minBedrooms: '2',
        garden: '1',
        epc: 'a+,b',
        sort: 'price-asc',
        page: '3',
        view: 'map',
      }),
    ).toEqual({
      type: ['house', 'apartment'],
      city: ['Gent'],
      zip: ['9000', 'L-1111'],
      region: 'flanders',
      minPrice: 200000,
      maxPrice: 400000,
      minBedrooms: 2,
      garden: true,
      terrace: undefined,
      garage: undefined,
      epc: ['A+', 'B'],
      sort: 'price-asc',
      page: 3,
      view: 'map',
    })
  })

  it('has the defaults of a plain list', () => {
    expect(parseListParams({})).toMatchObject({
      type: [],
      sort: 'date-desc',
      page: 1,
      view: 'list',
      minPrice: undefined,
    })
  })

  it.each([['0'], ['-2'], ['abc'], ['2.5'], ['99999999'], ['']])(
    'falls back to page 1 for %s instead of failing',
    (page) => {
      expect(parseListParams({ page }).page).toBe(1)
    },
  )

  it('ignores malformed values one by one, keeping the valid ones', () => {
    const params = parseListParams({
      minPrice: 'cheap',
      maxPrice: '300000',
      region: 'mars',
      sort: 'random',
      zip: '12345',
      view: 'globe',
      city: '<script>',
    })
    expect(params).toMatchObject({
      minPrice: undefined,
      maxPrice: 300000,
      region: undefined,
      sort: 'date-desc',
      zip: [],
      view: 'list',
      city: [],
    })
  })

  it('reads a reference, keeps it in the shareable query, and ignores a malformed one', () => {
    expect(parseListParams({ ref: 'IMMO-0013' }).ref).toBe('IMMO-0013')
    expect(listQuery(parseListParams({ ref: 'IMMO-0013', page: '1' }))).toEqual({
      ref: 'IMMO-0013',
    })
    expect(normalizedListQuery({ ref: ['IMMO-0013', 'X'] })).toBe('ref=IMMO-0013')
    for (const ref of ['<script>', "IMMO' OR 1=1", '-x', 'A'.repeat(41)]) {
      expect(parseListParams({ ref }).ref, ref).toBeUndefined()
    }
  })

  it('takes the first of repeated single-value parameters', () => {
    expect(parseListParams({ page: ['2', '5'] }).page).toBe(2)
  })

  it('writes back a query string without defaults, for shareable links', () => {
    expect(listQuery(parseListParams({ city: 'Gent', page: '1', sort: 'date-desc' }))).toEqual({
      city: ['Gent'],
    })
    expect(listQuery(parseListParams({ garden: 'on', page: '2', sort: 'price-desc' }))).toEqual({
      garden: '1',
      page: '2',
      sort: 'price-desc',
    })
  })

  it('reads a drawn area or a circle beside the other filters', () => {
    const params = parseListParams({
      area: '51.06,3.7;51.06,3.74;51.04,3.74',
      minBedrooms: '2',
    })
    expect(params.area?.kind).toBe('polygon')
    expect(params.minBedrooms).toBe(2)
    expect(parseListParams({ near: '50.85,4.35', radius: '3' }).area).toEqual({
      kind: 'circle',
      center: { lat: 50.85, lng: 4.35 },
      radiusKm: 3,
    })
  })

  it('ignores a malformed area or radius and keeps the other filters', () => {
    for (const query of [
      { area: '51,3;52,4', type: 'house' },
      { area: '51,3;x;52,4', type: 'house' },
      { near: '50.85,4.35', radius: '100', type: 'house' },
      { near: 'here', radius: '3', type: 'house' },
      { area: ['51,3', '52,4'], type: 'house' },
    ]) {
      const params = parseListParams(query)
      expect(params.area).toBeUndefined()
      expect(params.type).toEqual(['house'])
    }
  })

  it('gives one normalised cache key to one area however it is written', () => {
    const a = normalizedListQuery({
      area: '51.060000,3.7;51.06,3.74;51.04,3.74;51.06,3.7',
      utm_source: 'x',
    })
    const b = normalizedListQuery({ area: '51.06,3.7;51.06,3.74;51.04,3.74' })
    expect(a).toBe(b)
    expect(new URLSearchParams(a).get('area')).toBe('51.06,3.7;51.06,3.74;51.04,3.74')
    expect(normalizedListQuery({ near: '50.850,4.35', radius: '3.0' })).toBe(
      normalizedListQuery({ radius: '3', near: '50.85,4.35' }),
    )
  })
})

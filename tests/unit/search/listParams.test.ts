import { describe, expect, it } from 'vitest'

import { listQuery, parseListParams } from '@/lib/search/listParams'

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
})

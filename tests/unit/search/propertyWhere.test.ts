import { describe, expect, it } from 'vitest'

import { parseListParams } from '@/lib/search/listParams'
import { buildPropertyWhere, listSort, propertySort } from '@/lib/search/propertyWhere'

describe('property list query', () => {
  it('always restricts to the goal of the list', () => {
    expect(buildPropertyWhere('rent', parseListParams({}))).toEqual({
      and: [{ goal: { equals: 'rent' } }],
    })
  })

  it('combines every filter with AND, places with OR', () => {
    const where = buildPropertyWhere(
      'sale',
      parseListParams({
        type: ['house', 'villa'],
        city: ['Gent', '2000'],
        zip: '9050',
        region: 'flanders',
        minPrice: '100000',
        maxPrice: '500000',
        minBedrooms: '3',
        garden: '1',
        terrace: '1',
        epc: ['A+', 'B'],
      }),
    )
    expect(where.and).toEqual([
      { goal: { equals: 'sale' } },
      { propertyType: { in: ['house', 'villa'] } },
      // A municipality's name becomes the postcodes of all its sections (Gent is 9000–9052).
      {
        or: [
          {
            zip: {
              in: [
                '9050',
                '9000',
                '9030',
                '9031',
                '9032',
                '9040',
                '9041',
                '9042',
                '9051',
                '9052',
                '2000',
              ],
            },
          },
        ],
      },
      { region: { equals: 'flanders' } },
      { price: { greater_than_equal: 100000 } },
      { price: { less_than_equal: 500000 } },
      { 'rooms.bedrooms': { greater_than_equal: 3 } },
      { 'comfort.garden': { equals: true } },
      { 'comfort.terrace': { equals: true } },
      // A plain letter also matches Brussels' sub-labels.
      { 'epc.label': { in: ['A+', 'B+', 'B', 'B-'] } },
    ])
  })

  it('finds a property by its reference, from `ref` or typed in the place box', () => {
    expect(buildPropertyWhere('sale', parseListParams({ ref: 'immo-0013' })).and).toContainEqual({
      reference: { in: ['immo-0013', 'IMMO-0013'] },
    })
    expect(buildPropertyWhere('sale', parseListParams({ city: 'IMMO-0013' })).and).toContainEqual({
      or: [{ city: { like: 'IMMO-0013' } }, { reference: { in: ['IMMO-0013'] } }],
    })
    // A place the index knows is a place; a name without a digit is no reference.
    expect(
      buildPropertyWhere('sale', parseListParams({ city: ['Gent', 'Hamlet'] })).and,
    ).toContainEqual({
      or: [{ zip: { in: expect.any(Array) } }, { city: { like: 'Hamlet' } }],
    })
  })

  it('lists the properties still on offer first, in the order the visitor chose', () => {
    expect(listSort('date-desc')).toEqual(['status', '-createdAt'])
    expect(listSort('price-asc')).toEqual(['status', 'listedPrice'])
  })

  it('sorts by each option of the URL contract', () => {
    expect(propertySort).toEqual({
      'price-asc': 'listedPrice',
      'price-desc': '-listedPrice',
      type: 'propertyType',
      city: 'city',
      'date-desc': '-createdAt',
    })
  })
})

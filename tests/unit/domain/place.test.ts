import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cityLabel, deviceClass, regionForPostcode } from '@/lib/domain'

describe('regionForPostcode', () => {
  it.each([
    [999, null],
    [1000, 'brussels'],
    [1299, 'brussels'],
    [1300, 'wallonia'],
    [1499, 'wallonia'],
    [1500, 'flanders'],
    [3999, 'flanders'],
    [4000, 'wallonia'],
    [7999, 'wallonia'],
    [8000, 'flanders'],
    [9999, 'flanders'],
    [10000, null],
  ] as const)('places postcode %i in %s', (postcode, region) => {
    expect(regionForPostcode(postcode)).toBe(region)
    expect(regionForPostcode(String(postcode))).toBe(region)
  })

  it('ignores surrounding whitespace in a string', () => {
    expect(regionForPostcode(' 9000 ')).toBe('flanders')
  })

  it.each(['L-1234', 'B-9000', '900', '90000', '9 000', '0999', '', 'abcd', '1000.0'])(
    'rejects %j',
    (postcode) => {
      expect(regionForPostcode(postcode)).toBeNull()
    },
  )

  it.each([1000.5, Number.NaN, Number.POSITIVE_INFINITY, -1000])(
    'rejects the number %d',
    (postcode) => {
      expect(regionForPostcode(postcode)).toBeNull()
    },
  )

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true }),
        (value) => {
          const region = regionForPostcode(value as string)
          expect([null, 'flanders', 'brussels', 'wallonia']).toContain(region)
        },
      ),
    )
  })

  it('gives a region for every 4-digit string from 1000 to 9999 and null below', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (n) => {
        const region = regionForPostcode(String(n).padStart(4, '0'))
        expect(region === null).toBe(n < 1000)
      }),
    )
  })
})

describe('cityLabel', () => {
  it('shows a Belgian city on its own', () => {
    expect(cityLabel('Gent', 10, 'België')).toBe('Gent')
  })

  it('shows the city on its own without a country', () => {
    expect(cityLabel('Gent')).toBe('Gent')
    expect(cityLabel('Gent', null, 'België')).toBe('Gent')
  })

  it('treats country 0 as unknown', () => {
    expect(cityLabel('Gent', 0, 'Onbekend')).toBe('Gent')
  })

  it('appends the country name outside Belgium', () => {
    expect(cityLabel('Esch-sur-Alzette', 50, 'Luxemburg')).toBe('Esch-sur-Alzette (Luxemburg)')
    expect(cityLabel('Lille', 20, 'Frankrijk')).toBe('Lille (Frankrijk)')
  })

  it('names Luxembourg when the feed gives no country name for 50', () => {
    expect(cityLabel('Luxembourg', 50, null)).toBe('Luxembourg (Luxembourg)')
    expect(cityLabel('Ettelbruck', 50, ' ')).toBe('Ettelbruck (Luxembourg)')
  })

  it('adds nothing for another foreign country without a name', () => {
    expect(cityLabel('Lille', 20)).toBe('Lille')
  })

  it('trims the city and the country name', () => {
    expect(cityLabel(' Gent ', 20, ' Frankrijk ')).toBe('Gent (Frankrijk)')
  })

  it.each([
    'kapelle-op-den-bos',
    'KAPELLE-OP-DEN-BOS',
    'Kapelle-Op-Den-Bos',
    ' kapelle op den bos ',
  ])('writes %j as Kapelle-op-den-Bos', (city) => {
    expect(cityLabel(city, 10)).toBe('Kapelle-op-den-Bos')
  })

  it('leaves other cities with particles as given', () => {
    expect(cityLabel('Sint-Martens-Latem')).toBe('Sint-Martens-Latem')
    expect(cityLabel('Kapelle-op-den-Bosstraat')).toBe('Kapelle-op-den-Bosstraat')
  })
})

describe('deviceClass', () => {
  it.each([
    [0, 'mobile'],
    [767, 'mobile'],
    [767.5, 'mobile'],
    [768, 'tablet'],
    [960, 'tablet'],
    [960.5, 'desktop'],
    [961, 'desktop'],
    [1920, 'desktop'],
    [Number.NaN, 'desktop'],
  ] as const)('classes a width of %d as %s', (width, device) => {
    expect(deviceClass(width)).toBe(device)
  })
})

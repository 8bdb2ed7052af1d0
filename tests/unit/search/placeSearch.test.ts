// Place search: every language's name of a town, without case or accents, and its postcode,
// lead to the same postcodes; the suggestions speak the visitor's language.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { buildPlaceRows } from '@/lib/places/buildPlaceIndex'
import { normalisePlaceName, normalisePostcode, resolvePlace, suggestPlaces } from '@/lib/places'
import { handTowns } from '@/lib/places/names'
import { regionForPostcode } from '@/lib/domain'
import { parseListParams } from '@/lib/search/listParams'
import { buildPropertyWhere } from '@/lib/search/propertyWhere'
import { belgianPlaces } from '@/seed/places'
import { towns } from '@/seed/data/towns'

const generated = path.resolve(import.meta.dirname, '../../../src/lib/places/places.generated.json')

describe('place names compare without case, accents or punctuation', () => {
  it.each([
    ['Liège', 'liege'],
    ['LIÈGE', 'liege'],
    ['Sint-Martens-Latem', 'sint martens latem'],
    ['  Braine-l’Alleud ', 'braine l alleud'],
    ['Lüttich', 'luttich'],
    ['Œudeghien', 'oeudeghien'],
  ])('%s → %s', (name, key) => {
    expect(normalisePlaceName(name)).toBe(key)
  })

  it.each([
    ['4000', '4000'],
    [' 9000 ', '9000'],
    ['l-1009', 'L-1009'],
    ['L 1009', 'L-1009'],
    ['L1009', 'L-1009'],
    ['40000', null],
    ['Gent', null],
  ])('postcode %s → %s', (value, postcode) => {
    expect(normalisePostcode(value)).toBe(postcode)
  })
})

describe('a town is found by its name in every language and by its postcode', () => {
  it.each([
    ['Brussel', ['1000']],
    ['Bruxelles', ['1000']],
    ['Brussels', ['1000']],
    ['brussel', ['1000']],
    ['Brüssel', ['1000']],
    ['Luik', ['4000']],
    ['Liège', ['4000']],
    ['liege', ['4000']],
    ['LIEGE', ['4000']],
    ['Lüttich', ['4000']],
    ['4000', ['4000']],
    ['Gent', ['9000']],
    ['Gand', ['9000']],
    ['Ghent', ['9000']],
    ['Anvers', ['2000', '2018', '2020', '2030', '2050', '2060']],
    ['Antwerp', ['2000', '2018', '2020', '2030', '2050', '2060']],
    ['antwerpen', ['2000', '2018', '2020', '2030', '2050', '2060']],
    ['Bruges', ['8000']],
    ['Brügge', ['8000']],
    ['Louvain', ['3000']],
    ['Löwen', ['3000']],
    ['Elsene', ['1050']],
    ['Ixelles', ['1050']],
    ['Namen', ['5000']],
    ['Bergen', ['7000']],
    ['Mons', ['7000']],
    ['sint martens latem', ['9830']],
    ['Laethem-Saint-Martin', ['9830']],
    ['Luxemburg', ['L-1009']],
    ['Lëtzebuerg', ['L-1009']],
    ['l-1009', ['L-1009']],
  ])('%s', (name, zips) => {
    expect(resolvePlace(name)).toEqual(zips)
  })

  it('knows nothing of a name that is no place', () => {
    expect(resolvePlace('Atlantis')).toBeNull()
  })

  it('finds every town of the demo listings by each of its names', () => {
    for (const town of Object.values(towns)) {
      for (const name of [town.name, ...Object.values(town.names)]) {
        expect(resolvePlace(name), `${name} (${town.zip})`).toContain(town.zip)
      }
    }
  })

  it('lists a property stored as "Liège" for a search on "Luik"', () => {
    const where = buildPropertyWhere('sale', parseListParams({ city: 'Luik' }))
    expect(where.and).toContainEqual({ or: [{ zip: { in: ['4000'] } }] })
  })

  it('still looks for a name it does not know in the stored town', () => {
    const where = buildPropertyWhere('sale', parseListParams({ city: ['Liege', 'Hamlet'] }))
    expect(where.and).toContainEqual({
      or: [{ zip: { in: ['4000'] } }, { city: { like: 'Hamlet' } }],
    })
  })
})

describe('suggestions as the visitor types', () => {
  it.each([
    ['fr', 'Liège'],
    ['en', 'Liège'],
    ['nl', 'Luik'],
    ['de', 'Lüttich'],
  ] as const)('"lie" on /%s/ offers %s (4000)', (locale, name) => {
    expect(suggestPlaces('lie', locale)).toContainEqual({ name, zip: '4000', value: name })
  })

  it('offers the visitor’s name of a town typed in another language', () => {
    expect(suggestPlaces('Anv', 'nl')[0]).toEqual({
      name: 'Antwerpen',
      zip: '2000',
      value: 'Antwerpen',
    })
    expect(suggestPlaces('ghe', 'fr')[0]).toEqual({ name: 'Gand', zip: '9000', value: 'Gand' })
    expect(suggestPlaces('brux', 'en')[0]).toEqual({
      name: 'Brussels',
      zip: '1000',
      value: 'Brussels',
    })
  })

  it('offers the places of a postcode being typed', () => {
    const places = suggestPlaces('400', 'fr')
    expect(places[0]).toEqual({ name: 'Liège', zip: '4000', value: '4000' })
    expect(places.every((place) => place.zip.startsWith('400'))).toBe(true)
  })

  it('puts the postcode in the box where a name stands for several places', () => {
    expect(suggestPlaces('berchem', 'nl')).toContainEqual({
      name: 'Berchem',
      zip: '2600',
      value: '2600',
    })
  })

  it('offers nothing for an empty or unknown text, and at most the limit', () => {
    expect(suggestPlaces('  ', 'nl')).toEqual([])
    expect(suggestPlaces('qqq', 'nl')).toEqual([])
    expect(suggestPlaces('s', 'nl', 5)).toHaveLength(5)
  })
})

describe('the committed place list', () => {
  const rows = JSON.parse(readFileSync(generated, 'utf8')) as string[][]

  it('is exactly what the validated postcode list gives (npx tsx scripts/generate-place-index.ts)', () => {
    expect(rows).toEqual(buildPlaceRows(belgianPlaces()))
  })

  it('holds only Belgian places, each with a name, and no institution', () => {
    expect(rows.length).toBeGreaterThan(1100)
    for (const [zip, ...names] of rows) {
      expect(regionForPostcode(zip), zip).not.toBeNull()
      expect(names.length, zip).toBeGreaterThan(0)
    }
    const zips = rows.map(([zip]) => zip)
    expect(zips).not.toContain('0612') // Sinterklaas
    expect(zips).not.toContain('1005') // parliaments
    expect(zips.filter((zip) => zip < '1300')).toHaveLength(22) // the 19 Brussels municipalities
  })

  it('names in the hand table only postcodes that exist, each town with four names', () => {
    const known = new Set(rows.map(([zip]) => zip))
    for (const town of handTowns) {
      for (const zip of town.zips) {
        expect(known.has(zip) || /^L-\d{4}$/.test(zip), `${town.nl} ${zip}`).toBe(true)
      }
      expect([town.nl, town.fr, town.en, town.de].every(Boolean), town.nl).toBe(true)
    }
  })
})

// Place search: every language's name of a town, without case or accents, and its postcode,
// lead to the same postcodes; the suggestions speak the visitor's language.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  buildMunicipalityRows,
  buildPlaceRows,
  sectionPlaces,
  validateMunicipalities,
} from '@/lib/places/buildPlaceIndex'
import {
  normalisePlaceName,
  normalisePostcode,
  placeNamesOf,
  resolvePlace,
  suggestPlaces,
} from '@/lib/places'
import { mergers } from '@/lib/places/mergers'
import { handTowns } from '@/lib/places/names'
import { regionForPostcode } from '@/lib/domain'
import { parseListParams } from '@/lib/search/listParams'
import { buildPropertyWhere } from '@/lib/search/propertyWhere'
import { belgianPlaces } from '@/seed/places'
import municipalityList from '@/seed/data/belgium-municipalities.json'
import { towns } from '@/seed/data/towns'

const generated = (file: string) =>
  path.resolve(import.meta.dirname, '../../../src/lib/places', file)

// The municipalities of the tests, each with the postcodes of all its sections.
const BRUSSEL = ['1000', '1020', '1120', '1130']
const GENT = ['9000', '9030', '9031', '9032', '9040', '9041', '9042', '9050', '9051', '9052']
const LUIK = ['4000', '4020', '4030', '4031', '4032']
const ANTWERPEN = [
  '2000', '2018', '2020', '2030', '2040', '2050', '2060', '2100', '2140', '2150', '2170',
  '2180', '2600', '2610', '2660',
] // prettier-ignore
const BRUGGE = ['8000', '8200', '8310', '8380']
const LEUVEN = ['3000', '3001', '3010', '3012', '3018']
const NAMEN = [
  '5000',
  '5001',
  '5002',
  '5003',
  '5004',
  '5020',
  '5021',
  '5022',
  '5024',
  '5100',
  '5101',
]
const BERGEN = [
  '7000', '7011', '7012', '7020', '7021', '7022', '7024', '7030', '7031', '7032', '7033', '7034',
] // prettier-ignore

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
    ['Brussel', BRUSSEL],
    ['Bruxelles', BRUSSEL],
    ['Brussels', BRUSSEL],
    ['brussel', BRUSSEL],
    ['Brüssel', BRUSSEL],
    ['Luik', LUIK],
    ['Liège', LUIK],
    ['liege', LUIK],
    ['LIEGE', LUIK],
    ['Lüttich', LUIK],
    ['4000', ['4000']],
    ['Gent', GENT],
    ['Gand', GENT],
    ['Ghent', GENT],
    ['Anvers', ANTWERPEN],
    ['Antwerp', ANTWERPEN],
    ['antwerpen', ANTWERPEN],
    ['Bruges', BRUGGE],
    ['Brügge', BRUGGE],
    ['Louvain', LEUVEN],
    ['Löwen', LEUVEN],
    ['Elsene', ['1050']],
    ['Ixelles', ['1050']],
    ['Namen', NAMEN],
    ['Bergen', BERGEN],
    ['Mons', BERGEN],
    ['sint martens latem', ['9830', '9831']],
    ['Laethem-Saint-Martin', ['9830', '9831']],
    ['Luxemburg', ['L-1009']],
    ['Lëtzebuerg', ['L-1009']],
    ['l-1009', ['L-1009']],
  ])('%s', (name, zips) => {
    expect(resolvePlace(name)).toEqual(zips)
  })

  it('knows nothing of a name that is no place', () => {
    expect(resolvePlace('Atlantis')).toBeNull()
  })
})

describe('a municipality finds all its sections, a section itself', () => {
  it.each(['Gent', 'Gand', 'Ghent', 'gent'])(
    '%s finds Zwijnaarde, Gentbrugge and Drongen',
    (name) => {
      const zips = resolvePlace(name)
      for (const section of ['9052', '9050', '9031']) expect(zips).toContain(section)
    },
  )

  it.each(['Luik', 'Liège', 'Lüttich', 'Liege'])(
    '%s finds Angleur (4031) and Chênée (4032)',
    (name) => {
      expect(resolvePlace(name)).toEqual(expect.arrayContaining(['4031', '4032']))
    },
  )

  it.each([
    ['Zwijnaarde', ['9052']],
    ['Gentbrugge', ['9050']],
    ['Drongen', ['9031']],
    ['Angleur', ['4031']],
    ['Laken', ['1020']],
    ['Borgerhout', ['2140']],
    ['9052', ['9052']],
  ])('the section %s finds only itself', (name, zips) => {
    expect(resolvePlace(name)).toEqual(zips)
  })

  it('finds a municipality by the name it took in a merger, and by its former names', () => {
    expect(resolvePlace('Merelbeke-Melle')).toEqual(['9090', '9820'])
    expect(resolvePlace('Melle')).toEqual(['9090'])
    expect(resolvePlace('Pajottegem')).toEqual(['1540', '1541', '1570', '1755'])
    expect(resolvePlace('Antwerpen')).toContain('2150') // Borsbeek, since 2025
    expect(resolvePlace('Borsbeek')).toEqual(['2150'])
  })

  it('keeps two municipalities of one name apart from a hand-table town', () => {
    // Sint-Niklaas (9100) and Saint-Nicolas near Liège, "Sint-Niklaas" in Dutch (4420).
    expect(resolvePlace('Sint-Niklaas')).toEqual(['4420', '9100', '9111', '9112'])
    expect(suggestPlaces('Sint-Niklaas', 'nl')[0]).toMatchObject({
      name: 'Sint-Niklaas',
      zips: ['9100', '9111', '9112'],
      value: '9100, 9111, 9112',
    })
  })

  it('names for each postcode every name that finds it (the alerts’ reverse lookup)', () => {
    expect(placeNamesOf('9052')).toEqual(
      expect.arrayContaining(['Gent', 'Gand', 'Ghent', 'Zwijnaarde']),
    )
    expect(placeNamesOf('4031')).toEqual(
      expect.arrayContaining(['Luik', 'Liège', 'Lüttich', 'Angleur']),
    )
    for (const zip of ['9052', '4031', '1020', '2150']) {
      for (const name of placeNamesOf(zip)) expect(resolvePlace(name), name).toContain(zip)
    }
  })

  it('lists the whole municipality in the list query', () => {
    const where = buildPropertyWhere('sale', parseListParams({ city: 'Gent' }))
    expect(where.and).toContainEqual({ or: [{ zip: { in: GENT } }] })
  })
})

describe('a name that is no place', () => {
  it('is unknown to the index', () => {
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
    expect(where.and).toContainEqual({ or: [{ zip: { in: LUIK } }] })
  })

  it('still looks for a name it does not know in the stored town', () => {
    const where = buildPropertyWhere('sale', parseListParams({ city: ['Liege', 'Hamlet'] }))
    expect(where.and).toContainEqual({
      or: [{ zip: { in: LUIK } }, { city: { like: 'Hamlet' } }],
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
    expect(suggestPlaces('lie', locale)).toContainEqual({
      name,
      zip: '4000',
      zips: LUIK,
      value: name,
    })
  })

  it('offers the visitor’s name of a town typed in another language', () => {
    expect(suggestPlaces('Anv', 'nl')[0]).toEqual({
      name: 'Antwerpen',
      zip: '2000',
      zips: ANTWERPEN,
      value: 'Antwerpen',
    })
    expect(suggestPlaces('ghe', 'fr')[0]).toEqual({
      name: 'Gand',
      zip: '9000',
      zips: GENT,
      value: 'Gand',
    })
    expect(suggestPlaces('brux', 'en')[0]).toEqual({
      name: 'Brussels',
      zip: '1000',
      zips: BRUSSEL,
      value: 'Brussels',
    })
  })

  it('offers a municipality once, with all its postcodes, and its sections as they are typed', () => {
    for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
      const gent = suggestPlaces('gent', locale).filter((place) => place.zips.includes('9052'))
      expect(gent, locale).toHaveLength(1)
      expect(gent[0].zips).toEqual(GENT)
    }
    expect(suggestPlaces('zwijn', 'nl')[0]).toEqual({
      name: 'Zwijnaarde',
      zip: '9052',
      zips: ['9052'],
      value: 'Zwijnaarde',
    })
    expect(suggestPlaces('Gentb', 'fr')[0]).toMatchObject({ name: 'Gentbrugge', zip: '9050' })
  })

  it('offers the places of a postcode being typed', () => {
    const places = suggestPlaces('400', 'fr')
    expect(places[0]).toEqual({ name: 'Liège', zip: '4000', zips: ['4000'], value: '4000' })
    expect(places.every((place) => place.zip.startsWith('400'))).toBe(true)
  })

  it('puts the postcode in the box where a name stands for several places', () => {
    expect(suggestPlaces('berchem', 'nl')).toContainEqual({
      name: 'Berchem',
      zip: '2600',
      zips: ['2600'],
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
  const rows = JSON.parse(readFileSync(generated('places.generated.json'), 'utf8')) as string[][]
  const municipalities = validateMunicipalities(municipalityList)

  it('is exactly what the validated postcode and municipality lists give (npx tsx scripts/generate-place-index.ts)', () => {
    expect(rows).toEqual(buildPlaceRows([...belgianPlaces(), ...sectionPlaces(municipalities)]))
    expect(JSON.parse(readFileSync(generated('municipalities.generated.json'), 'utf8'))).toEqual(
      buildMunicipalityRows(municipalities, mergers),
    )
  })

  it('drops the municipality list’s rows without a postcode', () => {
    expect(municipalityList.length - municipalities.length).toBe(2) // Oudsbergen, Pelt
    expect(municipalities.every((entry) => /^\d{4}$/.test(entry.zip))).toBe(true)
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

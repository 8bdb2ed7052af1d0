// The list filter `city` finds a town by each of its names and its postcode, on the real
// database (SQLite, and PostgreSQL with scripts/with-postgres.sh), read as an anonymous visitor.
import { randomBytes } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { parseListParams } from '@/lib/search/listParams'
import { buildPropertyWhere } from '@/lib/search/propertyWhere'
import { towns } from '@/seed/data/towns'

import { getTestPayload } from '../helpers/payload'

let payload: Payload
const tag = randomBytes(4).toString('hex')
const ids: Record<'liege' | 'luik' | 'gent' | 'antwerpen', number | string> = {} as never

/** The ids of the published sale properties of this file a list with `?city=…` shows. */
const listed = async (city: string | string[]) => {
  const result = await payload.find({
    collection: 'properties',
    where: {
      and: [buildPropertyWhere('sale', parseListParams({ city })), { title: { like: tag } }],
    },
    depth: 0,
    limit: 50,
    overrideAccess: false,
  })
  return result.docs.map((doc) => doc.id).sort()
}

const create = (title: string, zip: string, city: string) =>
  payload
    .create({
      collection: 'properties',
      data: {
        title: `${title} ${tag}`,
        goal: 'sale',
        zip,
        city,
        price: 245000,
        _status: 'published',
      },
      context: { skipRevalidate: true },
    })
    .then((doc) => doc.id)

beforeAll(async () => {
  payload = await getTestPayload()
  // As the seed stores its Liège listing (data/towns.ts), and as a Dutch-writing agency would.
  ids.liege = await create('Appartement', towns.luik.zip, towns.luik.name)
  ids.luik = await create('Appartement', '4000', 'Luik')
  ids.gent = await create('Woning', towns.gent.zip, towns.gent.name)
  ids.antwerpen = await create('Loft', '2018', 'Antwerpen')
})

describe('searching a town by any of its names', () => {
  it.each(['Liège', 'liege', 'LIEGE', 'Luik', 'luik', 'Lüttich', '4000'])(
    'city=%s lists the Liège properties, however they are stored',
    async (city) => {
      expect(await listed(city)).toEqual([ids.liege, ids.luik].sort())
    },
  )

  it.each(['Anvers', 'Antwerp'])('city=%s lists a property in Antwerp’s 2018', async (city) => {
    expect(await listed(city)).toEqual([ids.antwerpen])
  })

  it('lists the towns of several names at once', async () => {
    expect(await listed(['Gand', 'Luik'])).toEqual([ids.liege, ids.luik, ids.gent].sort())
  })

  it('lists nothing for a place where there is nothing', async () => {
    expect(await listed('Bruxelles')).toEqual([])
    expect(await listed('Atlantis')).toEqual([])
  })

  it('ignores a malformed place instead of failing (the URL contract)', async () => {
    expect(await listed('%_\'"; drop')).toHaveLength(Object.keys(ids).length)
  })
})

describe('searching a municipality finds all its sections', () => {
  const sections: Record<string, number | string> = {}

  beforeAll(async () => {
    sections.zwijnaarde = await create('Woning', '9052', 'Zwijnaarde')
    sections.gentbrugge = await create('Woning', '9050', 'Gentbrugge')
    sections.angleur = await create('Maison', '4031', 'Angleur')
  })

  it.each(['Gent', 'Gand', 'Ghent'])('city=%s lists Gent and its sections', async (city) => {
    expect(await listed(city)).toEqual([ids.gent, sections.zwijnaarde, sections.gentbrugge].sort())
  })

  it.each(['Luik', 'Liège', 'Lüttich'])('city=%s lists Liège and Angleur', async (city) => {
    expect(await listed(city)).toEqual([ids.liege, ids.luik, sections.angleur].sort())
  })

  it('city=Zwijnaarde and zip 9052 list the section only', async () => {
    expect(await listed('Zwijnaarde')).toEqual([sections.zwijnaarde])
    expect(await listed('9052')).toEqual([sections.zwijnaarde])
  })
})

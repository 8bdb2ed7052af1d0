// The data layer's one entry for writing a property from outside the admin (upsertProperty):
// every language in one write, the admin's hooks (route table, derived fields), access when a
// user is given, and all-or-nothing inside a transaction.
import { randomBytes } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { upsertProperty } from '@/lib/data/propertyWrites'
import { inTransaction } from '@/lib/db/transaction'

import { createOwner, createStaff, getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const reference = () => `WRITE-${randomBytes(4).toString('hex')}`

const villa = (ref: string) => ({
  reference: ref,
  title: {
    nl: 'Villa aan de Leie',
    fr: 'Villa sur la Lys',
    en: 'Villa on the Lys',
    de: 'Villa an der Leie',
  },
  goal: 'sale' as const,
  zip: '9000',
  city: 'Gent',
  price: 495000,
})

const byReference = (ref: string) => ({ reference: { equals: ref } })

const countByReference = async (ref: string) =>
  (await payload.count({ collection: 'properties', where: byReference(ref) })).totalDocs

const routeOf = async (id: number) => {
  const { docs } = await payload.find({
    collection: 'routes',
    where: { originalPath: { equals: `/property/${id}/` } },
  })
  return docs[0]
}

describe('upsertProperty', () => {
  it('creates a published property with its four languages and its public paths', async () => {
    const ref = reference()
    const { id, created } = await upsertProperty(payload, {
      match: byReference(ref),
      data: villa(ref),
    })
    expect(created).toBe(true)
    const french = await payload.findByID({ collection: 'properties', id, locale: 'fr' })
    expect(french.title).toBe('Villa sur la Lys')
    expect(french._status).toBe('published')
    // The admin's derived fields and route upkeep ran.
    expect(french.region).toBe('flanders')
    const route = await routeOf(id)
    expect(route?.publicPaths).toMatchObject({
      nl: `/nl/te-koop/gent/villa-aan-de-leie/${id}/`,
      fr: `/fr/a-vendre/gent/villa-sur-la-lys/${id}/`,
    })
  })

  it('updates the property its match finds instead of creating a second one', async () => {
    const ref = reference()
    const first = await upsertProperty(payload, { match: byReference(ref), data: villa(ref) })
    const second = await upsertProperty(payload, {
      match: byReference(ref),
      data: {
        ...villa(ref),
        price: 475000,
        title: { ...villa(ref).title, nl: 'Villa aan de Schelde' },
      },
    })
    expect(second).toMatchObject({ id: first.id, created: false })
    expect(await countByReference(ref)).toBe(1)
    const dutch = await payload.findByID({ collection: 'properties', id: first.id, locale: 'nl' })
    expect(dutch.price).toBe(475000)
    expect(dutch.title).toBe('Villa aan de Schelde')
    expect((await routeOf(first.id))?.publicPaths?.nl).toBe(
      `/nl/te-koop/gent/villa-aan-de-schelde/${first.id}/`,
    )
  })

  it('writes nothing of a transaction whose second write is refused', async () => {
    const good = reference()
    const bad = reference()
    await expect(
      inTransaction(payload, async (req) => {
        await upsertProperty(payload, { match: byReference(good), data: villa(good), req })
        await upsertProperty(payload, {
          match: byReference(bad),
          data: { ...villa(bad), surfaces: { living: -5 } },
          req,
        })
      }),
    ).rejects.toThrow()
    expect(await countByReference(good)).toBe(0)
    expect(await countByReference(bad)).toBe(0)
  })

  it("checks the given user's access like the admin: an editor writes, an owner is refused", async () => {
    const editor = await createStaff(payload, 'editor')
    const ref = reference()
    const { created } = await upsertProperty(payload, {
      match: byReference(ref),
      data: villa(ref),
      user: editor,
    })
    expect(created).toBe(true)

    const owner = await createOwner(payload)
    const refused = reference()
    await expect(
      upsertProperty(payload, { match: byReference(refused), data: villa(refused), user: owner }),
    ).rejects.toThrow()
    expect(await countByReference(refused)).toBe(0)
  })

  it('refuses a match that finds more than one property', async () => {
    const city = `Stad ${randomBytes(3).toString('hex')}`
    for (const ref of [reference(), reference()])
      await upsertProperty(payload, { match: byReference(ref), data: { ...villa(ref), city } })
    await expect(
      upsertProperty(payload, { match: { city: { equals: city } }, data: villa(reference()) }),
    ).rejects.toThrow(/more than one/)
  })
})

// A hidden address or price cannot be recovered by querying: visitors and owners who filter on
// the exact coordinates, the start or option price of a property whose address or price is not
// published get the same answer as for a value nobody has, and a sort by a hidden price never
// places it among the public ones. Staff query everything. Through REST and the local API.
import { beforeAll, describe, expect, it } from 'vitest'

import { createLocalReq, type Payload, type Where } from 'payload'

import config from '@payload-config'
import { canReadAddress } from '@/access/canReadAddress'
import { canReadPrice } from '@/access/canReadPrice'

import { createOwner, createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api, type Json } from '../helpers/rest'

type Who = 'anonymous' | 'ownerA' | 'ownerB' | 'editor' | 'admin'
const outsiders = ['anonymous', 'ownerA', 'ownerB'] as const
const staff = ['editor', 'admin'] as const

let payload: Payload
const tokens: Partial<Record<Who, string>> = {}
const users: Partial<Record<Who, Record<string, unknown>>> = {}
const town = `Verborgen-${Date.now()}`
let hiddenId: number | string
let linkedId: number | string
let cheapHiddenId: number | string
let hiddenRentId: number | string

const exact = { latitude: 50.8466123, longitude: 4.3528456 }
const hiddenPrices = { price: 777_777, startPrice: 654_321, optionPrice: 543_210 }
// Typed figures that follow from the price (a duty is a rate of it, a deposit months of rent…).
const hiddenFinance = {
  notaryFees: 12_345,
  notaryFeesExVat: 10_202,
  registrationRights: 97_222,
  buildingVat: 21_021,
  groundPart: 333_333,
  constructionCost: 444_444,
  totalCost: 889_999,
  agencyCost: 23_333,
}
const hiddenAnnuity = { bouquet: 150_000, monthlyAnnuity: 1_777 }
const hiddenRentDeposit = 3_333

const property = (title: string, extra: Json) => ({
  title,
  goal: 'sale' as const,
  zip: '1000',
  city: town,
  _status: 'published' as const,
  ...extra,
})

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of staff) {
    const user = await createStaff(payload, role)
    users[role] = user
    tokens[role] = await tokenFor(payload, user)
  }
  for (const who of ['ownerA', 'ownerB'] as const) {
    const owner = await createOwner(payload, who)
    users[who] = owner
    tokens[who] = await tokenFor(payload, owner)
  }
  const hidden = await payload.create({
    collection: 'properties',
    data: property('Verborgen villa', {
      ...exact,
      ...hiddenPrices,
      street: 'Geheimstraat',
      houseNumber: '7',
      publishAddress: false,
      publishPrice: false,
      owners: [users.ownerA!.id],
      finance: { ...hiddenFinance, vatRegime: true, cadastralIncome: 1_234 },
      annuity: { isAnnuity: true, ...hiddenAnnuity },
    }),
  })
  hiddenId = hidden.id
  hiddenRentId = (
    await payload.create({
      collection: 'properties',
      data: property('Verborgen huur', {
        goal: 'rent',
        price: 1_111,
        publishPrice: false,
        finance: { deposit: hiddenRentDeposit, chargesTenant: 95 },
      }),
    })
  ).id
  cheapHiddenId = (
    await payload.create({
      collection: 'properties',
      data: property('Verborgen studio', { price: 1, publishPrice: false }),
    })
  ).id
  await payload.create({
    collection: 'properties',
    data: property('Openbare woning', { price: 300_000, latitude: 50.9, longitude: 4.4 }),
  })
  const project = await payload.create({
    collection: 'projects',
    data: {
      title: 'Verborgen project',
      zip: '1000',
      city: town,
      latitude: 50.7771234,
      longitude: 4.2221234,
      publishAddress: false,
      units: [],
      _status: 'published',
    } as never,
  })
  linkedId = (
    await payload.create({
      collection: 'properties',
      data: property('Woning in project', { project: project.id, price: 250_000 }),
    })
  ).id
})

const ids = (json: Json) => ((json.docs ?? []) as Json[]).map((doc) => doc.id)

/** The REST answer to a filter, as a comparable summary. */
const restAnswer = async (who: Who, query: string) => {
  const { status, json } = await api('GET', `properties?depth=0&limit=0&${query}`, {
    token: tokens[who],
  })
  return { status, ids: ids(json), totalDocs: json.totalDocs }
}

const local = async (who: Who, where: Where, sort?: string) => {
  const user = users[who]
  const req = await createLocalReq(user ? { user: user as never } : {}, payload)
  return payload.find({
    collection: 'properties',
    where,
    sort,
    depth: 0,
    limit: 0,
    overrideAccess: false,
    req,
    ...(user ? { user: user as never } : {}),
  })
}

describe.each(outsiders)('as %s, filters on a hidden value', (who) => {
  it('learn nothing of the exact coordinates of an unpublished address', async () => {
    const inTown = `where[city][equals]=${town}`
    const probes = [
      `where[latitude][equals]=${exact.latitude}`,
      `where[latitude][greater_than]=50.8466&where[latitude][less_than]=50.8467`,
      `where[longitude][greater_than_equal]=4.35284&where[longitude][less_than_equal]=4.35285`,
      `where[or][0][latitude][equals]=${exact.latitude}&where[or][1][id][equals]=-1`,
      `where[and][0][or][0][longitude][equals]=${exact.longitude}&where[and][0][or][1][id][equals]=-1`,
    ]
    const nobody = await restAnswer(who, `${inTown}&where[latitude][equals]=12.345`)
    expect(nobody.totalDocs).toBe(0)
    for (const probe of probes) {
      const answer = await restAnswer(who, `${inTown}&${probe}`)
      expect(answer, probe).toEqual(nobody)
      expect(answer.ids).not.toContain(hiddenId)
    }
    const viaProject = await restAnswer(
      who,
      `${inTown}&where[project.latitude][greater_than]=50.777&where[project.latitude][less_than]=50.778`,
    )
    expect(viaProject.ids).not.toContain(linkedId)
    const viaLocal = await local(who, {
      and: [{ city: { equals: town } }, { latitude: { greater_than: 50.84, less_than: 50.85 } }],
    })
    expect(viaLocal.docs.map((doc) => doc.id)).not.toContain(hiddenId)
  })

  it('learn nothing of a hidden price, start price or option price', async () => {
    const inTown = `where[city][equals]=${town}`
    const nobody = await restAnswer(who, `${inTown}&where[startPrice][equals]=1`)
    for (const [field, value] of Object.entries(hiddenPrices)) {
      for (const probe of [
        `where[${field}][equals]=${value}`,
        `where[${field}][greater_than]=${value - 1}&where[${field}][less_than]=${value + 1}`,
        `where[or][0][${field}][in]=${value}&where[or][1][id][equals]=-1`,
      ]) {
        expect(await restAnswer(who, `${inTown}&${probe}`), probe).toEqual(nobody)
      }
      const counted = await api(
        'GET',
        `properties/count?${inTown}&where[${field}][equals]=${value}`,
        {
          token: tokens[who],
        },
      )
      expect(counted.json.totalDocs).toBe(0)
      const viaLocal = await local(who, { [field]: { equals: value } })
      expect(viaLocal.docs.map((doc) => doc.id)).not.toContain(hiddenId)
    }
  })

  it('still find every property that has coordinates, for the map', async () => {
    const onMap = await local(who, {
      and: [{ city: { equals: town } }, { latitude: { exists: true } }],
    })
    expect(onMap.docs.map((doc) => doc.id)).toContain(hiddenId)
    const found = onMap.docs.find((doc) => doc.id === hiddenId)!
    expect(found.latitude).toBe(50.85)
  })

  it('read no figure derived from a hidden price', async () => {
    for (const id of [hiddenId, hiddenRentId]) {
      const { status, json } = await api('GET', `properties/${id}?depth=0`, { token: tokens[who] })
      expect(status).toBe(200)
      expect(json.price ?? null).toBeNull()
      for (const name of Object.keys(hiddenFinance))
        expect(json.finance?.[name] ?? null, name).toBeNull()
      expect(json.finance?.deposit ?? null).toBeNull()
      for (const name of Object.keys(hiddenAnnuity))
        expect(json.annuity?.[name] ?? null, name).toBeNull()
    }
    // What does not follow from the price stays public.
    const sale = await api('GET', `properties/${hiddenId}?depth=0`, { token: tokens[who] })
    expect(sale.json.finance.cadastralIncome).toBe(1_234)
    expect(sale.json.finance.vatRegime).toBe(true)
    const rent = await api('GET', `properties/${hiddenRentId}?depth=0`, { token: tokens[who] })
    expect(rent.json.finance.chargesTenant).toBe(95)
    const listed = await restAnswer(who, `where[city][equals]=${town}`)
    expect(listed.ids).toContain(hiddenId)
    const list = await api('GET', `properties?depth=0&limit=0&where[city][equals]=${town}`, {
      token: tokens[who],
    })
    expect(JSON.stringify(list.json.docs)).not.toContain(String(hiddenFinance.registrationRights))
  })

  it('learn nothing of a hidden price through the figures derived from it', async () => {
    const inTown = `where[city][equals]=${town}`
    const derived = {
      ...Object.fromEntries(
        Object.entries(hiddenFinance).map(([name, value]) => [`finance.${name}`, value]),
      ),
      ...Object.fromEntries(
        Object.entries(hiddenAnnuity).map(([name, value]) => [`annuity.${name}`, value]),
      ),
      'finance.deposit': hiddenRentDeposit,
    }
    const nobody = await restAnswer(who, `${inTown}&where[finance.notaryFees][equals]=1`)
    expect(nobody.totalDocs).toBe(0)
    for (const [path, value] of Object.entries(derived)) {
      for (const probe of [
        `where[${path}][equals]=${value}`,
        `where[${path}][greater_than]=${value - 1}&where[${path}][less_than]=${value + 1}`,
        `where[or][0][${path}][in]=${value}&where[or][1][id][equals]=-1`,
      ]) {
        expect(await restAnswer(who, `${inTown}&${probe}`), probe).toEqual(nobody)
      }
      const counted = await api('GET', `properties/count?where[${path}][equals]=${value}`, {
        token: tokens[who],
      })
      expect(counted.json.totalDocs, path).toBe(0)
      const viaLocal = await local(who, { [path]: { equals: value } })
      expect(viaLocal.docs, path).toEqual([])
      const sorted = await restAnswer(who, `${inTown}&sort=-${path}`)
      expect(sorted.status, `sort ${path}`).toBe(400)
    }
  })

  it('never order a list by a hidden price', async () => {
    const inTown = `where[city][equals]=${town}&where[publishPrice][equals]=false`
    const ascending = await restAnswer(who, `${inTown}&sort=price`)
    const descending = await restAnswer(who, `${inTown}&sort=-price`)
    expect(ascending.status).toBe(200)
    expect(ascending.ids).toEqual(expect.arrayContaining([hiddenId, cheapHiddenId]))
    // Both hidden prices count as "on request": reversing the order changes nothing.
    expect(descending.ids).toEqual(ascending.ids)
    const viaLocal = await local(
      who,
      { and: [{ city: { equals: town } }, { publishPrice: { equals: false } }] },
      '-price',
    )
    expect(viaLocal.docs.map((doc) => doc.id)).toEqual(ascending.ids)
  })

  it('are refused a sort by a start or option price (400)', async () => {
    for (const sort of ['startPrice', '-optionPrice']) {
      const answer = await restAnswer(who, `where[city][equals]=${town}&sort=${sort}`)
      expect(answer.status, sort).toBe(400)
    }
    await expect(local(who, { city: { equals: town } }, 'startPrice')).rejects.toMatchObject({
      status: 400,
    })
  })
})

describe.each(staff)('as %s, filters and sorts', (who) => {
  it('use the real coordinates and prices', async () => {
    const inTown = `where[city][equals]=${town}`
    expect(
      (await restAnswer(who, `${inTown}&where[latitude][equals]=${exact.latitude}`)).ids,
    ).toEqual([hiddenId])
    for (const [field, value] of Object.entries(hiddenPrices)) {
      expect((await restAnswer(who, `${inTown}&where[${field}][equals]=${value}`)).ids).toEqual([
        hiddenId,
      ])
    }
    const viaProject = await restAnswer(who, `${inTown}&where[project.latitude][equals]=50.7771234`)
    expect(viaProject.ids).toEqual([linkedId])
    const sorted = await restAnswer(who, `${inTown}&where[publishPrice][equals]=false&sort=-price`)
    expect(sorted.ids).toEqual([hiddenId, hiddenRentId, cheapHiddenId])
    expect((await restAnswer(who, `${inTown}&sort=startPrice`)).status).toBe(200)
    const viaLocal = await local(who, { startPrice: { equals: hiddenPrices.startPrice } })
    expect(viaLocal.docs.map((doc) => doc.id)).toEqual([hiddenId])
  })

  it('read and filter by the figures derived from a hidden price', async () => {
    const inTown = `where[city][equals]=${town}`
    const { json } = await api('GET', `properties/${hiddenId}?depth=0`, { token: tokens[who] })
    expect(json.finance).toMatchObject(hiddenFinance)
    expect(json.annuity).toMatchObject(hiddenAnnuity)
    const filtered = `${inTown}&where[finance.registrationRights][equals]=${hiddenFinance.registrationRights}`
    expect((await restAnswer(who, filtered)).ids).toEqual([hiddenId])
    expect((await restAnswer(who, `${inTown}&sort=-finance.totalCost`)).status).toBe(200)
  })
})

describe('the query guard', () => {
  it('knows every field whose visibility depends on the document', async () => {
    const built = await config
    const undeclared: string[] = []
    const walk = (slug: string, fields: readonly unknown[], prefix = '') => {
      for (const field of fields as {
        name?: string
        access?: { read?: unknown }
        custom?: { hiddenUnless?: unknown }
        flattenedFields?: unknown[]
      }[]) {
        const path = `${prefix}${field.name ?? ''}`
        const read = field.access?.read
        if ((read === canReadPrice || read === canReadAddress) && !field.custom?.hiddenUnless)
          undeclared.push(`${slug}.${path}`)
        if (field.flattenedFields) walk(slug, field.flattenedFields, `${path}.`)
      }
    }
    for (const collection of built.collections) walk(collection.slug, collection.flattenedFields)
    expect(undeclared).toEqual([])
  })
})

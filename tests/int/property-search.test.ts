// The property list's search (src/lib/data/properties.ts): the page's ids and the count in one
// query, then the cards of those ids — the cards come back in the search's order, with the
// count of every match, and only what a visitor may see (published; a hidden price neither
// filtered on nor shown).
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { Payload } from 'payload'

import { parseListParams } from '@/lib/search/listParams'

import { getTestPayload } from '../helpers/payload'

// Outside a Next server there is no data cache: the query runs as it is.
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => unknown) => fn,
  revalidateTag: () => {},
}))

const { searchProperties } = await import('@/lib/data/properties')

let payload: Payload
const town = `Zoekstad-${Date.now()}`

const create = (title: string, extra: Record<string, unknown>) =>
  payload.create({
    collection: 'properties',
    data: {
      title,
      goal: 'sale',
      zip: '9000',
      city: town,
      propertyType: 'house',
      _status: 'published',
      ...extra,
    } as never,
    context: { skipRevalidate: true },
  })

beforeAll(async () => {
  payload = await getTestPayload()
  await create('Zoek duur', { price: 650_000 })
  await create('Zoek goedkoop', { price: 210_000 })
  await create('Zoek midden', { price: 390_000 })
  await create('Zoek verborgen', { price: 300_000, publishPrice: false })
  await create('Zoek ontwerp', { price: 250_000, _status: 'draft' })
})

const search = (query: Record<string, string>, limit?: number) =>
  searchProperties('sale', 'nl', parseListParams({ city: town, ...query }), limit)

describe('the property list search', () => {
  it('returns the cards of each page in the order of the sort, with the count of all matches', async () => {
    const page1 = await search({ sort: 'price-asc' }, 2)
    const page2 = await search({ sort: 'price-asc', page: '2' }, 2)
    expect(page1.totalDocs).toBe(4)
    expect(page1.totalPages).toBe(2)
    const titles = [...page1.properties, ...page2.properties].map((card) => card.title)
    expect([...titles].sort()).toEqual([
      'Zoek duur',
      'Zoek goedkoop',
      'Zoek midden',
      'Zoek verborgen',
    ])
    // A hidden price sorts as "on request" (first or last, as the database orders nothing).
    expect(titles.filter((title) => title !== 'Zoek verborgen')).toEqual([
      'Zoek goedkoop',
      'Zoek midden',
      'Zoek duur',
    ])
    const cards = [...page1.properties, ...page2.properties]
    expect(cards.find((card) => card.title === 'Zoek verborgen')?.price).toBeNull()
    const cheap = cards.find((card) => card.title === 'Zoek goedkoop')
    expect(cheap).toMatchObject({ price: 210_000, city: town, goal: 'sale' })
    expect(cheap?.href).toMatch(new RegExp(`/${cheap?.id}/$`))

    const descending = await search({ sort: 'price-desc' })
    expect(
      descending.properties.map((card) => card.title).filter((title) => title !== 'Zoek verborgen'),
    ).toEqual(['Zoek duur', 'Zoek midden', 'Zoek goedkoop'])
  })

  it('filters on the published price only, and never shows a draft', async () => {
    const result = await search({ minPrice: '200000', maxPrice: '400000', sort: 'price-asc' })
    expect(result.properties.map((card) => card.title)).toEqual(['Zoek goedkoop', 'Zoek midden'])
    expect(result.totalDocs).toBe(2)
  })

  it('lists what a visitor can still buy first: the newest sold house comes after the older ones on offer', async () => {
    const street = `Statusstad-${Date.now()}`
    const inTown = (title: string, status: string) =>
      create(title, { city: street, price: 300_000, status })
    // Created oldest first: "newest" alone would put the sold house at the top.
    await inTown('Oud beschikbaar', 'available')
    await inTown('In optie', 'option')
    await inTown('Nieuw beschikbaar', 'available')
    await inTown('Net verkocht', 'sold')
    const titles = async (query: Record<string, string>) =>
      (
        await searchProperties('sale', 'nl', parseListParams({ city: street, ...query }))
      ).properties.map((card) => card.title)
    expect(await titles({})).toEqual([
      'Nieuw beschikbaar',
      'Oud beschikbaar',
      'In optie',
      'Net verkocht',
    ])
    // The visitor's own order still holds within each group.
    expect(await titles({ sort: 'price-asc' })).toHaveLength(4)
    expect((await titles({ sort: 'price-asc' })).at(-1)).toBe('Net verkocht')
  })

  it('answers an empty page without a second query', async () => {
    const find = vi.spyOn(payload, 'find')
    const result = await search({ minPrice: '5000000' })
    expect(result).toMatchObject({ properties: [], totalDocs: 0, totalPages: 1 })
    expect(find).toHaveBeenCalledTimes(1)
    find.mockRestore()
  })

  it('finds a property by its reference, typed in the place box or as `ref`, in any case', async () => {
    // Digits in it, as in every agency's references (a typed town is taken for a reference only
    // with a digit): a base-36 stamp had none about once in 14 runs.
    const reference = `IMMO-${Date.now()}`
    await create('Zoek referentie', { price: 275_000, city: 'Elders', reference })
    await create('Zoek referentie ontwerp', {
      price: 275_000,
      reference: `${reference}-D`,
      _status: 'draft',
    })
    const titles = async (query: Record<string, string>, goal: 'sale' | 'rent' = 'sale') =>
      (await searchProperties(goal, 'nl', parseListParams(query))).properties.map(
        (card) => card.title,
      )
    expect(await titles({ city: reference })).toEqual(['Zoek referentie'])
    expect(await titles({ city: reference.toLowerCase() })).toEqual(['Zoek referentie'])
    expect(await titles({ ref: reference })).toEqual(['Zoek referentie'])
    // The reference of a draft finds nothing; nor does a sale's in the rent list.
    expect(await titles({ ref: `${reference}-D` })).toEqual([])
    expect(await titles({ ref: reference }, 'rent')).toEqual([])
    // The other filters still apply.
    expect(await titles({ ref: reference, maxPrice: '200000' })).toEqual([])
  })
})

// The list search within an area (docs/alerts.md, "Area search"): a drawn polygon or a
// circle, combined with the other filters, with correct paging and counts after the exact test;
// a hidden address is matched on its rounded position, whose exact value no answer reveals.
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { Payload } from 'payload'

import { parseListParams } from '@/lib/search/listParams'

import { getTestPayload } from '../helpers/payload'

vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => unknown) => fn,
  revalidateTag: () => {},
}))

const { searchProperties, searchPropertiesForMap } = await import('@/lib/data/properties')
const { findIdsInArea } = await import('@/lib/search/areaSearch')
const { buildPropertyWhere, propertySort } = await import('@/lib/search/propertyWhere')

let payload: Payload
const town = `Gebiedstad-${Date.now()}`

const create = (title: string, extra: Record<string, unknown>) =>
  payload.create({
    collection: 'properties',
    data: {
      title,
      goal: 'sale',
      zip: '5000',
      city: town,
      propertyType: 'house',
      _status: 'published',
      ...extra,
    } as never,
    context: { skipRevalidate: true },
  })

// Around (50.5, 4.5), near Namur. The hidden ones round to (50.5, 4.5).
beforeAll(async () => {
  payload = await getTestPayload()
  await create('Midden', { latitude: 50.5, longitude: 4.5, price: 300_000 })
  await create('Noord', { latitude: 50.504, longitude: 4.5, price: 500_000 })
  await create('Ver weg', { latitude: 50.6, longitude: 4.6, price: 300_000 })
  // Exactly outside the small square below, but rounded into it.
  await create('Verborgen buiten', {
    latitude: 50.4952,
    longitude: 4.4951,
    publishAddress: false,
    price: 300_000,
  })
  // Exactly inside the northern square below, but rounded out of it.
  await create('Verborgen noord', {
    latitude: 50.5041,
    longitude: 4.5001,
    publishAddress: false,
    price: 300_000,
  })
  await create('Ontwerp', { latitude: 50.5, longitude: 4.5, _status: 'draft' })
})

const search = (query: Record<string, string>, limit?: number) =>
  searchProperties('sale', 'nl', parseListParams({ city: town, ...query }), limit)

const titles = (list: { properties: { title: string }[] }) =>
  list.properties.map((card) => card.title).sort()

// A square of about 660 m around (50.5, 4.5), and one further north around (50.504, 4.5).
const square = '50.497,4.497;50.497,4.503;50.503,4.503;50.503,4.497'
const northSquare = '50.502,4.498;50.502,4.502;50.506,4.502;50.506,4.498'

describe('the area search', () => {
  it('keeps the properties inside a drawn polygon, a hidden address by its rounded position', async () => {
    const list = await search({ area: square })
    expect(titles(list)).toEqual(['Midden', 'Verborgen buiten', 'Verborgen noord'])
    expect(list.totalDocs).toBe(3)
  })

  it('never matches a hidden address on its exact position', async () => {
    const list = await search({ area: northSquare })
    expect(titles(list)).toEqual(['Noord'])
  })

  it('shows a hidden address only at its rounded position in the answer', async () => {
    const list = await search({ area: square })
    const hidden = list.properties.filter((card) => card.title.startsWith('Verborgen'))
    expect(hidden).toHaveLength(2)
    for (const card of hidden) expect(card).toMatchObject({ latitude: 50.5, longitude: 4.5 })
    const map = await searchPropertiesForMap(
      'sale',
      'nl',
      parseListParams({ city: town, area: square }),
    )
    for (const card of map.properties.filter((c) => c.title.startsWith('Verborgen'))) {
      expect(card).toMatchObject({ latitude: 50.5, longitude: 4.5 })
    }
  })

  it('keeps the properties within a radius of a point', async () => {
    const list = await search({ near: '50.5,4.5', radius: '0.5' })
    expect(titles(list)).toEqual(['Midden', 'Noord', 'Verborgen buiten', 'Verborgen noord'])
    const wide = await search({ near: '50.5,4.5', radius: '20' })
    expect(titles(wide)).toContain('Ver weg')
  })

  it('combines the area with the other filters', async () => {
    const list = await search({ near: '50.5,4.5', radius: '0.5', minPrice: '400000' })
    expect(titles(list)).toEqual(['Noord'])
  })

  it('pages and counts what passes the exact test', async () => {
    const page1 = await search({ area: square, sort: 'date-desc' }, 2)
    const page2 = await search({ area: square, sort: 'date-desc', page: '2' }, 2)
    expect(page1).toMatchObject({ totalDocs: 3, totalPages: 2, page: 1 })
    expect(page2).toMatchObject({ totalDocs: 3, totalPages: 2, page: 2 })
    expect(page1.properties).toHaveLength(2)
    expect(page2.properties).toHaveLength(1)
    expect([...titles(page1), ...titles(page2)].sort()).toEqual([
      'Midden',
      'Verborgen buiten',
      'Verborgen noord',
    ])
    // A triangle whose bounding box holds "Noord" but whose shape does not.
    const triangle = await search({ area: '50.497,4.497;50.497,4.503;50.506,4.497' }, 10)
    expect(titles(triangle)).not.toContain('Noord')
    expect(triangle.totalDocs).toBe(triangle.properties.length)
  })

  it('ignores a malformed area and searches without it, never failing', async () => {
    const all = await search({})
    for (const query of [
      { area: 'garbage' },
      { area: '50.5,4.5;50.6,4.6' },
      { area: '50.5,4.5;NaN,4.6;50.7,4.4' },
      { near: '50.5,4.5', radius: '500' },
      { near: '950,4.5', radius: '5' },
      { near: '50.5,4.5' },
    ] as Record<string, string>[]) {
      const list = await search(query)
      expect(list.totalDocs, JSON.stringify(query)).toBe(all.totalDocs)
    }
    expect(all.totalDocs).toBe(5)
  })

  it('follows a moved property and a newly hidden address', async () => {
    const moved = await create('Verhuisd', { latitude: 50.7, longitude: 4.7 })
    expect(titles(await search({ area: square }))).not.toContain('Verhuisd')
    await payload.update({
      collection: 'properties',
      id: moved.id,
      data: { latitude: 50.4999, longitude: 4.5001 },
      context: { skipRevalidate: true },
    })
    expect(titles(await search({ area: square }))).toContain('Verhuisd')
    await payload.update({
      collection: 'properties',
      id: moved.id,
      data: { latitude: 50.5041, longitude: 4.5, publishAddress: false },
      context: { skipRevalidate: true },
    })
    expect(titles(await search({ area: northSquare }))).not.toContain('Verhuisd')
    await payload.delete({ collection: 'properties', id: moved.id })
  })

  it('answers the same with the test in SQL, through the grid of boxes and by reading every row of the box', async () => {
    for (const query of [
      { area: square },
      { area: northSquare },
      { area: '50.497,4.497;50.497,4.503;50.506,4.497' },
      // A side along one latitude and a concave corner.
      { area: '50.49,4.49;50.51,4.49;50.51,4.51;50.5,4.5005;50.49,4.51' },
      { area: square, sort: 'price-asc' },
      { near: '50.5,4.5', radius: '20', sort: 'city' },
      { near: '50.5,4.5', radius: '0.5' },
      { near: '50.5,4.5', radius: '0.5', minPrice: '400000' },
      { near: '50.5,4.5', radius: '20' },
    ]) {
      const params = parseListParams({ city: town, ...query })
      const args = {
        where: buildPropertyWhere('sale', params),
        area: params.area!,
        sort: propertySort[params.sort],
        locale: 'nl' as const,
        page: 1,
        limit: 2,
      }
      const all = await findIdsInArea(payload, { ...args, method: 'code' })
      expect(all.totalDocs, JSON.stringify(query)).toBeGreaterThan(0)
      const viaSql = await findIdsInArea(payload, args)
      expect(viaSql, `${JSON.stringify(query)} in SQL`).toEqual(all)
      const page2 = await findIdsInArea(payload, { ...args, page: 2, method: 'code' })
      expect(await findIdsInArea(payload, { ...args, page: 2 })).toEqual(page2)
      for (const grid of [4, 16]) {
        const viaGrid = await findIdsInArea(payload, {
          ...args,
          method: 'code',
          grid,
          readAllBelow: 0,
        })
        expect(viaGrid, `${JSON.stringify(query)} grid ${grid}`).toEqual(all)
        const gridPage2 = await findIdsInArea(payload, {
          ...args,
          page: 2,
          method: 'code',
          grid,
          readAllBelow: 0,
        })
        expect(gridPage2).toEqual(page2)
      }
    }
  })
})

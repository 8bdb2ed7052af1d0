// The ids of a property search, read as the visitor (access control and the hidden-value guard
// on): the ids-only `select` of every list search, and the search within an area. No
// `server-only` here, so that bench/area.ts measures the very same code outside Next.
import { createLocalReq, type Payload, type Where } from 'payload'

import { findHiddenRule, guardWhere } from '@/fields/hiddenQueries'

import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

import { boundingBox, isInArea, type SearchArea } from './area'

export type PageOfIds = { ids: number[]; page: number; totalPages: number; totalDocs: number }

let idsOnlySelect: Record<string, false> | null = null

/**
 * A `select` that leaves every field out, so that the search's first query reads ids only. An
 * include `select` would not: the collection's `forceSelect` adds the owners (a JSON subquery per
 * row, which SQLite evaluates for every match before it sorts); an exclude `select` is taken
 * as it is. Field access still runs on what is read, and nothing of it leaves this module.
 */
export const idsOnly = (payload: Payload) => {
  // flattenedFields holds every top-level data field (those inside unnamed tabs and rows too).
  idsOnlySelect ??= Object.fromEntries(
    payload.collections.properties.config.flattenedFields
      .map((field) => field.name)
      .filter((name) => name !== 'id')
      .map((name) => [name, false]),
  )
  return idsOnlySelect
}

/**
 * The page's ids of a search within an area. The database keeps the matches inside the area's
 * bounding box (on the indexed public position), then the exact polygon or circle test runs
 * here, and the page and the count are taken from what passes it. The public position is the
 * exact one only where the address is published, so a hidden address is matched on its rounded
 * position and no answer depends on where the house really is.
 */
export const findIdsInArea = async (
  payload: Payload,
  {
    where,
    area,
    sort,
    locale,
    page,
    limit,
  }: {
    where: Where
    area: SearchArea
    sort: string
    locale: Locale
    page: number
    limit: number
  },
): Promise<PageOfIds> => {
  const box = boundingBox(area)
  const collection = payload.collections.properties.config
  // Every candidate in the box is read, so not through `payload.find`: its afterRead pass over
  // the collection's 150 fields cost about half a millisecond per row (a town's box held a
  // thousand rows at 100 000 properties). The adapter's find reads two columns, with the same
  // rules the operation applies for a visitor: the collection's own read access, and the guard
  // that keeps hidden values out of filters (src/fields/hiddenQueries.ts).
  const req = await createLocalReq({ locale }, payload)
  const access = await collection.access.read({ req })
  if (access === false) return { ids: [], page, totalPages: 1, totalDocs: 0 }
  const visitorWhere = guardWhere(where, (path) =>
    findHiddenRule(payload, collection.flattenedFields, path),
  )
  const { docs } = await payload.db.find<
    Pick<Property, 'id' | 'publicLatitude' | 'publicLongitude'>
  >({
    collection: 'properties',
    where: {
      and: [
        ...(access === true ? [] : [access]),
        visitorWhere,
        { publicLatitude: { greater_than_equal: box.minLat } },
        { publicLatitude: { less_than_equal: box.maxLat } },
        { publicLongitude: { greater_than_equal: box.minLng } },
        { publicLongitude: { less_than_equal: box.maxLng } },
      ],
    },
    sort: [sort, '-id'],
    locale,
    pagination: false,
    select: { publicLatitude: true, publicLongitude: true },
    req,
  })
  const ids = docs
    .filter((doc) => {
      const { publicLatitude: lat, publicLongitude: lng } = doc
      return typeof lat === 'number' && typeof lng === 'number' && isInArea({ lat, lng }, area)
    })
    .map((doc) => doc.id)
  return {
    ids: ids.slice((page - 1) * limit, page * limit),
    page,
    totalPages: Math.max(Math.ceil(ids.length / limit), 1),
    totalDocs: ids.length,
  }
}
